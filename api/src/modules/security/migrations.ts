import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_210_security_otp_rate_counters': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('otp_codes')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('purpose', 'varchar(20)', (c) =>
          c.notNull().check(sql`purpose in ('login', 'registration', 'password_reset', 'family', 'report')`),
        )
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('payload', 'jsonb')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(12)', (c) =>
          c.notNull().defaultTo('active').check(sql`status in ('active', 'verified', 'used', 'invalidated')`),
        )
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('verified_at', 'timestamptz')
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('otp_codes_number_idx').on('otp_codes').columns(['calling_code', 'mobile', 'purpose', 'created_at']).execute();

      await db.schema
        .createTable('rate_events')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('key', 'varchar(120)', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('rate_events_key_at_idx').on('rate_events').columns(['key', 'at']).execute();

      await db.schema
        .createTable('portal_secrets')
        .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();

      await db.schema
        .createTable('login_counters')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'timestamptz')
        .addColumn('last_failed_at', 'timestamptz')
        .addColumn('daily_login_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('daily_login_day', 'varchar(10)')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('login_counters').execute();
      await db.schema.dropTable('portal_secrets').execute();
      await db.schema.dropTable('rate_events').execute();
      await db.schema.dropTable('otp_codes').execute();
    },
  },
  '20261201_300_security_password_attempts_in_flight': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('login_counters')
        .addColumn('attempts_in_flight', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts_reserved_at', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('login_counters').dropColumn('attempts_reserved_at').dropColumn('attempts_in_flight').execute();
    },
  },
};
