import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

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
};
