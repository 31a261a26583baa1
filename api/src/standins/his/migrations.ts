import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrations: Record<string, Migration> = {
  '20261122_040_his_tables': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('his_patient')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('his', 'text', (c) => c.notNull())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('calling_code', 'text', (c) => c.notNull())
        .addColumn('mobile_no', 'text', (c) => c.notNull())
        .addColumn('document_type_id', 'integer', (c) => c.notNull())
        .addColumn('document_id', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('date_of_birth', 'date', (c) => c.notNull())
        .addColumn('gender_id', 'integer', (c) => c.notNull())
        .addUniqueConstraint('his_patient_facility_mrn', ['facility_code', 'patient_id'])
        .execute();
      await db.schema.createIndex('his_patient_mobile').on('his_patient').columns(['calling_code', 'mobile_no']).execute();
      await db.schema.createIndex('his_patient_document').on('his_patient').columns(['document_type_id', 'document_id']).execute();

      await db.schema
        .createTable('his_doctor_schedule')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('doctor_id', 'integer', (c) => c.notNull())
        .addColumn('physician_number', 'text', (c) => c.notNull())
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('department_code', 'text', (c) => c.notNull())
        .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday between 0 and 6`))
        .addColumn('start_time', 'time', (c) => c.notNull())
        .addColumn('end_time', 'time', (c) => c.notNull())
        .addColumn('slot_minutes', 'integer', (c) => c.notNull().check(sql`slot_minutes > 0`))
        .addColumn('schedule_type', 'text', (c) => c.notNull().defaultTo('ONLINE'))
        .addCheckConstraint('his_doctor_schedule_hours', sql`end_time > start_time`)
        .addUniqueConstraint('his_doctor_schedule_block', ['doctor_id', 'weekday', 'start_time', 'schedule_type'])
        .execute();
      await db.schema.createIndex('his_doctor_schedule_physician').on('his_doctor_schedule').columns(['physician_number', 'weekday']).execute();

      await db.schema
        .createTable('his_appointment')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('ref_no', 'text', (c) => c.notNull().unique())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('family_member_id', 'integer')
        .addColumn('doctor_id', 'integer', (c) => c.notNull())
        .addColumn('physician_number', 'text', (c) => c.notNull())
        .addColumn('department_code', 'text', (c) => c.notNull())
        .addColumn('appt_date', 'date', (c) => c.notNull())
        .addColumn('start_time', 'time', (c) => c.notNull())
        .addColumn('end_time', 'time', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Booked'))
        .addColumn('schedule_type', 'text', (c) => c.notNull().defaultTo('ONLINE'))
        .addColumn('created_by_user_id', 'integer')
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('cancel_reason', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // One active appointment per doctor and slot: two patients racing for a slot cannot both win.
      await sql`create unique index his_appointment_active_slot on his_appointment (doctor_id, appt_date, start_time) where status <> 'Cancelled'`.execute(db);
      await db.schema.createIndex('his_appointment_patient').on('his_appointment').columns(['patient_id', 'appt_date']).execute();

      await db.schema
        .createTable('his_lab_order')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('doc_number', 'text', (c) => c.notNull().unique())
        .addColumn('order_date', 'date', (c) => c.notNull())
        .addColumn('order_type', 'text', (c) => c.notNull().check(sql`order_type in ('LAB', 'RBF')`))
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('order_name', 'text', (c) => c.notNull())
        .addColumn('doctor_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Completed'))
        .execute();
      await db.schema.createIndex('his_lab_order_patient').on('his_lab_order').columns(['patient_id', 'order_date']).execute();
      await db.schema
        .createTable('his_lab_test')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('his_lab_order.id').onDelete('cascade'))
        .addColumn('test_name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reference_range', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('flag', 'text', (c) => c.notNull().defaultTo('N'))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('his_lab_test_order').on('his_lab_test').column('order_id').execute();

      await db.schema
        .createTable('his_medication')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('brand_name', 'text', (c) => c.notNull())
        .addColumn('generic_name', 'text', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('duration_days', 'integer', (c) => c.notNull())
        .addColumn('creation_date', 'date', (c) => c.notNull())
        .addColumn('physician_no', 'text', (c) => c.notNull())
        .addColumn('doctor_name', 'text', (c) => c.notNull())
        .addUniqueConstraint('his_medication_once', ['patient_id', 'facility_code', 'brand_name', 'creation_date'])
        .execute();
      await db.schema.createIndex('his_medication_patient').on('his_medication').columns(['patient_id', 'creation_date']).execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['his_medication', 'his_lab_test', 'his_lab_order', 'his_appointment', 'his_doctor_schedule', 'his_patient']) {
        await db.schema.dropTable(t).execute();
      }
    },
  },
  '20261201_360_his_summary': {
    // The problem list, allergies and vaccinations of the patient summary (International Patient Summary).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('his_condition')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('clinical_status', 'text', (c) => c.notNull().check(sql`clinical_status in ('active', 'recurrence', 'relapse', 'inactive', 'remission', 'resolved')`))
        .addColumn('onset_date', 'date')
        .addColumn('recorded_date', 'date', (c) => c.notNull())
        .addColumn('doctor_name', 'text', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('his_condition_once', ['patient_id', 'facility_code', 'name', 'recorded_date'])
        .execute();
      await db.schema
        .createTable('his_allergy')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('substance', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('food', 'medication', 'environment', 'biologic')`))
        .addColumn('criticality', 'text', (c) => c.notNull().check(sql`criticality in ('low', 'high', 'unable-to-assess')`))
        .addColumn('reaction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('clinical_status', 'text', (c) => c.notNull().check(sql`clinical_status in ('active', 'inactive', 'resolved')`))
        .addColumn('recorded_date', 'date', (c) => c.notNull())
        .addUniqueConstraint('his_allergy_once', ['patient_id', 'facility_code', 'substance'])
        .execute();
      await db.schema
        .createTable('his_immunization')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('facility_code', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('vaccine', 'text', (c) => c.notNull())
        .addColumn('given_on', 'date', (c) => c.notNull())
        .addColumn('dose_number', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lot_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('completed', 'entered-in-error', 'not-done')`))
        .addUniqueConstraint('his_immunization_once', ['patient_id', 'facility_code', 'vaccine', 'given_on'])
        .execute();
      for (const t of ['his_condition', 'his_allergy', 'his_immunization']) {
        await db.schema.createIndex(`${t}_patient`).on(t).column('patient_id').execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const t of ['his_immunization', 'his_allergy', 'his_condition']) await db.schema.dropTable(t).execute();
    },
  },
  '20261201_330_his_observations': {
    // The results of an order as the hospital's laboratory reports them: LOINC code, UCUM unit, the range's bounds,
    // the result's status, when it was issued and when a clinician released it to the patient.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('his_lab_test')
        .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('unit_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('range_low', 'numeric')
        .addColumn('range_high', 'numeric')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('final').check(sql`status in ('registered', 'preliminary', 'final', 'amended', 'corrected', 'cancelled', 'entered-in-error')`))
        .addColumn('issued_at', 'timestamptz')
        .addColumn('released_at', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('his_lab_test').dropColumn('code').dropColumn('unit_code').dropColumn('range_low').dropColumn('range_high').dropColumn('status').dropColumn('issued_at').dropColumn('released_at').execute();
    },
  },
};
