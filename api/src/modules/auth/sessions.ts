import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { RefreshTokenData } from '@portal/shared/contracts';
import type { PersonIdentity } from '../../adapters/his/types.js';
import type { Db } from '../../db/schema.js';
import { signAccessToken, verifyAccessToken } from './tokens.js';

/** A refresh token lives 7 days from its issue (each rotation renews it); a session at most 30 days. */
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 3600;
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;

export type TokenSet = RefreshTokenData;

/** What a request tells about its client: kept with the session, used by the per-address limit and the texts. */
export interface SessionInfo {
  userAgent?: string | null;
  ip?: string | null;
  lang?: 'en' | 'ar';
  /** The brand of the page (SMS texts name it). */
  brand?: string;
  /** How the person signed in, kept with the session: 'identity' for the national identity provider. */
  via?: 'identity';
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Starts a session (a new refresh-token family) and returns its first token pair. */
export async function createSession(db: Db, key: Uint8Array, user: { id: number; roleId: number }, info: SessionInfo = {}): Promise<TokenSet> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const row = await db.transaction().execute(async (trx) => {
    // Housekeeping: the user's sessions that ended more than a day ago go, with their tokens (cascade).
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', user.id)
      .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now() - interval '1 day'`), eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`)]))
      .execute();
    await trx
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: user.id,
        expires_at: sql<Date>`now() + make_interval(secs => ${SESSION_MAX_SECONDS})`,
        last_refreshed_at: null,
        revoked_at: null,
        revoked_reason: null,
        user_agent: info.userAgent?.slice(0, 300) ?? null,
        ip: info.ip?.slice(0, 64) ?? null,
        via: info.via ?? null,
      })
      .execute();
    return trx
      .insertInto('refresh_tokens')
      .values({ token_hash: sha256(refreshToken), session_id: sessionId, expires_at: refreshExpiry(sessionId), used_at: null })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
  });
  const access = await signAccessToken(key, { userId: user.id, roleId: user.roleId, sessionId });
  return {
    token: access.token,
    refreshToken,
    tokenExpiresAt: access.expiresAt.toISOString(),
    refreshExpiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** A refresh token never outlives its session. */
function refreshExpiry(sessionId: string) {
  return sql<Date>`least(now() + make_interval(secs => ${REFRESH_TOKEN_SECONDS}), (select s.expires_at from sessions s where s.id = ${sessionId}))`;
}

export type RotateResult = { ok: true; tokens: TokenSet } | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'revoked' | 'mismatch' };

/**
 * Exchanges a refresh token for a new pair. The old token is marked used by a conditional UPDATE, so of
 * two concurrent exchanges only one wins; presenting a used token again means it was copied, and the
 * whole family (the session and every token in it) is revoked.
 */
export async function rotateRefreshToken(db: Db, key: Uint8Array, refreshToken: string, accessToken?: string): Promise<RotateResult> {
  const hash = sha256(refreshToken);
  const row = await db
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
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  if (row.used_at) {
    await revokeSession(db, row.session_id, 'refresh-token-reuse');
    return { ok: false, reason: 'reused' };
  }
  if (!row.live || row.status !== 'active') return { ok: false, reason: 'expired' };
  if (accessToken) {
    // The access token may be expired, but it must be ours and of this very session.
    const claims = await verifyAccessToken(key, accessToken, { ignoreExpiry: true });
    if (!claims || claims.sessionId !== row.session_id || claims.userId !== row.user_id) return { ok: false, reason: 'mismatch' };
  }

  const next = newRefreshToken();
  const outcome = await db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    if (!won) return null;
    await trx.updateTable('sessions').set({ last_refreshed_at: sql<Date>`now()` }).where('id', '=', row.session_id).execute();
    return trx
      .insertInto('refresh_tokens')
      .values({ token_hash: sha256(next), session_id: row.session_id, expires_at: refreshExpiry(row.session_id), used_at: null })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
  });
  if (!outcome) {
    // Lost the race to another exchange of the same token: that is reuse as well.
    await revokeSession(db, row.session_id, 'refresh-token-reuse');
    return { ok: false, reason: 'reused' };
  }
  const access = await signAccessToken(key, { userId: row.user_id, roleId: row.role_id, sessionId: row.session_id });
  return {
    ok: true,
    tokens: {
      token: access.token,
      refreshToken: next,
      tokenExpiresAt: access.expiresAt.toISOString(),
      refreshExpiresAt: new Date(outcome.expires_at).toISOString(),
    },
  };
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

/**
 * Ends the session a refresh token belongs to (logout when the access token has already expired: the
 * refresh token grants the session anyway, so holding it is enough to end it). False when unknown.
 */
export async function revokeSessionOfRefreshToken(db: Db, refreshToken: string, reason: string): Promise<{ sessionId: string } | false> {
  const row = await db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', sha256(refreshToken)).executeTakeFirst();
  if (!row) return false;
  await revokeSession(db, row.session_id, reason);
  return { sessionId: row.session_id };
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

/**
 * The live state behind an access token: the session must exist, belong to the token's user, be neither
 * revoked nor past its end, and the account must be active. The role is read here, so a role change
 * takes effect at once.
 */
export async function activeSession(db: Db, sessionId: string, userId: number): Promise<ActiveSession | undefined> {
  const row = await db
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
    ])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where(sql<boolean>`s.expires_at > now()`)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    roleId: row.roleId,
    identity: {
      firstName: row.first_name,
      lastName: row.last_name,
      dateOfBirth: row.dob ?? '',
      callingCode: row.calling_code,
      mobile: row.mobile,
      documentTypeId: row.document_type_id ?? 0,
      documentId: (row.document_id ?? '').replace(/[\s-]/g, ''),
      genderId: row.gender_id ?? 0,
    },
  };
}

/**
 * The caller's identity as the session check reads it with the session (one query for both): who the person
 * is for the hospital's records (name, number, document, birth date), for the services that need it in the
 * same request. Read on every request, never kept.
 */
export type CallerIdentity = PersonIdentity;

export interface ActiveSession {
  roleId: number;
  identity: CallerIdentity;
}
