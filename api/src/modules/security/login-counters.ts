import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** Wrong passwords before an account locks, and how long it stays locked. */
export const LOCK_THRESHOLD = 5;
export const LOCK_MINUTES = 15;

/**
 * The calendar day of the daily login limit is the Gulf day (UAE and Oman are UTC+4 without daylight
 * saving), computed by the database so that every process agrees.
 */
const gulfDay = sql<string>`to_char((now() at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD')`;

export interface LockState {
  locked: boolean;
  failedAttempts: number;
}

export async function getLockState(db: Db, userId: number): Promise<LockState> {
  const row = await db
    .selectFrom('login_counters')
    .select(['failed_attempts', sql<boolean>`coalesce(locked_until > now(), false)`.as('locked')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { locked: Boolean(row?.locked), failedAttempts: row?.failed_attempts ?? 0 };
}

/**
 * Counts one wrong password, atomically. The count survives the lock: it is cleared only by a correct
 * login, a password reset or an administrator, so after the first lock every further wrong password
 * locks the account again (one guess per 15 minutes at most).
 */
export async function recordFailedPassword(db: Db, userId: number): Promise<LockState> {
  const { rows } = await sql<{ failed_attempts: number; locked: boolean }>`
    insert into login_counters (user_id, failed_attempts, last_failed_at, locked_until)
    values (${userId}, 1, now(), case when 1 >= ${LOCK_THRESHOLD} then now() + make_interval(mins => ${LOCK_MINUTES}) end)
    on conflict (user_id) do update set
      failed_attempts = login_counters.failed_attempts + 1,
      last_failed_at = now(),
      locked_until = case
        when login_counters.locked_until > now() then login_counters.locked_until
        when login_counters.failed_attempts + 1 >= ${LOCK_THRESHOLD} then now() + make_interval(mins => ${LOCK_MINUTES})
        else login_counters.locked_until
      end
    returning failed_attempts, coalesce(locked_until > now(), false) as locked`.execute(db);
  const row = rows[0]!;
  return { failedAttempts: Number(row.failed_attempts), locked: Boolean(row.locked) };
}

/** Clears the wrong-password count and any lock (correct login, password reset, administrator). */
export async function resetFailedAttempts(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('login_counters')
    .set({ failed_attempts: 0, locked_until: null })
    .where('user_id', '=', userId)
    .execute();
}

/** Clears today's login count (administrator). */
export async function resetLoginCounter(db: Db, userId: number): Promise<void> {
  await db.updateTable('login_counters').set({ daily_login_count: 0 }).where('user_id', '=', userId).execute();
}

/** Whether the account already used all of today's logins (checked before an OTP is sent). */
export async function dailyLoginLimitReached(db: Db, userId: number, limit: number): Promise<boolean> {
  const row = await db
    .selectFrom('login_counters')
    .select('daily_login_count')
    .where('user_id', '=', userId)
    .where('daily_login_day', '=', gulfDay)
    .executeTakeFirst();
  return (row?.daily_login_count ?? 0) >= limit;
}

/**
 * Counts one successful login if today's limit allows it; false when the limit is reached. A single
 * conditional upsert, so concurrent logins cannot exceed the limit.
 */
export async function takeDailyLogin(db: Db, userId: number, limit: number): Promise<boolean> {
  const { rows } = await sql<{ daily_login_count: number }>`
    insert into login_counters (user_id, daily_login_count, daily_login_day)
    values (${userId}, 1, ${gulfDay})
    on conflict (user_id) do update set
      daily_login_count = case when login_counters.daily_login_day = excluded.daily_login_day
                               then login_counters.daily_login_count + 1 else 1 end,
      daily_login_day = excluded.daily_login_day
    where login_counters.daily_login_day is distinct from excluded.daily_login_day
       or login_counters.daily_login_count < ${limit}
    returning daily_login_count`.execute(db);
  return rows.length > 0;
}

export interface LoginCounters {
  failedAttempts: number;
  lockedUntil: Date | null;
  loginsToday: number;
}

/** The counters as an administrator sees them. */
export async function getLoginCounters(db: Db, userId: number): Promise<LoginCounters> {
  const row = await db
    .selectFrom('login_counters')
    .select([
      'failed_attempts',
      sql<Date | null>`case when locked_until > now() then locked_until end`.as('locked_until'),
      sql<number>`case when daily_login_day = ${gulfDay} then daily_login_count else 0 end`.as('logins_today'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    failedAttempts: row?.failed_attempts ?? 0,
    lockedUntil: row?.locked_until ?? null,
    loginsToday: Number(row?.logins_today ?? 0),
  };
}
