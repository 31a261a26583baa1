import type { Db } from '../../db/schema.js';
import { dropDayOldRateEvents, dropRateEventsOutside, insertRateEvents, lockKey, rateWindow } from './repository.js';

export interface RateResult {
  allowed: boolean;
  /** Seconds until the oldest counted event leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Takes one slot of a sliding-window limit kept in the database: at most `limit` events per `key` in the
 * last `windowSeconds`. A transaction-scoped advisory lock on the key serialises concurrent callers, so
 * two API processes on one PostgreSQL count the same events and never both take the last slot.
 */
export async function takeRateSlot(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateResult> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, key);
    await dropRateEventsOutside(trx, key, windowSeconds);
    const { n, retry } = await rateWindow(trx, key, windowSeconds);
    if (n >= limit) return { allowed: false, retryAfterSeconds: retry };
    await insertRateEvents(trx, [key]);
    return { allowed: true, retryAfterSeconds: 0 };
  });
}

/** Whether `key` already has `limit` events in the window, without counting a new one. */
export async function isRateLimited(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateResult> {
  const { n, retry } = await rateWindow(db, key, windowSeconds);
  return n >= limit ? { allowed: false, retryAfterSeconds: retry } : { allowed: true, retryAfterSeconds: 0 };
}

/**
 * Records one event for `key` (e.g. a failed check) without enforcing a limit. Events older than a day
 * are dropped for that key on the way, so the table holds only what some window can still count.
 */
export async function recordRateEvent(db: Db, key: string): Promise<void> {
  await dropDayOldRateEvents(db, [key]);
  await insertRateEvents(db, [key]);
}
