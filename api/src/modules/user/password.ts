import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). @node-rs/argon2 is an N-API addon,
 * so the same binary runs on any Node version; hashing runs on libuv's thread pool, off the event loop.
 */
const OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown number, identity-provider account) it
 * still runs one full verification against a dummy hash of the same cost, so the answer takes as long as
 * for a registered number and the timing does not reveal who is registered.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error the caller could probe.
    return false;
  }
}
