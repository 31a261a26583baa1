import type { HospitalTimeZone } from './hospital-time.js';

/**
 * An iCalendar file (RFC 5545) for one appointment. Times are the hospital's wall clock with its TZID,
 * and the VTIMEZONE the standard requires for every TZID used is included (both zones are UTC+4 all
 * year, without daylight saving), so a calendar in any zone shows the right moment.
 */
export interface IcsEvent {
  uid: string;
  /** YYYY-MM-DD and HH:MM, at the hospital. */
  date: string;
  startTime: string;
  endTime: string;
  timeZone: HospitalTimeZone;
  summary: string;
  description: string;
  location: string;
  /** Geographic position of the hospital, when known. */
  geo?: { latitude: number; longitude: number };
  cancelled?: boolean;
  now?: Date;
}

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (§3.1), without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      // Continuation lines start with a space, which counts towards their 75 octets.
      limit = 74;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const local = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function buildIcs(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Patient Portal//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${e.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0400',
    'TZOFFSETTO:+0400',
    'TZNAME:+04',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.now ?? new Date())}`,
    `DTSTART;TZID=${e.timeZone}:${local(e.date, e.startTime)}`,
    `DTEND;TZID=${e.timeZone}:${local(e.date, e.endTime)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `LOCATION:${escapeText(e.location)}`,
    ...(e.geo ? [`GEO:${e.geo.latitude.toFixed(6)};${e.geo.longitude.toFixed(6)}`] : []),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(e.summary)}`,
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
