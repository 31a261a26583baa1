import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { getOrCreateSecret } from '../../db/secrets.js';

export interface SecretKeys {
  /** HS256 key of the access tokens. */
  accessToken: Uint8Array;
  /** HMAC key of stored OTP codes. */
  otp: Buffer;
}

/** Per database, per secret source (a configured secret, or the database's own). */
const cache = new WeakMap<Db, Map<string, Promise<SecretKeys>>>();

/**
 * The token secret is PORTAL_TOKEN_SECRET, or in embedded mode a random one kept in the database (so a
 * restart keeps sessions and two processes agree). Separate keys are derived per use so that an OTP hash
 * can never double as a token signature.
 */
export function secretKeys(db: Db, config: Config): Promise<SecretKeys> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const source = config.PORTAL_TOKEN_SECRET ? `configured:${config.PORTAL_TOKEN_SECRET}` : 'database';
  let keys = perDb.get(source);
  if (!keys) {
    keys = (async () => {
      let secret = config.PORTAL_TOKEN_SECRET;
      if (!secret) {
        if (!config.embedded) throw new Error('PORTAL_TOKEN_SECRET is required in production mode');
        secret = await getOrCreateSecret(db, 'token-secret');
      }
      const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
      return { accessToken: new Uint8Array(derive('portal-access-token-v1')), otp: derive('portal-otp-v1') };
    })();
    // A failed attempt (database briefly down) must not be cached forever.
    keys.catch(() => perDb.delete(source));
    perDb.set(source, keys);
  }
  return keys;
}
