import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261201_361_summary_shares': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('summary_share_links')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('manifest_hash', 'text', (c) => c.notNull().unique())
        .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_member_id', 'integer')
        .addColumn('subject_patients', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
        .addColumn('patient_name', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('sections', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('en', 'ar')`))
        .addColumn('jwe', 'text')
        .addColumn('passcode_hash', 'text')
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('summary_share_links_owner').on('summary_share_links').columns(['owner_user_id', 'created_at']).execute();
      await sql`create index summary_share_links_subject on summary_share_links using gin (subject_patients)`.execute(db);
      await db.schema
        .createTable('summary_share_openings')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('link_id', 'integer', (c) => c.notNull().references('summary_share_links.id').onDelete('cascade'))
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('opened', 'wrong-passcode')`))
        .execute();
      await db.schema.createIndex('summary_share_openings_link').on('summary_share_openings').columns(['link_id', 'at']).execute();
      await db.schema
        .createTable('summary_share_tickets')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('link_id', 'integer', (c) => c.notNull().references('summary_share_links.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['summary_share_tickets', 'summary_share_openings', 'summary_share_links']) await db.schema.dropTable(t).execute();
    },
  },
};
