import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_610_family_members_and_documents': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('family_members')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addColumn('gender_id', 'integer', (c) => c.notNull())
        .addColumn('country_id', 'integer', (c) => c.notNull())
        .addColumn('document_type_id', 'integer', (c) => c.notNull())
        .addColumn('document_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('relation_id', 'integer', (c) => c.notNull())
        .addColumn('relation', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('deleted_at', 'timestamptz')
        .execute();
      // One member per document within an account (the duplicate rule), decided by the database so two
      // concurrent verifications cannot both add the same person.
      await sql`create unique index family_members_doc_uq on family_members (user_id, document_type_id, document_id) where deleted_at is null`.execute(db);
      await db.schema
        .createTable('user_documents')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('family_member_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('document_type_id', 'integer', (c) => c.notNull())
        .addColumn('document_side', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'varchar(120)', (c) => c.notNull().unique())
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create unique index user_documents_slot_uq on user_documents (user_id, family_member_id, document_type_id, document_side)`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('user_documents').execute();
      await db.schema.dropTable('family_members').execute();
    },
  },
};
