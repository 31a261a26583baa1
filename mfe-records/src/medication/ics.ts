import { addDays, daysBetween, medicationProgress } from './progress';

/**
 * "Add to calendar" for a medication (the call is not shown in the spec, so it is built here): an
 * iCalendar file (RFC 5545) with one daily reminder from tomorrow (or today when the course has not
 * started) through the course's last day. An expired course gives no file.
 */

export interface MedicationForCalendar {
  id: number | string;
  brandName: string;
  genericName: string;
  frequency: string;
  doctorName: string;
  creationDate: string;
  duration: number;
}

export interface ReminderOptions {
  today: string;
  /** Local time of the daily reminder, HH:MM (floating time: the device's zone). */
  time?: string;
  /** Now, for DTSTAMP. */
  now?: Date;
  /** The translated title prefix, e.g. 'Take'. */
  titlePrefix?: string;
}

export class MedicationExpiredError extends Error {
  constructor() {
    super('medication expired');
    this.name = 'MedicationExpiredError';
  }
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, new lines as \n. */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTF-8 length of a string (octets), without TextEncoder (absent in some test environments). */
export function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space. */
export function foldLine(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = utf8Length(ch);
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

const compact = (iso: string) => iso.replace(/-/g, '');
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function medicationReminderIcs(m: MedicationForCalendar, opts: ReminderOptions): { fileName: string; body: string; days: number } {
  const p = medicationProgress(m.creationDate, m.duration, opts.today);
  if (p.expired || p.total === 0) throw new MedicationExpiredError();
  // The first reminder: tomorrow while the course runs (today's dose is on its way), else the start day.
  const first = opts.today < m.creationDate ? m.creationDate : addDays(opts.today, 1);
  const days = p.lastDay >= first ? daysBetween(first, p.lastDay) + 1 : 0;
  if (days <= 0) throw new MedicationExpiredError();
  const [hh, mm] = (opts.time ?? '09:00').split(':');
  const start = `${compact(first)}T${hh}${mm}00`;
  const title = `${opts.titlePrefix ?? 'Take'} ${m.brandName}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Patient Portal//My Medication//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:medication-${m.id}-${compact(first)}@patient-portal`,
    `DTSTAMP:${stamp(opts.now ?? new Date())}`,
    `DTSTART:${start}`,
    'DURATION:PT15M',
    `RRULE:FREQ=DAILY;COUNT=${days}`,
    `SUMMARY:${escapeText(title)}`,
    `DESCRIPTION:${escapeText(`${m.brandName} (${m.genericName}) - ${m.frequency}. ${m.doctorName}`)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(title)}`,
    'TRIGGER:PT0M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const safe = m.brandName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'medication';
  return { fileName: `${safe}-reminder.ics`, body: lines.map(foldLine).join('\r\n') + '\r\n', days };
}
