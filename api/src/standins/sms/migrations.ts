import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_030_sms_outbox': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sms_outbox')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('to_number', 'text', (c) => c.notNull())
        .addColumn('calling_code', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('sms_outbox_to_number').on('sms_outbox').columns(['to_number', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('sms_outbox').execute();
    },
  },
};
