import { sql, type Kysely, type Migration } from 'kysely';

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
};
