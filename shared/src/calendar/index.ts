/**
 * `@portal/shared/calendar` — calendar files (RFC 5545), written the same way by the API (an appointment) and by
 * the remotes (a medication reminder). No React and no DOM: the API imports it in Node.
 */
export { icsCalendar, escapeText, foldLine, utf8Length, type IcsCalendar, type IcsEvent, type IcsTime, type IcsZone } from './ics';
