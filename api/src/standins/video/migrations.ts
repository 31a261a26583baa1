import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261123_100_video_standin': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('video_patient_profile')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('patient_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('video_consultation')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('appointment_id', 'integer', (c) => c.notNull().unique())
        .addColumn('ref_no', 'text', (c) => c.notNull())
        .addColumn('meeting_id', 'text', (c) => c.notNull().unique())
        .addColumn('doctor_id', 'integer', (c) => c.notNull())
        .addColumn('physician_number', 'text', (c) => c.notNull())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('patient_profile_id', 'integer', (c) => c.notNull().references('video_patient_profile.id'))
        .addColumn('patient_name', 'text', (c) => c.notNull())
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('family_member_id', 'integer')
        .addColumn('appt_date', 'date', (c) => c.notNull())
        .addColumn('start_time', 'time', (c) => c.notNull())
        .addColumn('end_time', 'time', (c) => c.notNull())
        .addColumn('payment_mode', 'smallint', (c) => c.notNull().check(sql`payment_mode in (1, 2)`))
        .addColumn('appointment_status', 'text', (c) => c.notNull().defaultTo('Appointment Booked'))
        .addColumn('payment_status', 'text', (c) => c.notNull().check(sql`payment_status in ('Not Required', 'Pending', 'Completed')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('video_consultation_patient').on('video_consultation').columns(['patient_id', 'appt_date']).execute();
      await db.schema
        .createTable('video_access_token')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('patient_profile_id', 'integer', (c) => c.notNull().references('video_patient_profile.id'))
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('portal_user_id', 'integer', (c) => c.notNull())
        .addColumn('family_member_id', 'integer')
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('video_signal')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('consultation_id', 'integer', (c) => c.notNull().references('video_consultation.id').onDelete('cascade'))
        .addColumn('sender_role', 'text', (c) => c.notNull().check(sql`sender_role in ('patient', 'doctor')`))
        .addColumn('sender_session', 'text', (c) => c.notNull())
        .addColumn('target_session', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('video_signal_room').on('video_signal').columns(['consultation_id', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['video_signal', 'video_access_token', 'video_consultation', 'video_patient_profile']) await db.schema.dropTable(t).execute();
    },
  },
};
