/**
 * Medication progress (care §2 "Medication progress uses creation date and duration days"): the course
 * runs from the creation date for `duration` days; day 1 is the creation date. Dates are calendar days
 * (YYYY-MM-DD), compared in UTC so the result does not depend on the device's time zone.
 */

const DAY = 86_400_000;

function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY);
}

/** Today as YYYY-MM-DD in the device's calendar. */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY).toISOString().slice(0, 10);
}

export interface MedicationProgress {
  /** Days of the course already taken, today included (0 before it starts, `total` once over). */
  elapsed: number;
  total: number;
  /** Days left after today. */
  remaining: number;
  /** 0–100, whole numbers. */
  percent: number;
  /** The last day of the course (YYYY-MM-DD). */
  lastDay: string;
  expired: boolean;
}

export function medicationProgress(creationDate: string, durationDays: number, today: string): MedicationProgress {
  const total = Math.max(0, Math.floor(durationDays));
  const start = dayNumber(creationDate);
  const now = dayNumber(today);
  const elapsed = Math.min(total, Math.max(0, now - start + 1));
  const remaining = Math.max(0, total - Math.max(0, now - start + 1));
  const percent = total === 0 ? 100 : Math.round((elapsed / total) * 100);
  return { elapsed, total, remaining, percent, lastDay: addDays(creationDate, Math.max(0, total - 1)), expired: now >= start + total };
}
