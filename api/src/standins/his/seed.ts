import { sql, type Insertable } from 'kysely';
import { addDays } from '@portal/shared/dates';
import { doctors, type Doctor } from '../content/data/index.js';
import type { HisTables } from './tables.js';
import type { Db } from '../../db/schema.js';
import { labOrders, type LabSeed, type LabTestSeed } from './lab-history.js';

type HisDb = Db;

/**
 * The demo family of ARCHITECTURE.md as the hospital knows them. The portal account of the patient is
 * seeded by the user module with the same mobile, date of birth and Emirates ID; adding the spouse or the
 * child as family members succeeds because these registrations match (document type, id and mobile).
 * All invented.
 */
export const DEMO_FAMILY = {
  patient: {
    firstName: 'Ahmed', lastName: 'Al Mansoori', genderId: 1, dateOfBirth: '1988-03-15',
    callingCode: '971', mobile: '501234567', documentTypeId: 1, documentId: '784198812345671',
    records: [
      { his: 'HIS-BURJEEL', facilityCode: 'BU10', patientId: 'BU10-000123456' },
      { his: 'HIS-LLH', facilityCode: 'LL18', patientId: 'LL18-000987654' },
    ],
  },
  spouse: {
    firstName: 'Mariam', lastName: 'Al Mansoori', genderId: 2, dateOfBirth: '1991-07-22',
    callingCode: '971', mobile: '502345678', documentTypeId: 1, documentId: '784199123456782', relationId: 1,
    records: [{ his: 'HIS-BURJEEL', facilityCode: 'BU10', patientId: 'BU10-000123457' }],
  },
  child: {
    // A child shares the parent's number (the adult-number rule applies only over 18).
    firstName: 'Yousef', lastName: 'Al Mansoori', genderId: 1, dateOfBirth: '2017-09-05',
    callingCode: '971', mobile: '501234567', documentTypeId: 1, documentId: '784201734567893', relationId: 2,
    records: [
      { his: 'HIS-BURJEEL', facilityCode: 'BU10', patientId: 'BU10-000123458' },
      { his: 'HIS-LLH', facilityCode: 'LL18', patientId: 'LL18-000987655' },
    ],
  },
} as const;

/**
 * A patient the hospital registered with the number she had at her visit, who has no portal account: her document
 * alone reaches nothing, but UAE PASS asserts it (the SOP2 test identity "no portal account yet" of `/idp` carries
 * the same Emirates ID), so after registering through it she finds this registration.
 */
export const DEMO_UAE_PASS_PATIENT = {
  firstName: 'Layla', lastName: 'Al Hammadi', genderId: 2, dateOfBirth: '1992-04-18',
  callingCode: '971', mobile: '503330101', documentTypeId: 1, documentId: '784199276543218',
  records: [{ his: 'HIS-BURJEEL', facilityCode: 'BU10', patientId: 'BU10-000200301' }],
} as const;

/** Every person the embedded hospital has registered, with their registrations. */
export const DEMO_PEOPLE = [DEMO_FAMILY.patient, DEMO_FAMILY.spouse, DEMO_FAMILY.child, DEMO_UAE_PASS_PATIENT] as const;

/** YYYY-MM-DD of today (UTC) plus `days`. */
function dayFromToday(days: number, now = Date.now()): string {
  return addDays(new Date(now).toISOString().slice(0, 10), days);
}

/** Length of a video consultation slot. */
export const TELE_SLOT_MINUTES = 10;

/**
 * The video clinic's roster: it runs around the clock, every day, in shifts. At each hospital the first
 * teleconsultation doctor takes the hours on the slot grid (:00, :10, …), the second the same hours five
 * minutes later (:05, :15, …), a third the day shift; so at any hour a free slot starts within five minutes
 * (a patient can book "now", and the journeys test the Consultation button's five-minute window for real).
 */
export function teleRosterFor(index: number): { start: string; end: string }[] {
  if (index === 0) return [{ start: '00:00', end: '12:00' }, { start: '12:00', end: '24:00' }];
  if (index === 1) return [{ start: '00:05', end: '12:05' }, { start: '12:05', end: '23:55' }];
  return [{ start: '08:00', end: '20:00' }];
}

/**
 * Weekly hours for every doctor of the content site, varied by id so that the slot lists differ:
 * Sunday to Thursday mornings for all, evenings for every other doctor, Saturday mornings for every third,
 * and video-consultation hours (TELEMED, `teleRosterFor`) for the doctors the content site marks as
 * teleconsultation doctors.
 */
export function scheduleRowsFor(list: readonly Doctor[]) {
  const rows: Insertable<HisTables['his_doctor_schedule']>[] = [];
  const teleIndex = new Map<string, number>();
  for (const d of list) {
    const slot = [15, 20, 30][d.id % 3]!;
    const base = { doctor_id: d.id, physician_number: d.physician_number, facility_code: d.facilityCode, department_code: d.department_code, slot_minutes: slot };
    for (const weekday of [0, 1, 2, 3, 4]) {
      rows.push({ ...base, weekday, start_time: '09:00', end_time: '13:00', schedule_type: 'ONLINE' });
      if (d.id % 2 === 0) rows.push({ ...base, weekday, start_time: '16:00', end_time: '20:00', schedule_type: 'ONLINE' });
    }
    if (d.id % 3 === 0) rows.push({ ...base, weekday: 6, start_time: '09:00', end_time: '13:00', schedule_type: 'ONLINE' });
    if (d.isTeleconsultation) {
      const index = teleIndex.get(d.facilityCode) ?? 0;
      teleIndex.set(d.facilityCode, index + 1);
      for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
        for (const shift of teleRosterFor(index)) {
          rows.push({ ...base, weekday, start_time: shift.start, end_time: shift.end, schedule_type: 'TELEMED', slot_minutes: TELE_SLOT_MINUTES });
        }
      }
    }
  }
  return rows;
}

/** Video-consultation hours of an earlier roster (a data folder seeded before it changed) are removed. */
async function dropStaleTeleHours(db: HisDb, wanted: Insertable<HisTables['his_doctor_schedule']>[]) {
  const key = (r: { doctor_id: number; weekday: number; start_time: string; end_time: string; slot_minutes: number }) =>
    `${r.doctor_id}|${r.weekday}|${r.start_time.slice(0, 5)}|${r.end_time.slice(0, 5)}|${r.slot_minutes}`;
  const keep = new Set(wanted.filter((r) => r.schedule_type === 'TELEMED').map((r) => key(r as any)));
  const rows = await db
    .selectFrom('his_doctor_schedule')
    .select(['id', 'doctor_id', 'weekday', 'slot_minutes', sql<string>`to_char(start_time, 'HH24:MI')`.as('start_time'), sql<string>`to_char(end_time, 'HH24:MI')`.as('end_time')])
    .where('schedule_type', '=', 'TELEMED')
    .execute();
  const stale = rows.filter((r) => !keep.has(key(r))).map((r) => r.id);
  if (stale.length) await db.deleteFrom('his_doctor_schedule').where('id', 'in', stale).execute();
}

export { labOrders, reportRow, type LabSeed, type LabTestSeed } from './lab-history.js';

/** The demo data's doctor at a facility (the i-th, round robin). */
export function doctorAt(facility: string, i: number): Doctor {
  const atBu10 = doctors.filter((d) => d.facilityCode === 'BU10');
  const atLl18 = doctors.filter((d) => d.facilityCode === 'LL18');
  const list = facility === 'LL18' && atLl18.length ? atLl18 : atBu10.length ? atBu10 : doctors;
  return list[i % list.length]!;
}

export interface MedicationSeed {
  patientId: string; facilityCode: string; brandName: string; genericName: string; frequency: string; durationDays: number;
  creationDate: string; physicianNo: string; doctorName: string;
}

/** The demo family's medications (active and past), dated from `now`. */
export function demoMedications(now = Date.now()): MedicationSeed[] {
  const p = DEMO_FAMILY.patient.records;
  const meds: [patientId: string, facility: string, brand: string, generic: string, frequency: string, days: number, daysAgo: number][] = [
    [p[0].patientId, 'BU10', 'Glucophage 500 mg', 'Metformin', 'Twice daily with meals', 90, 6],
    [p[0].patientId, 'BU10', 'Lipitor 20 mg', 'Atorvastatin', 'Once daily at night', 180, 40],
    [p[1].patientId, 'LL18', 'Vitamin D3 50,000 IU', 'Cholecalciferol', 'Once weekly', 60, 3],
    [p[0].patientId, 'BU10', 'Augmentin 625 mg', 'Amoxicillin / Clavulanic acid', 'Three times daily', 7, 150],
    [p[0].patientId, 'BU10', 'Panadol 500 mg', 'Paracetamol', 'Every 6 hours when needed', 5, 410],
    [DEMO_FAMILY.spouse.records[0].patientId, 'BU10', 'Vitamin D3 50,000 IU', 'Cholecalciferol', 'Once weekly', 84, 12],
    [DEMO_FAMILY.child.records[0].patientId, 'BU10', 'Ventolin Inhaler 100 mcg', 'Salbutamol', 'Two puffs when needed', 30, 20],
  ];
  return meds.map(([patientId, facilityCode, brandName, genericName, frequency, durationDays, daysAgo], i) => {
    const d = doctorAt(facilityCode, i + 2);
    return { patientId, facilityCode, brandName, genericName, frequency, durationDays, creationDate: dayFromToday(-daysAgo, now), physicianNo: d.physician_number, doctorName: d.name.en };
  });
}

/** The demo patient's two past visits ("consulted doctors" and the history have something to show). */
export function demoVisits(now = Date.now()) {
  const p = DEMO_FAMILY.patient.records;
  return [
    { ref: 'APT-BU10-DEMO-0001', daysAgo: 45, i: 0 },
    { ref: 'APT-BU10-DEMO-0002', daysAgo: 12, i: 1 },
  ].map((v) => {
    const d = doctorAt('BU10', v.i);
    return { refNo: v.ref, patientId: p[0].patientId, facilityCode: 'BU10', doctor: d, apptDate: dayFromToday(-v.daysAgo, now), startTime: '10:00', endTime: '10:30', status: 'Visited' };
  });
}

/** A lab seed's order date and doctor. */
export function labOrderDetails(o: LabSeed, i: number, now = Date.now()) {
  return { orderDate: dayFromToday(-o.daysAgo, now), doctorName: doctorAt(o.facility, i).name.en };
}

/** Seeds the HIS stand-in (embedded mode). Idempotent: existing rows are left as they are. */
export async function seedHis(kdb: Db, now = Date.now()): Promise<void> {
  const db = kdb as HisDb;
  const schedules = scheduleRowsFor(doctors);
  // Start-up fast path: once the last rows of this seed are there, the rest is too (it runs in one transaction).
  const done = await db.selectFrom('his_doctor_schedule').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const lastVisit = await db.selectFrom('his_appointment').select('id').where('ref_no', '=', 'APT-BU10-DEMO-0002').executeTakeFirst();
  const lastPerson = DEMO_PEOPLE[DEMO_PEOPLE.length - 1]!.records[0]!;
  const lastPatient = await db.selectFrom('his_patient').select('patient_id').where('facility_code', '=', lastPerson.facilityCode).where('patient_id', '=', lastPerson.patientId).executeTakeFirst();

  const orders = labOrders();
  const lastOrder = await db.selectFrom('his_lab_order').select('id').where('doc_number', '=', orders[orders.length - 1]!.doc).executeTakeFirst();
  if (lastVisit && lastOrder && lastPatient && Number(done?.n ?? 0) >= schedules.length) return;

  await db
    .insertInto('his_patient')
    .values(DEMO_PEOPLE.flatMap((p) => p.records.map((r) => ({
      his: r.his, patient_id: r.patientId, facility_code: r.facilityCode, calling_code: p.callingCode, mobile_no: p.mobile,
      document_type_id: p.documentTypeId, document_id: p.documentId, first_name: p.firstName, last_name: p.lastName,
      date_of_birth: p.dateOfBirth, gender_id: p.genderId,
    }))))
    .onConflict((oc) => oc.columns(['facility_code', 'patient_id']).doNothing())
    .execute();

  await dropStaleTeleHours(db, schedules);
  for (let i = 0; i < schedules.length; i += 500) {
    await db.insertInto('his_doctor_schedule').values(schedules.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['doctor_id', 'weekday', 'start_time', 'schedule_type']).doNothing()).execute();
  }

  await seedLabOrders(db, now);

  await db
    .insertInto('his_medication')
    .values(demoMedications(now).map((m) => ({
      patient_id: m.patientId, facility_code: m.facilityCode, brand_name: m.brandName, generic_name: m.genericName, frequency: m.frequency,
      duration_days: m.durationDays, creation_date: m.creationDate, physician_no: m.physicianNo, doctor_name: m.doctorName,
    })))
    .onConflict((oc) => oc.columns(['patient_id', 'facility_code', 'brand_name', 'creation_date']).doNothing())
    .execute();

  await db
    .insertInto('his_appointment')
    .values(demoVisits(now).map((v) => ({
      ref_no: v.refNo, patient_id: v.patientId, facility_code: v.facilityCode, family_member_id: null, doctor_id: v.doctor.id, physician_number: v.doctor.physician_number,
      department_code: v.doctor.department_code, appt_date: v.apptDate, start_time: v.startTime, end_time: v.endTime, status: v.status, schedule_type: 'ONLINE',
      created_by_user_id: null, idempotency_key: null, cancel_reason: null,
    })))
    .onConflict((oc) => oc.column('ref_no').doNothing())
    .execute();
}

/** A seeded result as a `his_lab_test` row: the report's columns and the result's code, unit, range and release. */
export function labTestRow(orderId: number, t: LabTestSeed, j: number, issuedAt: string, now = Date.now()) {
  return {
    order_id: orderId, test_name: t.name, value: t.value, unit: t.unit, reference_range: t.range, flag: t.flag, sort_order: j + 1,
    code: t.code, unit_code: t.ucum, range_low: t.low ?? null, range_high: t.high ?? null, status: t.status ?? 'final', issued_at: issuedAt,
    released_at: t.releasedDaysAgo === undefined ? null : `${dayFromToday(-t.releasedDaysAgo, now)}T10:00:00Z`,
  };
}

/** When a seeded order's results were issued: its date, in the morning (UTC). */
export const seededIssuedAt = (o: LabSeed, now = Date.now()) => `${dayFromToday(-o.daysAgo, now)}T06:00:00Z`;

/**
 * The demo orders and their results. An order seeded before results carried their codes (a data folder from then)
 * gets its results written again, coded; an order already coded is left as it is.
 */
async function seedLabOrders(db: HisDb, now: number) {
  for (const [i, o] of labOrders().entries()) {
    const details = labOrderDetails(o, i, now);
    const inserted = await db
      .insertInto('his_lab_order')
      .values({ doc_number: o.doc, order_date: details.orderDate, order_type: o.type, facility_code: o.facility, patient_id: o.patientId, order_name: o.name, doctor_name: details.doctorName })
      .onConflict((oc) => oc.column('doc_number').doNothing())
      .returning('id')
      .executeTakeFirst();
    let orderId = inserted?.id;
    if (!orderId) {
      const existing = await db.selectFrom('his_lab_order').select('id').where('doc_number', '=', o.doc).executeTakeFirstOrThrow();
      const uncoded = await db.selectFrom('his_lab_test').select('id').where('order_id', '=', existing.id).where('code', '=', '').where('unit_code', '=', '').executeTakeFirst();
      if (!uncoded || o.tests.every((t) => !t.code)) continue;
      await db.deleteFrom('his_lab_test').where('order_id', '=', existing.id).execute();
      orderId = existing.id;
    }
    const issuedAt = seededIssuedAt(o, now);
    await db.insertInto('his_lab_test').values(o.tests.map((t, j) => labTestRow(orderId, t, j, issuedAt, now))).execute();
  }
}
