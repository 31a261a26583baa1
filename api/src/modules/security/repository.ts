import { sql } from 'kysely';
import type { Db, Tx } from '../../db/schema.js';
import { ATTEMPT_RESERVATION_SECONDS, LOCK_MINUTES, LOCK_THRESHOLD, type AttemptReservation, type LockState, type LoginCounters } from './login-counters.js';
import type { OtpPurpose, OtpStatus } from './tables.js';

/**
 * SQL of the security module: the per-account login counters, the sliding-window events of the rate limits,
 * and the one-time codes (the portal's own secrets: db/secrets.ts). Every counter change is one conditional statement, and
 * the callers that must serialise on a key take `lockKey` inside their transaction.
 */

/** A transaction-scoped advisory lock on a text key: concurrent transactions on the same key wait for each other. */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
}

// ---- Login counters

/**
 * The calendar day of the daily login limit is the Gulf day (UAE and Oman are UTC+4 without daylight
 * saving), computed by the database so that every process agrees.
 */
const gulfDay = sql<string>`to_char((now() at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD')`;

export async function getLockState(db: Db, userId: number): Promise<LockState> {
  const row = await db
    .selectFrom('login_counters')
    .select(['failed_attempts', sql<boolean>`coalesce(locked_until > now(), false)`.as('locked')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { locked: Boolean(row?.locked), failedAttempts: row?.failed_attempts ?? 0 };
}

/**
 * How many guesses the account has before the next lock: what is left of the threshold, and after a lock one
 * at a time (the count survives the lock, so each further wrong password locks again).
 */
const guessBudget = sql<number>`case when login_counters.failed_attempts < ${LOCK_THRESHOLD} then ${LOCK_THRESHOLD} - login_counters.failed_attempts else 1 end`;
/** Reservations still holding a place: none once the latest is older than a verification can take. */
const liveInFlight = sql<number>`case when login_counters.attempts_reserved_at > now() - make_interval(secs => ${ATTEMPT_RESERVATION_SECONDS}) then login_counters.attempts_in_flight else 0 end`;

/**
 * Reserves one password attempt, in the same statement that checks the lock: the row is locked by the upsert,
 * so concurrent attempts on the account (from any process) are counted one after the other. An attempt is
 * reserved only while the account is not locked and the attempts already being verified leave it a guess
 * (`guessBudget`): N simultaneous guesses can never verify more passwords than the lock allows, and a right
 * password that arrives once the last guesses are taken is refused however the requests interleave. Every
 * reservation is settled: `recordFailedPassword` (wrong) or `releasePasswordAttempt` (right, or not checked).
 */
export async function reservePasswordAttempt(db: Db, userId: number): Promise<AttemptReservation> {
  const { rows } = await sql<{ attempts_in_flight: number }>`
    insert into login_counters (user_id, attempts_in_flight, attempts_reserved_at)
    values (${userId}, 1, now())
    on conflict (user_id) do update set
      attempts_in_flight = ${liveInFlight} + 1,
      attempts_reserved_at = now()
    where coalesce(login_counters.locked_until <= now(), true)
      and ${liveInFlight} < ${guessBudget}
    returning attempts_in_flight`.execute(db);
  if (rows.length > 0) return 'reserved';
  return (await getLockState(db, userId)).locked ? 'locked' : 'in-flight';
}

/** Settles a reserved attempt whose password was right (or was not checked after all): its place is free again. */
export async function releasePasswordAttempt(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('login_counters')
    .set({
      attempts_in_flight: sql<number>`greatest(attempts_in_flight - 1, 0)`,
      // The last one settled leaves nothing behind: the row is as it was before the attempt.
      attempts_reserved_at: sql<Date | null>`case when attempts_in_flight > 1 then attempts_reserved_at end`,
    })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Counts one wrong password and settles its reservation, in one statement, so a concurrent reservation sees
 * both or neither. The count survives the lock: it is cleared only by a correct login, a password reset or an
 * administrator, so after the first lock every further wrong password locks the account again (one guess
 * per 15 minutes at most).
 */
export async function recordFailedPassword(db: Db, userId: number): Promise<LockState> {
  const { rows } = await sql<{ failed_attempts: number; locked: boolean }>`
    insert into login_counters (user_id, failed_attempts, last_failed_at, locked_until)
    values (${userId}, 1, now(), case when 1 >= ${LOCK_THRESHOLD} then now() + make_interval(mins => ${LOCK_MINUTES}) end)
    on conflict (user_id) do update set
      failed_attempts = login_counters.failed_attempts + 1,
      attempts_in_flight = greatest(login_counters.attempts_in_flight - 1, 0),
      attempts_reserved_at = case when login_counters.attempts_in_flight > 1 then login_counters.attempts_reserved_at end,
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

// ---- Rate events (rate-limit.ts, signin-failures.ts)

/** Drops the key's events that left a window of `windowSeconds`. */
export async function dropRateEventsOutside(db: Db, key: string, windowSeconds: number): Promise<void> {
  await db
    .deleteFrom('rate_events')
    .where('key', '=', key)
    .where('at', '<=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .execute();
}

/** Drops these keys' events older than a day: no window counts them any more. */
export async function dropDayOldRateEvents(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('rate_events').where('key', 'in', keys).where('at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export async function insertRateEvents(db: Db, keys: string[]): Promise<void> {
  await db.insertInto('rate_events').values(keys.map((key) => ({ key }))).execute();
}

/** The key's events in the window, and the seconds until the oldest of them leaves it. */
export async function rateWindow(db: Db, key: string, windowSeconds: number): Promise<{ n: number; retry: number }> {
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

/** The key's events in the window, and the seconds since the latest of them (0 when none). */
export async function rateWindowSinceLatest(db: Db, key: string, windowSeconds: number): Promise<{ n: number; since: number }> {
  const row = await db
    .selectFrom('rate_events')
    .select([
      sql<number>`count(*)::int`.as('n'),
      sql<number>`coalesce(extract(epoch from now() - max(at)), 0)::float8`.as('since'),
    ])
    .where('key', '=', key)
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), since: Number(row.since) };
}

export async function hasRateEventInWindow(db: Db, key: string, windowSeconds: number): Promise<boolean> {
  const seen = await db
    .selectFrom('rate_events')
    .select('id')
    .where('key', '=', key)
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .limit(1)
    .executeTakeFirst();
  return Boolean(seen);
}

// ---- One-time codes (otp-service.ts)

/** Which codes a lookup means: the code of a reference, or the codes of a number; always of one purpose. */
export type OtpWhere = { purpose: OtpPurpose } & ({ id: string } | { callingCode: string; mobile: string });

/** Housekeeping: a number's codes older than a day can no longer matter to anything. */
export async function dropDayOldOtpCodes(tx: Tx, callingCode: string, mobile: string): Promise<void> {
  await tx
    .deleteFrom('otp_codes')
    .where('calling_code', '=', callingCode)
    .where('mobile', '=', mobile)
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** A new code replaces the number's live ones of the same purpose. */
export async function invalidateLiveOtpCodes(tx: Tx, purpose: OtpPurpose, callingCode: string, mobile: string): Promise<void> {
  await tx
    .updateTable('otp_codes')
    .set({ status: 'invalidated' })
    .where('purpose', '=', purpose)
    .where('calling_code', '=', callingCode)
    .where('mobile', '=', mobile)
    .where('status', 'in', ['active', 'verified'])
    .execute();
}

export interface NewOtpCode {
  id: string;
  purpose: OtpPurpose;
  callingCode: string;
  mobile: string;
  codeHash: string;
  payload: Record<string, unknown> | null;
  userId: number | null;
  ttlMinutes: number;
}

export async function insertOtpCode(tx: Tx, c: NewOtpCode): Promise<void> {
  await tx
    .insertInto('otp_codes')
    .values({
      id: c.id,
      purpose: c.purpose,
      calling_code: c.callingCode,
      mobile: c.mobile,
      code_hash: c.codeHash,
      payload: c.payload ? JSON.stringify(c.payload) : null,
      user_id: c.userId,
      expires_at: sql<Date>`now() + make_interval(mins => ${c.ttlMinutes})`,
    })
    .execute();
}

export async function invalidateOtpCode(db: Db, id: string): Promise<void> {
  await db.updateTable('otp_codes').set({ status: 'invalidated' }).where('id', '=', id).execute();
}

function selectOtpCodes(db: Db, where: OtpWhere) {
  const q = db.selectFrom('otp_codes').where('purpose', '=', where.purpose);
  return 'id' in where ? q.where('id', '=', where.id) : q.where('calling_code', '=', where.callingCode).where('mobile', '=', where.mobile);
}

/** A code of this account and purpose that is not used up (live or not): what a resend repeats. */
export async function unusedOtpCodeOf(db: Db, id: string, purpose: OtpPurpose, userId: number) {
  return db
    .selectFrom('otp_codes')
    .select(['calling_code', 'mobile', 'payload'])
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('user_id', '=', userId)
    .where('status', '!=', 'used')
    .executeTakeFirst();
}

/** Whether a live code that an earlier step verified exists. */
export async function hasVerifiedOtpCode(db: Db, where: OtpWhere): Promise<boolean> {
  const row = await selectOtpCodes(db, where)
    .select('id')
    .where('status', '=', 'verified')
    .where(sql<boolean>`expires_at > now()`)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The newest code in state `from`, with whether it is still live. */
export async function latestOtpCode(db: Db, where: OtpWhere, from: OtpStatus) {
  return selectOtpCodes(db, where)
    .select(['id', 'purpose', 'calling_code', 'mobile', 'user_id', 'payload', 'attempts', 'code_hash', sql<boolean>`expires_at > now()`.as('live')])
    .where('status', '=', from)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong entry; the code dies at `maxAttempts`. Only while it is still in state `from`. */
export async function countWrongOtpEntry(db: Db, id: string, from: OtpStatus, maxAttempts: number): Promise<void> {
  await db
    .updateTable('otp_codes')
    .set({
      attempts: sql<number>`attempts + 1`,
      status: sql<OtpStatus>`case when attempts + 1 >= ${maxAttempts} then 'invalidated' else status end`,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();
}

/**
 * Moves a live code from `from` to `to` (stamping when), in one conditional UPDATE: false when another
 * request moved it first, or it died meanwhile.
 */
export async function moveOtpCode(db: Db, id: string, from: OtpStatus, to: OtpStatus, maxAttempts: number): Promise<boolean> {
  const stamp = to === 'verified' ? { verified_at: sql<Date>`now()` } : { used_at: sql<Date>`now()` };
  const won = await db
    .updateTable('otp_codes')
    .set({ status: to, ...stamp })
    .where('id', '=', id)
    .where('status', '=', from)
    .where('attempts', '<', maxAttempts)
    .where(sql<boolean>`expires_at > now()`)
    .returning('id')
    .executeTakeFirst();
  return Boolean(won);
}
