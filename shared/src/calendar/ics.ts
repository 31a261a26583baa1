/**
 * The iCalendar writer (RFC 5545) of the portal's calendar files: the API's appointment file and mfe-records'
 * medication reminder. Text is escaped (§3.3.11), lines are folded at 75 octets without splitting a UTF-8
 * character (§3.1) and end with CRLF. Times are wall-clock times: at a zone (TZID, with the VTIMEZONE §3.6.5
 * requires for each TZID used) or floating (the calendar's own zone); DTSTAMP is UTC.
 */

/** A zone without daylight saving: its TZID and its one UTC offset, e.g. `{ tzid: 'Asia/Dubai', offset: '+0400' }`. */
export interface IcsZone {
  tzid: string;
  offset: string;
}

/** YYYY-MM-DD and HH:MM: at `zone`, or floating (the device's zone) without one. */
export interface IcsTime {
  date: string;
  time: string;
  zone?: IcsZone;
}

export interface IcsEvent {
  uid: string;
  start: IcsTime;
  /** Either an end (same zone as the start) or a duration (§3.3.6, e.g. PT15M). */
  end?: IcsTime;
  duration?: string;
  /** A recurrence rule (§3.3.10), e.g. FREQ=DAILY;COUNT=20. */
  rrule?: string;
  summary: string;
  description: string;
  location?: string;
  geo?: { latitude: number; longitude: number };
  status?: 'CONFIRMED' | 'CANCELLED';
  /** A display alarm: its trigger (§3.8.6.3, e.g. -PT1H) and its text. */
  alarm?: { trigger: string; description: string };
}

export interface IcsCalendar {
  /** The product identifier (§3.7.3), e.g. -//Patient Portal//Appointments//EN. */
  prodId: string;
  events: IcsEvent[];
  /** Now, for DTSTAMP. */
  now?: Date;
}

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon and comma escaped, new lines as \n. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTF-8 length of a string in octets (without TextEncoder or Buffer: the writer runs in Node and in browsers). */
export function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = utf8Length(ch);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = out.length === 0 ? 75 : 74;
    if (size + n > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const dateTime = (name: string, t: IcsTime) =>
  `${name}${t.zone ? `;TZID=${t.zone.tzid}` : ''}:${t.date.replace(/-/g, '')}T${t.time.replace(':', '')}00`;

function timeZone(z: IcsZone): string[] {
  return ['BEGIN:VTIMEZONE', `TZID:${z.tzid}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${z.offset}`, `TZOFFSETTO:${z.offset}`, `TZNAME:${z.offset.replace(/00$/, '')}`, 'END:STANDARD', 'END:VTIMEZONE'];
}

function event(e: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    dateTime('DTSTART', e.start),
    ...(e.end ? [dateTime('DTEND', e.end)] : []),
    ...(e.duration ? [`DURATION:${e.duration}`] : []),
    ...(e.rrule ? [`RRULE:${e.rrule}`] : []),
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.location !== undefined ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.geo ? [`GEO:${e.geo.latitude.toFixed(6)};${e.geo.longitude.toFixed(6)}`] : []),
    ...(e.status ? [`STATUS:${e.status}`] : []),
    ...(e.alarm ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(e.alarm.description)}`, `TRIGGER:${e.alarm.trigger}`, 'END:VALARM'] : []),
    'END:VEVENT',
  ];
}

/** The calendar file: every line folded and CRLF-terminated. */
export function icsCalendar(c: IcsCalendar): string {
  const zones = new Map<string, IcsZone>();
  for (const e of c.events) for (const t of [e.start, e.end]) if (t?.zone) zones.set(t.zone.tzid, t.zone);
  const stamp = utcStamp(c.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${c.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...[...zones.values()].flatMap(timeZone),
    ...c.events.flatMap((e) => event(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
