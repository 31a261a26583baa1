import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { DEFAULT_RELEASE_RULES } from './results-rules.js';

export const migrations: Record<string, Migration> = {
  '20261122_800_records_report_grants': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('records_report_grants')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('calling_code', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('records_report_grants_user').on('records_report_grants').columns(['user_id', 'calling_code', 'mobile', 'expires_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('records_report_grants').execute();
    },
  },
  '20261201_331_records_result_release_rules': {
    // What the portal holds back from a patient until a clinician releases it: the days, the sensitive tests by LOINC
    // code and the critical interpretations. One row of settings and a list, with the defaults of results-rules.ts.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('records_result_release_settings')
        .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('sensitive_hold_days', 'integer', (c) => c.notNull().check(sql`sensitive_hold_days between 0 and 365`))
        .addColumn('critical_hold_days', 'integer', (c) => c.notNull().check(sql`critical_hold_days between 0 and 365`))
        .addColumn('critical_interpretations', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('records_sensitive_tests')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.insertInto('records_result_release_settings')
        .values({ id: 1, sensitive_hold_days: DEFAULT_RELEASE_RULES.sensitiveHoldDays, critical_hold_days: DEFAULT_RELEASE_RULES.criticalHoldDays, critical_interpretations: DEFAULT_RELEASE_RULES.criticalInterpretations.join(',') })
        .execute();
      await db.insertInto('records_sensitive_tests').values(DEFAULT_RELEASE_RULES.sensitiveTests.map((t) => ({ code: t.code, name: t.name }))).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('records_sensitive_tests').execute();
      await db.schema.dropTable('records_result_release_settings').execute();
    },
  },
};
