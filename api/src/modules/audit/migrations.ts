import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_020_audit_log': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('actor_user_id', 'integer')
        .addColumn('subject_user_id', 'integer')
        .addColumn('family_member_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('resource_id', 'text')
        .addColumn('ip', 'text')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_subject_at').on('audit_log').columns(['subject_user_id', 'at']).execute();
      // Append-only even for code that bypasses audit.ts: the database itself refuses changes and deletions.
      await sql`
        create function audit_log_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'audit_log is append-only';
        end $$`.execute(db);
      await sql`create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
      await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('audit_log').execute();
      await sql`drop function if exists audit_log_append_only()`.execute(db);
    },
  },
  '20261126_021_audit_channel': {
    // Where each read came from (the patient's "who saw my records" shows it), and the reads of records of a
    // family member found by that member's own account.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('audit_log').addColumn('channel', 'varchar(16)').execute();
      await sql`create index audit_log_family_member_at on audit_log (family_member_id, at) where family_member_id is not null`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop index if exists audit_log_family_member_at`.execute(db);
      await db.schema.alterTable('audit_log').dropColumn('channel').execute();
    },
  },
  '20261201_411_audit_patients': {
    // Whose hospital records a read was of (facility/record number): the owner sees every account's reads of them.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('audit_log').addColumn('patients', sql`text[]`).execute();
      await sql`create index audit_log_patients on audit_log using gin (patients) where patients is not null`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop index if exists audit_log_patients`.execute(db);
      await db.schema.alterTable('audit_log').dropColumn('patients').execute();
    },
  },
};
