import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { loadCountries } from './countries.js';

type Lookup = [id: number, en: string, ar: string, code?: string];

/** The lookups (docs/product.md#everywhere-api). Document-type and role ids are the product's; the others are the portal's own. */
export const LOOKUPS: Record<string, Lookup[]> = {
  gender: [
    [1, 'Male', 'ذكر'],
    [2, 'Female', 'أنثى'],
  ],
  documenttype: [
    [1, 'Emirates ID', 'الهوية الإماراتية'],
    [2, 'Labour Card', 'بطاقة العمل'],
    [3, 'Driving License', 'رخصة القيادة'],
    [4, 'Passport', 'جواز السفر'],
    [5, 'International Id', 'الهوية الدولية'],
    [6, 'Insurance', 'بطاقة التأمين'],
  ],
  relations: [
    [1, 'Spouse', 'الزوج / الزوجة'],
    [2, 'Son', 'الابن'],
    [3, 'Daughter', 'الابنة'],
    [4, 'Father', 'الأب'],
    [5, 'Mother', 'الأم'],
    [6, 'Brother', 'الأخ'],
    [7, 'Sister', 'الأخت'],
    [8, 'Grandfather', 'الجد'],
    [9, 'Grandmother', 'الجدة'],
    [10, 'Other', 'أخرى'],
  ],
  role: [
    [1, 'Patient', 'مريض'],
    [2, 'Broadcaster', 'ناشر الإشعارات'],
    [3, 'Administrator', 'مسؤول النظام'],
  ],
  /**
   * Departments booked through the call centre: for a doctor in one of these the portal skips the slot
   * lookup (docs/product.md#booking-slots). Codes are the HIS department codes the content site's specialties carry.
   */
  departmentcode: [
    [1, 'Oncology', 'الأورام', 'ONCO'],
    [2, 'Physiotherapy and Rehabilitation', 'العلاج الطبيعي وإعادة التأهيل', 'PHYS'],
  ],
};

/** Portal-wide settings; `filterToBeApplied` turns on the facility filter of the appointment lists. */
export const APP_CONFIGURATION: Record<string, unknown> = {
  filterToBeApplied: true,
  helpline: '80055',
  versionLabel: 'V 3.0.2',
  otpLength: 6,
  otpResendSeconds: 60,
  futureBookingDays: 30,
  defaultCallingCode: '971',
  profileImageMaxBytes: 2 * 1024 * 1024,
  documentMaxBytes: 2_048_000,
};

export const migrations: Record<string, Migration> = {
  '20261122_010_masterdata_tables': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('master_lookup')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('code', 'text')
        .addColumn('text_en', 'text', (c) => c.notNull())
        .addColumn('text_ar', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addPrimaryKeyConstraint('master_lookup_pk', ['kind', 'id'])
        .execute();
      await db.schema
        .createTable('master_country')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('country_code', 'varchar(2)', (c) => c.notNull().unique())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('phone_code', 'text', (c) => c.notNull())
        .addColumn('flag', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('app_configuration')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('app_configuration').execute();
      await db.schema.dropTable('master_country').execute();
      await db.schema.dropTable('master_lookup').execute();
    },
  },
  // Reference data is part of the schema (every mode needs it), so it is loaded by a migration, not by the demo seed.
  '20261122_011_masterdata_seed': {
    async up(db: Kysely<any>) {
      const lookups = Object.entries(LOOKUPS).flatMap(([kind, rows]) =>
        rows.map(([id, en, ar, code], i) => ({ kind, id, code: code ?? null, text_en: en, text_ar: ar, sort_order: i + 1 })),
      );
      await db.insertInto('master_lookup').values(lookups).execute();
      await db.insertInto('master_country').values(loadCountries()).execute();
      await db
        .insertInto('app_configuration')
        .values(Object.entries(APP_CONFIGURATION).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.deleteFrom('app_configuration').execute();
      await db.deleteFrom('master_country').execute();
      await db.deleteFrom('master_lookup').execute();
    },
  },
  // One counter bumped by any change to the master data: each process caches its answers and revalidates
  // them with a one-row read, so an edit in the tables is served by every instance on the next request.
  '20261122_012_masterdata_version': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('masterdata_version')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await db.insertInto('masterdata_version').values({ id: 1, version: 1 }).execute();
      await sql`
        create function bump_masterdata_version() returns trigger language plpgsql as $$
        begin
          update masterdata_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      for (const table of ['master_lookup', 'master_country', 'app_configuration']) {
        await sql`create trigger ${sql.raw(table)}_bump_version after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function bump_masterdata_version()`.execute(db);
      }
    },
    async down(db: Kysely<any>) {
      for (const table of ['master_lookup', 'master_country', 'app_configuration']) {
        await sql`drop trigger if exists ${sql.raw(table)}_bump_version on ${sql.table(table)}`.execute(db);
      }
      await sql`drop function if exists bump_masterdata_version()`.execute(db);
      await db.schema.dropTable('masterdata_version').execute();
    },
  },
};
