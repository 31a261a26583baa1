import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

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
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    await trx
      .deleteFrom('rate_events')
      .where('key', '=', key)
      .where('at', '<=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
      .execute();
    const { n, retry } = await countWindow(trx as unknown as Db, key, windowSeconds);
    if (n >= limit) return { allowed: false, retryAfterSeconds: retry };
    await trx.insertInto('rate_events').values({ key }).execute();
    return { allowed: true, retryAfterSeconds: 0 };
  });
}

/** Whether `key` already has `limit` events in the window, without counting a new one. */
export async function isRateLimited(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateResult> {
  const { n, retry } = await countWindow(db, key, windowSeconds);
  return n >= limit ? { allowed: false, retryAfterSeconds: retry } : { allowed: true, retryAfterSeconds: 0 };
}

/**
 * Records one event for `key` (e.g. a failed check) without enforcing a limit. Events older than a day
 * are dropped for that key on the way, so the table holds only what some window can still count.
 */
export async function recordRateEvent(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_events').where('key', '=', key).where('at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await db.insertInto('rate_events').values({ key }).execute();
}

async function countWindow(db: Db, key: string, windowSeconds: number): Promise<{ n: number; retry: number }> {
  const row = await db
    .selectFrom('rate_events')
    .select([
      sql<number>`count(*)::int`.as('n'),
      sql<number>`coalesce(ceil(extract(epoch from (min(at) + make_interval(secs => ${windowSeconds}) - now())))::int, 0)`.as('retry'),
    ])
    .where('key', '=', key)
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), retry: Math.max(0, Number(row.retry)) };
}
