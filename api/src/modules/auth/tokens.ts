import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'patient-portal';
const AUDIENCE = 'patient-portal-api';
/** The only algorithm accepted: `none`, RS/ES algorithm confusion and anything else fail verification. */
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  userId: number;
  roleId: number;
  sessionId: string;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({ role: claims.roleId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * Verifies signature, algorithm, issuer, audience and expiry. `ignoreExpiry` is for the refresh call,
 * which receives the (usually expired) access token only to check it belongs to the same session.
 * Returns null for any bad token: the caller answers 401 without saying why.
 */
export async function verifyAccessToken(key: Uint8Array, token: string, opts: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
  return (await verifyWithExpiry(key, token, opts))?.claims ?? null;
}

/**
 * Tokens this process has verified, with their expiry: the request guard verifies each token once and then
 * only compares the string (jose's HMAC goes through WebCrypto's job queue, a measurable share of a hot read).
 * A cached token is refused from its expiry on, as a verified one is; the session row is still read on every
 * request (http/auth.ts), so a logout or a revoked session ends access at once. Bounded, oldest out first.
 */
const verified = new Map<string, { key: Uint8Array; claims: AccessClaims; expiresAt: number }>();
const VERIFIED_MAX = 10_000;

export async function verifyAccessTokenCached(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  const hit = verified.get(token);
  if (hit && hit.key === key && hit.expiresAt > Date.now()) return hit.claims;
  const result = await verifyWithExpiry(key, token, {});
  if (!result) {
    verified.delete(token);
    return null;
  }
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { key, claims: result.claims, expiresAt: result.expiresAt });
  return result.claims;
}

async function verifyWithExpiry(key: Uint8Array, token: string, opts: { ignoreExpiry?: boolean }): Promise<{ claims: AccessClaims; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'jti', 'exp', 'iat'],
      // Effectively "no expiry check" for the refresh call only; the signature is still verified.
      ...(opts.ignoreExpiry ? { clockTolerance: 10 * 365 * 24 * 3600 } : {}),
    });
    const userId = Number(payload.sub);
    const roleId = Number(payload['role']);
    const sessionId = payload['sid'];
    if (!Number.isInteger(userId) || !Number.isInteger(roleId) || typeof sessionId !== 'string') return null;
    return { claims: { userId, roleId, sessionId }, expiresAt: Number(payload.exp) * 1000 };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
