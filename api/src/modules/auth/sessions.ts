import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RefreshTokenData } from '@portal/shared/contracts';
import type { PersonIdentity } from '../../adapters/his/types.js';
import type { Db } from '../../db/schema.js';
import {
  dropEndedSessions, insertRefreshToken, insertSession, liveSessionAccount, markSessionRefreshed, refreshTokenState, revokeSession, sessionOfRefreshToken, takeRefreshToken,
} from './repository.js';
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
  const refreshExpiresAt = await db.transaction().execute(async (trx) => {
    await dropEndedSessions(trx, user.id);
    await insertSession(trx, {
      id: sessionId,
      userId: user.id,
      maxSeconds: SESSION_MAX_SECONDS,
      userAgent: info.userAgent?.slice(0, 300) ?? null,
      ip: info.ip?.slice(0, 64) ?? null,
      via: info.via ?? null,
    });
    return insertRefreshToken(trx, sha256(refreshToken), sessionId, REFRESH_TOKEN_SECONDS);
  });
  const access = await signAccessToken(key, { userId: user.id, roleId: user.roleId, sessionId });
  return {
    token: access.token,
    refreshToken,
    tokenExpiresAt: access.expiresAt.toISOString(),
    refreshExpiresAt: new Date(refreshExpiresAt).toISOString(),
  };
}

export type RotateResult = { ok: true; tokens: TokenSet } | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'revoked' | 'mismatch' };

/**
 * Exchanges a refresh token for a new pair. The old token is marked used by a conditional UPDATE, so of
 * two concurrent exchanges only one wins; presenting a used token again means it was copied, and the
 * whole family (the session and every token in it) is revoked.
 */
export async function rotateRefreshToken(db: Db, key: Uint8Array, refreshToken: string, accessToken?: string): Promise<RotateResult> {
  const hash = sha256(refreshToken);
  const row = await refreshTokenState(db, hash);
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
    if (!(await takeRefreshToken(trx, hash))) return null;
    await markSessionRefreshed(trx, row.session_id);
    return insertRefreshToken(trx, sha256(next), row.session_id, REFRESH_TOKEN_SECONDS);
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
      refreshExpiresAt: new Date(outcome).toISOString(),
    },
  };
}

/**
 * Ends the session a refresh token belongs to (logout when the access token has already expired: the
 * refresh token grants the session anyway, so holding it is enough to end it). False when unknown.
 */
export async function revokeSessionOfRefreshToken(db: Db, refreshToken: string, reason: string): Promise<{ sessionId: string } | false> {
  const sessionId = await sessionOfRefreshToken(db, sha256(refreshToken));
  if (!sessionId) return false;
  await revokeSession(db, sessionId, reason);
  return { sessionId };
}

/**
 * The live state behind an access token: the session must exist, belong to the token's user, be neither
 * revoked nor past its end, and the account must be active. The role is read here, so a role change
 * takes effect at once.
 */
export async function activeSession(db: Db, sessionId: string, userId: number): Promise<ActiveSession | undefined> {
  const row = await liveSessionAccount(db, sessionId, userId);
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
      documentVerified: row.document_verified === true,
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
