import { randomBytes } from 'node:crypto';
import type { Db } from './schema.js';

/**
 * The secrets the portal generates for itself in embedded mode (the token secret, the stand-ins' keys, the
 * embedded identity client's secret), kept in `portal_secrets` (its table and migration: modules/security).
 * Here rather than in a module because the modules, the adapters and the stand-ins all use it.
 */

/**
 * Returns the named secret, creating it once. Every process on the same database gets the same value:
 * the insert is a no-op when another process won the race, and the value is always read back.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await insertSecretIfAbsent(db, name, randomBytes(48).toString('base64url'));
  return storedSecret(db, name);
}

/**
 * Like getOrCreateSecret, for a value that must be made in a particular way (a signing key as JWK): the
 * first process to store it wins, every process reads the stored value back.
 */
export async function getOrCreateSecretValue(db: Db, name: string, make: () => Promise<string>): Promise<string> {
  const existing = await findSecret(db, name);
  if (existing !== undefined) return existing;
  await insertSecretIfAbsent(db, name, await make());
  return storedSecret(db, name);
}

/** Stores the secret unless another process stored one under this name first. */
async function insertSecretIfAbsent(db: Db, name: string, value: string): Promise<void> {
  await db.insertInto('portal_secrets').values({ name, value }).onConflict((oc) => oc.column('name').doNothing()).execute();
}

async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('portal_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** The stored secret; throws when there is none. */
async function storedSecret(db: Db, name: string): Promise<string> {
  const row = await db.selectFrom('portal_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
