import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261123_120_tele_payments': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('tele_payment_attempt')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('appointment_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.notNull().unique())
        .addColumn('payment_url', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open').check(sql`status in ('Open', 'Paid', 'Failed')`))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // One open attempt per appointment: showing the list twice (or two processes at once) reuses it.
      await sql`create unique index tele_payment_attempt_open on tele_payment_attempt (appointment_id) where status = 'Open'`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('tele_payment_attempt').execute();
    },
  },
};
