import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_900_notifications': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('broadcast_notifications')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('title', 'varchar(30)', (c) => c.notNull())
        .addColumn('message', 'varchar(120)', (c) => c.notNull())
        .addColumn('notification_type', 'integer', (c) => c.notNull())
        .addColumn('callback_url', 'varchar(2048)')
        .addColumn('facility_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('push_success', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('push_fail', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('Sent'))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('is_excel_uploaded', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('patient_notifications')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('type', 'varchar(16)', (c) => c.notNull().check(sql`type in ('BROADCAST', 'LABREPORT')`))
        .addColumn('promotion_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('link', 'varchar(2048)')
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('text_en', 'varchar(1000)', (c) => c.notNull())
        .addColumn('text_ar', 'varchar(1000)', (c) => c.notNull())
        .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('family_member_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('broadcast_id', 'integer', (c) => c.references('broadcast_notifications.id'))
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // The bell reads a user's unread notifications on every page: keep that lookup an index scan.
      await sql`create index patient_notifications_unread on patient_notifications (user_id, created_on desc) where not is_read`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('patient_notifications').execute();
      await db.schema.dropTable('broadcast_notifications').execute();
    },
  },
  '20261123_920_notifications_delivery': {
    async up(db: Kysely<any>) {
      // Delivery moved to a background job: the history row shows its progress.
      await db.schema
        .alterTable('broadcast_notifications')
        .addColumn('target_kind', 'varchar(10)', (c) => c.notNull().defaultTo('all').check(sql`target_kind in ('all', 'facility', 'custom')`))
        .addColumn('target_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('processed_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image_url', 'varchar(300)')
        .addColumn('finished_at', 'timestamptz')
        .execute();
      // The numbers of an uploaded spreadsheet (Custom), kept for the delivery and for a re-send.
      await db.schema
        .createTable('broadcast_recipients')
        .addColumn('broadcast_id', 'integer', (c) => c.notNull().references('broadcast_notifications.id'))
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addPrimaryKeyConstraint('broadcast_recipients_pk', ['broadcast_id', 'calling_code', 'mobile'])
        .execute();
      await db.schema
        .createTable('broadcast_images')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('storage_key', 'varchar(120)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .alterTable('patient_notifications')
        .addColumn('image_url', 'varchar(300)')
        .addColumn('source_ref', 'varchar(100)')
        .execute();
      // A user gets a broadcast once, and a lab result once per person, whatever retries the delivery job makes.
      await sql`create unique index patient_notifications_broadcast_uq on patient_notifications (broadcast_id, user_id) where broadcast_id is not null`.execute(db);
      await sql`create unique index patient_notifications_source_uq on patient_notifications (user_id, family_member_id, source_ref) where source_ref is not null`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop index if exists patient_notifications_source_uq`.execute(db);
      await sql`drop index if exists patient_notifications_broadcast_uq`.execute(db);
      await db.schema.alterTable('patient_notifications').dropColumn('source_ref').dropColumn('image_url').execute();
      await db.schema.dropTable('broadcast_images').execute();
      await db.schema.dropTable('broadcast_recipients').execute();
      await db.schema
        .alterTable('broadcast_notifications')
        .dropColumn('finished_at')
        .dropColumn('image_url')
        .dropColumn('processed_count')
        .dropColumn('target_count')
        .dropColumn('target_kind')
        .execute();
    },
  },
  '20261126_400_notifications_arabic_text': {
    // A broadcast is written in English and, optionally, in Arabic; each patient reads it in their language.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('broadcast_notifications').addColumn('title_ar', 'varchar(100)').addColumn('message_ar', 'varchar(500)').execute();
      await db.schema.alterTable('patient_notifications').addColumn('title_ar', 'varchar(200)').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('patient_notifications').dropColumn('title_ar').execute();
      await db.schema.alterTable('broadcast_notifications').dropColumn('message_ar').dropColumn('title_ar').execute();
    },
  },
  '20261201_332_notifications_results': {
    // New laboratory results are a notice of their own (the bell goes to the results page).
    async up(db: Kysely<any>) {
      await sql`alter table patient_notifications drop constraint if exists patient_notifications_type_check`.execute(db);
      await sql`alter table patient_notifications add constraint patient_notifications_type_check check (type in ('BROADCAST', 'LABREPORT', 'RESULTS'))`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`alter table patient_notifications drop constraint if exists patient_notifications_type_check`.execute(db);
      await sql`alter table patient_notifications add constraint patient_notifications_type_check check (type in ('BROADCAST', 'LABREPORT'))`.execute(db);
    },
  },
};
