import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const createdAt = (db: Kysely<any>, table: string) => sql`alter table ${sql.table(table)} alter column created_at set default now()`.execute(db);

/** Tables of the engagement module (docs/product.md#content-requests): requests patients send, each tied to the sending account. */
export const migrations: Record<string, Migration> = {
  '20261122_700_engagement_tables': {
    async up(db: Kysely<any>) {
      // Complaint numbers are handed out by the database, so two API processes never give the same one.
      await sql`create sequence complaint_number_seq start with 100001`.execute(db);

      await db.schema
        .createTable('health_package_request')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('facility_ids', 'jsonb', (c) => c.notNull())
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('hospital_location', 'varchar(200)', (c) => c.notNull())
        .addColumn('package_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('sub_package_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('appt_date', 'date', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('complaint')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('complaint_number', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('facility_code', 'varchar(40)', (c) => c.notNull())
        .addColumn('complainant_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('incident_date', 'date', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
        .addColumn('source', 'varchar(20)', (c) => c.notNull())
        .addColumn('complaint_text', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('ask_doctor_request')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addColumn('is_email_communication', 'boolean', (c) => c.notNull())
        .addColumn('is_mobile_communication', 'boolean', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addCheckConstraint('ask_doctor_mode_ck', sql`is_email_communication or is_mobile_communication`)
        .execute();

      await db.schema
        .createTable('contact_request')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('contact', 'callback')`))
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('patient_feedback')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('in_patient', 'boolean', (c) => c.notNull())
        .addColumn('experience', 'varchar(20)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('feedback_response')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('brand', 'varchar(20)', (c) => c.notNull())
        .addColumn('vblog', 'varchar(120)', (c) => c.notNull())
        .addColumn('patient_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('user_mobile', 'varchar(20)', (c) => c.notNull())
        .addColumn('user_email', 'varchar(254)', (c) => c.notNull())
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('answers', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();

      for (const t of ['health_package_request', 'complaint', 'ask_doctor_request', 'contact_request', 'patient_feedback', 'feedback_response']) {
        await createdAt(db, t);
        if (t !== 'feedback_response') await db.schema.createIndex(`${t}_user_idx`).on(t).columns(['user_id', 'created_at']).execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const t of ['feedback_response', 'patient_feedback', 'contact_request', 'ask_doctor_request', 'complaint', 'health_package_request']) await db.schema.dropTable(t).execute();
      await sql`drop sequence complaint_number_seq`.execute(db);
    },
  },
};
