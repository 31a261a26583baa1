/**
 * The per-account login counters (their SQL is in repository.ts): wrong passwords lock the account, and
 * successful logins are limited per Gulf calendar day.
 */

/** Wrong passwords before an account locks, and how long it stays locked. */
export const LOCK_THRESHOLD = 5;
export const LOCK_MINUTES = 15;
/**
 * A password attempt reserved but never settled (its process died during the verification) stops holding a
 * place once the account's latest reservation is this old.
 */
export const ATTEMPT_RESERVATION_SECONDS = 120;

/**
 * What reserving a password attempt answered: reserved (verify, then settle), locked (423), or every guess the
 * account has left is already being verified by other requests (429: try again in a moment).
 */
export type AttemptReservation = 'reserved' | 'locked' | 'in-flight';

export interface LockState {
  locked: boolean;
  failedAttempts: number;
}

export interface LoginCounters {
  failedAttempts: number;
  lockedUntil: Date | null;
  loginsToday: number;
}
