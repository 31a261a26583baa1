import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_220_auth_sessions': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_refreshed_at', 'timestamptz')
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('revoked_reason', 'varchar(40)')
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('ip', 'varchar(64)')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('refresh_tokens_session_idx').on('refresh_tokens').column('session_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('refresh_tokens').execute();
      await db.schema.dropTable('sessions').execute();
    },
  },
  '20261122_230_auth_identity': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('sessions').addColumn('via', 'varchar(20)').execute();
      await db.schema
        .createTable('identity_auth_requests')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
        .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
        .addColumn('lang', 'varchar(2)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('identity_auth_requests_expires_idx').on('identity_auth_requests').column('expires_at').execute();
      await db.schema
        .createTable('identity_pending')
        .addColumn('reference_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('uuid', 'text', (c) => c.notNull())
        .addColumn('claims', 'jsonb', (c) => c.notNull())
        .addColumn('failed_links', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('identity_pending_expires_idx').on('identity_pending').column('expires_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('identity_pending').execute();
      await db.schema.dropTable('identity_auth_requests').execute();
      await db.schema.alterTable('sessions').dropColumn('via').execute();
    },
  },
  '20261125_100_auth_login_tickets': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('login_tickets')
        .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('login_tickets_user_idx').on('login_tickets').column('user_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('login_tickets').execute();
    },
  },
};
