import { addDays as addCalendarDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';

/**
 * `@portal/shared/dates` — calendar-day arithmetic on YYYY-MM-DD dates, with date-fns, for the API (a hospital's
 * booking window, a medication's end) and the browser (the slot picker's days, the teleconsultation date chips,
 * medication courses, report windows). A date is read and written in the runtime's own calendar, so a
 * daylight-saving change in between moves no date. Today's date is `todayIso` of `@portal/shared/rules`.
 */

/** The calendar date of a YYYY-MM-DD (or a longer ISO text: its date part). */
const calendarDay = (iso: string) => parseISO(iso.slice(0, 10));

/** YYYY-MM-DD plus `days` calendar days (negative: earlier). */
export function addDays(date: string, days: number): string {
  return formatISO(addCalendarDays(calendarDay(date), days), { representation: 'date' });
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(calendarDay(to), calendarDay(from));
}
