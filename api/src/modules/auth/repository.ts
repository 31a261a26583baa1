import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../db/schema.js';
import { preparedQuery, type NamedValue } from '../../db/prepared.js';
import type { IdentityTables } from './identity-tables.js';
import { documentVerifiedSql } from '../user/index.js';

/**
 * SQL of the auth module: sessions and their refresh tokens, login tickets, and the identity provider's
 * sign-in requests and pending identities (the identity columns of the account: user/repository.ts). Tokens, tickets,
 * states and references are stored as hashes; the callers hash. Every "use once" is one conditional UPDATE.
 */

// ---- Sessions and refresh tokens (sessions.ts)

/** Housekeeping: the user's sessions that ended more than a day ago go, with their tokens (cascade). */
export async function dropEndedSessions(tx: Tx, userId: number): Promise<void> {
  await tx
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now() - interval '1 day'`), eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`)]))
    .execute();
}

export interface NewSession {
  id: string;
  userId: number;
  maxSeconds: number;
  userAgent: string | null;
  ip: string | null;
  via: string | null;
}

export async function insertSession(tx: Tx, s: NewSession): Promise<void> {
  await tx
    .insertInto('sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${s.maxSeconds})`,
      last_refreshed_at: null,
      revoked_at: null,
      revoked_reason: null,
      user_agent: s.userAgent,
      ip: s.ip,
      via: s.via,
    })
    .execute();
}

/** A refresh token of the session, living `lifetimeSeconds` but never beyond its session; its end. */
export async function insertRefreshToken(tx: Tx, tokenHash: string, sessionId: string, lifetimeSeconds: number): Promise<Date> {
  const row = await tx
    .insertInto('refresh_tokens')
    .values({
      token_hash: tokenHash,
      session_id: sessionId,
      expires_at: sql<Date>`least(now() + make_interval(secs => ${lifetimeSeconds}), (select s.expires_at from sessions s where s.id = ${sessionId}))`,
      used_at: null,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return row.expires_at;
}

/** A refresh token with its session and account, and whether both token and session are still live. */
export async function refreshTokenState(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      't.session_id',
      't.used_at',
      's.user_id',
      's.revoked_at',
      'u.role_id',
      'u.status',
      sql<boolean>`t.expires_at > now() and s.expires_at > now()`.as('live'),
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks an unused refresh token used; false when another exchange did first. */
export async function takeRefreshToken(tx: Tx, tokenHash: string): Promise<boolean> {
  const won = await tx
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('session_id')
    .executeTakeFirst();
  return Boolean(won);
}

export async function markSessionRefreshed(tx: Tx, sessionId: string): Promise<void> {
  await tx.updateTable('sessions').set({ last_refreshed_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
}

export async function sessionOfRefreshToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.session_id;
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** How a session began ('identity' for the national identity provider), null for a password sign-in. */
export async function sessionVia(db: Db, sessionId: string): Promise<string | null> {
  const row = await db.selectFrom('sessions').select('via').where('id', '=', sessionId).executeTakeFirst();
  return row?.via ?? null;
}

/** Ends every session of a user, except `exceptSessionId` (the one changing the password). */
export async function revokeUserSessions(db: Db, userId: number, reason: string, exceptSessionId?: string): Promise<number> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The account behind a live session of this user (neither revoked nor past its end, account active). */
export async function liveSessionAccount(db: Db, sessionId: string, userId: number) {
  return (await liveSessionAccountQuery(db, { sessionId, userId }))[0];
}

// Read on every authenticated request (`requireAuth`): compiled once (db/prepared.ts).
const liveSessionAccountQuery = preparedQuery((db, value: NamedValue<{ sessionId: string; userId: number }>) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.role_id as roleId',
      'u.first_name',
      'u.last_name',
      'u.calling_code',
      'u.mobile',
      'u.document_type_id',
      'u.document_id',
      'u.gender_id',
      sql<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('dob'),
      documentVerifiedSql('u').as('document_verified'),
    ])
    .where('s.id', '=', value('sessionId'))
    .where('s.user_id', '=', value('userId'))
    .where('s.revoked_at', 'is', null)
    .where(sql<boolean>`s.expires_at > now()`)
    .where('u.status', '=', 'active'),
);

// ---- Login tickets (login-tickets.ts)

export async function insertLoginTicket(db: Db, t: { ticketHash: string; userId: number; callingCode: string; mobile: string; ttlMinutes: number }): Promise<void> {
  // Housekeeping: the account's tickets that can no longer be used.
  await db.deleteFrom('login_tickets').where('user_id', '=', t.userId).where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await db
    .insertInto('login_tickets')
    .values({ ticket_hash: t.ticketHash, user_id: t.userId, calling_code: t.callingCode, mobile: t.mobile, expires_at: sql<Date>`now() + make_interval(mins => ${t.ttlMinutes})`, used_at: null })
    .execute();
}

/** The account of a live, unused ticket for this number. */
export async function liveLoginTicketUser(db: Db, ticketHash: string, callingCode: string, mobile: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('login_tickets')
    .select('user_id')
    .where('ticket_hash', '=', ticketHash)
    .where('calling_code', '=', callingCode)
    .where('mobile', '=', mobile)
    .where('used_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses a live ticket up; false when another request did first or it expired meanwhile. */
export async function takeLoginTicket(db: Db, ticketHash: string): Promise<boolean> {
  const res = await db
    .updateTable('login_tickets')
    .set({ used_at: sql<Date>`now()` })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ---- The identity provider's sign-ins (identity-service.ts)

/** A new sign-in request; requests that ended over an hour ago go on the way. */
export async function insertAuthRequest(
  db: Db,
  r: Omit<Insertable<IdentityTables['identity_auth_requests']>, 'expires_at' | 'used_at'> & { lifetimeSeconds: number },
): Promise<void> {
  await db.deleteFrom('identity_auth_requests').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
  const { lifetimeSeconds, ...row } = r;
  await db
    .insertInto('identity_auth_requests')
    .values({ ...row, expires_at: sql<Date>`now() + make_interval(secs => ${lifetimeSeconds})`, used_at: null })
    .execute();
}

/** Uses up the live request of a state; undefined when unknown, used or expired. */
export async function takeAuthRequest(db: Db, stateHash: string) {
  return db
    .updateTable('identity_auth_requests')
    .set({ used_at: sql<Date>`now()` })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['code_verifier', 'nonce', 'lang'])
    .executeTakeFirst();
}

/** A pending identity; pending identities that ended over an hour ago go on the way. */
export async function insertPendingIdentity(db: Db, p: { referenceHash: string; issuer: string; uuid: string; claims: string; lifetimeSeconds: number }): Promise<void> {
  await db.deleteFrom('identity_pending').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
  await db
    .insertInto('identity_pending')
    .values({
      reference_hash: p.referenceHash,
      issuer: p.issuer,
      uuid: p.uuid,
      claims: p.claims,
      expires_at: sql<Date>`now() + make_interval(secs => ${p.lifetimeSeconds})`,
      used_at: null,
    })
    .execute();
}

export async function livePendingIdentity(db: Db, referenceHash: string) {
  return db
    .selectFrom('identity_pending')
    .select(['reference_hash', 'issuer', 'uuid', 'claims', 'failed_links'])
    .where('reference_hash', '=', referenceHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Marks the reference used; false when another request used it first. */
export async function takePendingIdentity(db: Db, referenceHash: string): Promise<boolean> {
  const res = await db
    .updateTable('identity_pending')
    .set({ used_at: sql<Date>`now()` })
    .where('reference_hash', '=', referenceHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countFailedLink(db: Db, referenceHash: string): Promise<void> {
  await db
    .updateTable('identity_pending')
    .set((eb) => ({ failed_links: eb('failed_links', '+', 1) }))
    .where('reference_hash', '=', referenceHash)
    .execute();
}
