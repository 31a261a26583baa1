import { addDays, daysBetween } from '@portal/shared/dates';

/**
 * Medication progress (docs/product.md#reports-medication: the course's start plus its days): the course
 * runs from the creation date for `duration` days; day 1 is the creation date. Dates are calendar days
 * (YYYY-MM-DD) of the device's calendar (@portal/shared/dates), so a daylight-saving change moves no date.
 */

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
  const since = daysBetween(creationDate, today);
  const elapsed = Math.min(total, Math.max(0, since + 1));
  const remaining = Math.max(0, total - Math.max(0, since + 1));
  const percent = total === 0 ? 100 : Math.round((elapsed / total) * 100);
  return { elapsed, total, remaining, percent, lastDay: addDays(creationDate, Math.max(0, total - 1)), expired: since >= total };
}
