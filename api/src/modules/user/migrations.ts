import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_200_user_create_users': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)')
        .addColumn('gender_id', 'integer')
        .addColumn('country_id', 'integer')
        .addColumn('date_of_birth', 'date')
        .addColumn('document_type_id', 'integer')
        .addColumn('document_id', 'varchar(20)')
        .addColumn('password_hash', 'text')
        .addColumn('role_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('facility_id', 'integer')
        .addColumn('vblog', 'text')
        .addColumn('profile_img_url', 'text')
        .addColumn('profile_img_file_name', 'text')
        .addColumn('uae_pass_issuer', 'text')
        .addColumn('uae_pass_uuid', 'text')
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'deactivated')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('deactivated_at', 'timestamptz')
        .execute();
      // A deleted (deactivated) account keeps its row for analytics, and its number may register again:
      // the number is unique among active accounts only.
      await sql`create unique index users_active_mobile_uq on users (calling_code, mobile) where status = 'active'`.execute(db);
      await sql`create unique index users_active_uae_pass_uq on users (uae_pass_issuer, uae_pass_uuid) where status = 'active' and uae_pass_uuid is not null`.execute(db);
      await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('users').execute();
    },
  },
  '20261126_200_user_preferred_language': {
    // The language the patient last chose (signing in, or switching while signed in): texts sent outside a
    // page (SMS, notifications) are written in it.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('preferred_lang', 'varchar(2)', (c) => c.notNull().defaultTo('en').check(sql`preferred_lang in ('en', 'ar')`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('preferred_lang').execute();
    },
  },
  '20261201_410_user_identity_document': {
    // The identity document the national digital identity (SOP2/SOP3) asserted for the account: proof that the
    // hospital's registrations under that document are the account holder's, whatever number they carry. The
    // document on the profile is the account's claim; an index finds the accounts that claim one.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('identity_document_type_id', 'integer').addColumn('identity_document_id', 'text').execute();
      await sql`create index users_active_document_idx on users (document_id) where status = 'active' and document_id is not null`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop index if exists users_active_document_idx`.execute(db);
      await db.schema.alterTable('users').dropColumn('identity_document_type_id').dropColumn('identity_document_id').execute();
    },
  },
};
