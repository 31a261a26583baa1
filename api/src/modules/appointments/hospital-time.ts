import { TZDate, tzOffset } from '@date-fns/tz';
import { format, getDay, parseISO } from 'date-fns';
import type { IcsZone } from '@portal/shared/calendar';
import { locations } from '../../adapters/content/catalogue.js';

/**
 * Clock of a hospital. Slots are wall-clock times at the hospital, so "today", "now" and the calendar
 * file's TZID are those of the hospital's IANA zone (Asia/Dubai for the UAE, Asia/Muscat for Oman), read
 * through @date-fns/tz, never the server's own time zone or a fixed offset.
 */
export type HospitalTimeZone = 'Asia/Dubai' | 'Asia/Muscat';

const zoneByFacility = new Map<string, HospitalTimeZone>(
  locations.map((l) => [l.facilityCode, l.country === 'Oman' ? 'Asia/Muscat' : 'Asia/Dubai'] as const),
);

export function facilityTimeZone(facilityCode: string): HospitalTimeZone {
  return zoneByFacility.get(facilityCode) ?? 'Asia/Dubai';
}

/** '+0400' for 240 minutes east of UTC. */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The hospital's zone as a calendar file names it: its TZID and its UTC offset on `date` ('YYYY-MM-DD', the
 * appointment's day). Neither country keeps daylight saving, so one offset describes the zone (ics.ts writes
 * it as one STANDARD rule).
 */
export function hospitalZone(facilityCode: string, date: string): IcsZone {
  const tz = facilityTimeZone(facilityCode);
  return { tzid: tz, offset: offsetText(tzOffset(tz, new Date(`${date}T12:00:00Z`))) };
}

const lastReading = new Map<string, { minute: number; value: { date: string; time: string } }>();

/**
 * The hospital's wall clock: date 'YYYY-MM-DD' and time 'HH:MM'. Reading a date in a time zone goes through
 * Intl and a list asks once per appointment, so one reading per zone and minute is kept.
 */
export function hospitalNow(tz: string, now: Date = new Date()): { date: string; time: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = lastReading.get(tz);
  if (cached && cached.minute === minute) return cached.value;
  const there = new TZDate(now, tz);
  const value = { date: format(there, 'yyyy-MM-dd'), time: format(there, 'HH:mm') };
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
