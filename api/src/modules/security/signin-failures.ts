import type { Db } from '../../db/schema.js';
import { dropDayOldRateEvents, hasRateEventInWindow, insertRateEvents, lockKey, rateWindowSinceLatest } from './repository.js';

/**
 * Failed sign-ins by client address, in the manner of Keycloak's brute-force detection: the account lock
 * (login-counters.ts, the spec's 5 wrong passwords → 15 minutes) stops guessing one account; this slows an
 * address that fails on many accounts (one common password tried on many numbers, or walking numbers to
 * learn which are registered) without locking out everyone behind it (a hospital's guest Wi-Fi).
 *
 * - Failures are kept per (address, account): `signin-fail:<ip>:<account>`, the account being the user id
 *   or, for an unknown number, the number.
 * - An address is charged once per account it failed on in the window (`signin-fail-ip:<ip>`), so one
 *   person mistyping their own password does not slow the network; spraying many accounts does.
 * - Beyond `FREE_ACCOUNTS` accounts failed in the window, the address waits before its next password
 *   attempt: 1 s, 2 s, 4 s … up to `MAX_DELAY_SECONDS` after its latest failure. A refused attempt costs no
 *   password work and is not a failure (hammering does not extend the wait), and a correct password
 *   arriving after the wait signs in: the delay is bounded, never an hour-long block.
 * - The OTP step with a login ticket (auth/login-tickets.ts) carries no password and is never delayed.
 *
 * Everything is in `rate_events`, so every API process on one database sees the same counts.
 */
export const WINDOW_SECONDS = 3600;
export const FREE_ACCOUNTS = 10;
export const MAX_DELAY_SECONDS = 30;

/** The wait after the latest failure of an address that failed on `accounts` accounts in the window. */
export function delayFor(accounts: number): number {
  if (accounts <= FREE_ACCOUNTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (accounts - FREE_ACCOUNTS - 1));
}

const addressKey = (ip: string) => `signin-fail-ip:${ip}`;
const pairKey = (ip: string, account: string) => `signin-fail:${ip}:${account}`.slice(0, 120);

/** The account part of a pair key: the user id, or the number tried when no account has it. */
export function accountKeyOf(userId: number | null | undefined, callingCode: string, mobile: string): string {
  return userId ? `u${userId}` : `n${callingCode}${mobile}`;
}

/** Seconds the address must still wait before a password attempt (0: go ahead). */
export async function addressWait(db: Db, ip: string): Promise<number> {
  const { n, since } = await rateWindowSinceLatest(db, addressKey(ip), WINDOW_SECONDS);
  const wait = delayFor(n) - since;
  return wait > 0 ? Math.ceil(wait) : 0;
}

/**
 * Records one failed sign-in of `account` from `ip`; the address is charged when this is the pair's first
 * failure in the window. Events older than a day go on the way (nothing counts them any more).
 */
export async function recordSigninFailure(db: Db, ip: string, account: string): Promise<void> {
  const pair = pairKey(ip, account);
  await db.transaction().execute(async (trx) => {
    // One writer per pair at a time, so two processes cannot both charge the address for the same account.
    await lockKey(trx, pair);
    await dropDayOldRateEvents(trx, [pair, addressKey(ip)]);
    const seen = await hasRateEventInWindow(trx, pair, WINDOW_SECONDS);
    await insertRateEvents(trx, seen ? [pair] : [pair, addressKey(ip)]);
  });
}
