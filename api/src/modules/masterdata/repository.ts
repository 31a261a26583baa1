import type { Db } from '../../db/schema.js';

export type LookupKind = 'gender' | 'documenttype' | 'relations' | 'role' | 'departmentcode';

export async function findLookup(db: Db, kind: LookupKind) {
  return db
    .selectFrom('master_lookup')
    .select(['id', 'code', 'text_en', 'text_ar'])
    .where('kind', '=', kind)
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findCountries(db: Db) {
  return db.selectFrom('master_country').select(['id', 'country_code', 'name_en', 'name_ar', 'phone_code', 'flag']).execute();
}

export async function findAppConfiguration(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('app_configuration').select(['key', 'value']).orderBy('key').execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * The app configuration as the hot paths read it (the appointments list asks it on every call): kept per process
 * and database, re-read when the master-data change counter moved, and the counter read at most once per
 * `maxAgeMs` (PORTAL_MASTERDATA_CACHE_MS), as the master-data answers are. An administrator's change reaches every
 * process within that time; no patient data is kept.
 */
const appConfigs = new WeakMap<Db, { version: string; checkedAt: number; values: Promise<Record<string, unknown>> }>();
export async function currentAppConfiguration(db: Db, maxAgeMs: number): Promise<Record<string, unknown>> {
  const now = Date.now();
  const known = appConfigs.get(db);
  if (known && now - known.checkedAt < maxAgeMs) return known.values;
  const version = await findMasterdataVersion(db);
  if (known && known.version === version) {
    known.checkedAt = now;
    return known.values;
  }
  const values = findAppConfiguration(db);
  appConfigs.set(db, { version, checkedAt: now, values });
  values.catch(() => appConfigs.delete(db));
  return values;
}

/** The change counter of the master data (see migration 012); a string because bigint. */
export async function findMasterdataVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('masterdata_version').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? '0');
}

/** Which of these calling codes the country list has (each once). */
export async function knownPhoneCodes(db: Db, candidates: string[]): Promise<string[]> {
  const rows = await db.selectFrom('master_country').select('phone_code').where('phone_code', 'in', candidates).execute();
  return [...new Set(rows.map((r) => r.phone_code))];
}

/** Whether this id is one of the roles (master_lookup kind 'role'). */
export async function isRole(db: Db, roleId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('master_lookup').select('id').where('kind', '=', 'role').where('id', '=', roleId).executeTakeFirst());
}
