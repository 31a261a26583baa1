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

/** The change counter of the master data (see migration 012); a string because bigint. */
export async function findMasterdataVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('masterdata_version').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? '0');
}
