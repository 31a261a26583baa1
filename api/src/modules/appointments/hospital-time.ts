import { getDay, parseISO } from 'date-fns';
import type { IcsZone } from '@portal/shared/calendar';
import { locations } from '../../adapters/content/catalogue.js';

/**
 * Clock of a hospital. Slots are wall-clock times at the hospital, so "today", "now" and the calendar
 * file's TZID are those of the hospital's country (Asia/Dubai for the UAE, Asia/Muscat for Oman), never
 * the server's own time zone.
 */
export type HospitalTimeZone = 'Asia/Dubai' | 'Asia/Muscat';

const zoneByFacility = new Map<string, HospitalTimeZone>(
  locations.map((l) => [l.facilityCode, l.country === 'Oman' ? 'Asia/Muscat' : 'Asia/Dubai'] as const),
);

export function facilityTimeZone(facilityCode: string): HospitalTimeZone {
  return zoneByFacility.get(facilityCode) ?? 'Asia/Dubai';
}

/** The hospital's zone as a calendar file names it: both countries are UTC+4 all year, without daylight saving. */
export function hospitalZone(facilityCode: string): IcsZone {
  return { tzid: facilityTimeZone(facilityCode), offset: '+0400' };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(tz, f);
  }
  return f;
}

const lastReading = new Map<string, { minute: number; value: { date: string; time: string } }>();

/**
 * The hospital's wall clock: date 'YYYY-MM-DD' and time 'HH:MM'. Formatting a date in a time zone is
 * costly and a list asks once per appointment, so one reading per zone and minute is kept.
 */
export function hospitalNow(tz: string, now: Date = new Date()): { date: string; time: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = lastReading.get(tz);
  if (cached && cached.minute === minute) return cached.value;
  const parts = Object.fromEntries(formatter(tz).formatToParts(now).map((p) => [p.type, p.value]));
  const value = { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  lastReading.set(tz, { minute, value });
  return value;
}

/** 0 = Sunday … 6 = Saturday, as the HIS schedule stores it. */
export function weekdayOf(date: string): number {
  return getDay(parseISO(date));
}


export const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
export const fromMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
