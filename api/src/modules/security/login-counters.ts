/**
 * The per-account login counters (their SQL is in repository.ts): wrong passwords lock the account, and
 * successful logins are limited per Gulf calendar day.
 */

/** Wrong passwords before an account locks, and how long it stays locked. */
export const LOCK_THRESHOLD = 5;
export const LOCK_MINUTES = 15;

export interface LockState {
  locked: boolean;
  failedAttempts: number;
}

export interface LoginCounters {
  failedAttempts: number;
  lockedUntil: Date | null;
  loginsToday: number;
}
