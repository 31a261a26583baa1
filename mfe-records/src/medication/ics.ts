import { icsCalendar } from '@portal/shared/calendar';
import { addDays, daysBetween } from '@portal/shared/dates';
import { medicationProgress } from './progress';

/**
 * "Add to calendar" for a medication (the call is not shown in the spec, so it is built here): an
 * iCalendar file (RFC 5545) with one daily reminder from tomorrow (or today when the course has not
 * started) through the course's last day, at a floating time (the device's zone). An expired course gives no file.
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

const compact = (iso: string) => iso.replace(/-/g, '');

export function medicationReminderIcs(m: MedicationForCalendar, opts: ReminderOptions): { fileName: string; body: string; days: number } {
  const p = medicationProgress(m.creationDate, m.duration, opts.today);
  if (p.expired || p.total === 0) throw new MedicationExpiredError();
  // The first reminder: tomorrow while the course runs (today's dose is on its way), else the start day.
  const first = opts.today < m.creationDate ? m.creationDate : addDays(opts.today, 1);
  const days = p.lastDay >= first ? daysBetween(first, p.lastDay) + 1 : 0;
  if (days <= 0) throw new MedicationExpiredError();
  const title = `${opts.titlePrefix ?? 'Take'} ${m.brandName}`;
  const body = icsCalendar({
    prodId: '-//Patient Portal//My Medication//EN',
    now: opts.now,
    events: [{
      uid: `medication-${m.id}-${compact(first)}@patient-portal`,
      start: { date: first, time: opts.time ?? '09:00' },
      duration: 'PT15M',
      rrule: `FREQ=DAILY;COUNT=${days}`,
      summary: title,
      description: `${m.brandName} (${m.genericName}) - ${m.frequency}. ${m.doctorName}`,
      alarm: { trigger: 'PT0M', description: title },
    }],
  });
  const safe = m.brandName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'medication';
  return { fileName: `${safe}-reminder.ics`, body, days };
}
