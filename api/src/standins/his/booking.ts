import { randomInt } from 'node:crypto';
import { phoneDigits } from '@portal/shared/contracts';
import { sql, type Selectable } from 'kysely';
import { findPatientRecords, listSchedules } from './repository.js';
import { SlotTakenError, isRegistrationOf, type BookResult, type DoctorScheduleSet, type HisAppointment, type MoveTo, type NewAppointment, type PatientRecord, type PersonIdentity } from '../../adapters/his/types.js';
import type { Db } from '../../db/schema.js';
import { preparedQuery, type NamedValue } from '../../db/prepared.js';
import type { HisTables } from './tables.js';

/**
 * Booking calls of the embedded hospital information system: free slots, book, cancel, reschedule and
 * the appointment lists, on the HIS tables. One appointment per doctor and slot is the database's job
 * (the partial unique index `his_appointment_active_slot`): two requests racing for a slot are decided
 * by the index, never by a check-then-insert.
 */

/** A doctor's weekly schedule of one type (ONLINE = visits at the hospital). Null when the HIS has none. */
export async function doctorSchedule(db: Db, physicianNumber: string, scheduleType = 'ONLINE'): Promise<DoctorScheduleSet | null> {
  const rows = await listSchedules(db, { physicianNumber, scheduleType });
  if (rows.length === 0) return null;
  const first = rows[0]!;
  return {
    doctorId: first.doctorId,
    physicianNumber: first.physicianNumber,
    facilityCode: first.facilityCode,
    departmentCode: first.departmentCode,
    blocks: rows.map((r) => ({ weekday: r.weekday, startTime: r.startTime, endTime: r.endTime, slotMinutes: r.slotMinutes, departmentCode: r.departmentCode, physicianNumber: r.physicianNumber })),
  };
}

/** Start times held by appointments that are not cancelled, per date, in [from, to]. */
export async function bookedStarts(db: Db, doctorId: number, from: string, to: string, exceptAppointmentId?: number): Promise<Map<string, Set<string>>> {
  let q = db
    .selectFrom('his_appointment')
    .select([sql<string>`appt_date::text`.as('d'), sql<string>`to_char(start_time, 'HH24:MI')`.as('s')])
    .where('doctor_id', '=', doctorId)
    .where('appt_date', '>=', from)
    .where('appt_date', '<=', to)
    .where('status', '<>', 'Cancelled');
  if (exceptAppointmentId !== undefined) q = q.where('id', '<>', exceptAppointmentId);
  const rows = await q.execute();
  const map = new Map<string, Set<string>>();
  for (const r of rows) {
    let set = map.get(r.d);
    if (!set) map.set(r.d, (set = new Set()));
    set.add(r.s);
  }
  return map;
}

/**
 * The HIS registrations of one person: found by identity document (the HIS's own key of a person), kept when
 * they are the person's by proof (`isRegistrationOf`: the registration's number, or a document the national
 * identity asserted).
 */
export async function patientRecordsOf(db: Db, p: PersonIdentity): Promise<PatientRecord[]> {
  if (p.documentId) return (await findPatientRecords(db, { documentTypeId: p.documentTypeId, documentId: p.documentId })).filter((r) => isRegistrationOf(p, r));
  // Without a document (an account that never gave one) the HIS matches number, date of birth and name.
  if (!p.mobile || !p.dateOfBirth) return [];
  const rows = await findPatientRecords(db, { callingCode: p.callingCode, mobile: p.mobile });
  return rows.filter((r) => r.dateOfBirth === p.dateOfBirth && r.firstName.toLowerCase() === p.firstName.toLowerCase());
}

/**
 * The person's medical record number at the facility, registering the person there first when the HIS
 * has no record yet (what the HIS does with the patientdetails of a booking for a new patient).
 */
export async function ensurePatientRecord(db: Db, p: PersonIdentity, facilityCode: string): Promise<string> {
  const existing = (await patientRecordsOf(db, p)).find((r) => r.facilityCode === facilityCode);
  if (existing) return existing.patientId;
  const sample = await db.selectFrom('his_patient').select('his').where('facility_code', '=', facilityCode).limit(1).executeTakeFirst();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const mrn = `${facilityCode}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const row = await db
      .insertInto('his_patient')
      .values({
        his: sample?.his ?? facilityCode,
        patient_id: mrn,
        facility_code: facilityCode,
        calling_code: phoneDigits(p.callingCode),
        mobile_no: phoneDigits(p.mobile),
        document_type_id: p.documentTypeId,
        document_id: p.documentId.replace(/[\s-]/g, ''),
        first_name: p.firstName,
        last_name: p.lastName,
        date_of_birth: p.dateOfBirth,
        gender_id: p.genderId,
      })
      .onConflict((oc) => oc.columns(['facility_code', 'patient_id']).doNothing())
      .returning('patient_id')
      .executeTakeFirst();
    if (row) return row.patient_id;
  }
  throw new Error('could not allocate a medical record number');
}

const appointmentColumns = [
  'id', 'ref_no', 'patient_id', 'facility_code', 'family_member_id', 'doctor_id', 'physician_number', 'department_code', 'status',
  'schedule_type', 'created_by_user_id',
  sql<string>`appt_date::text`.as('d'),
  sql<string>`to_char(start_time, 'HH24:MI')`.as('s'),
  sql<string>`to_char(end_time, 'HH24:MI')`.as('e'),
] as const;

/** An appointment row as `appointmentColumns` selects it: the date and times as the hospital's wall-clock text. */
type AppointmentSelection = Pick<
  Selectable<HisTables['his_appointment']>,
  'id' | 'ref_no' | 'patient_id' | 'facility_code' | 'family_member_id' | 'doctor_id' | 'physician_number' | 'department_code' | 'status' | 'schedule_type' | 'created_by_user_id'
> & { d: string; s: string; e: string };

function toRow(r: AppointmentSelection): HisAppointment {
  return {
    id: r.id, refNo: r.ref_no, patientId: r.patient_id, facilityCode: r.facility_code, familyMemberId: r.family_member_id, doctorId: r.doctor_id,
    physicianNumber: r.physician_number, departmentCode: r.department_code, apptDate: r.d, startTime: r.s, endTime: r.e, status: r.status,
    scheduleType: r.schedule_type, createdByUserId: r.created_by_user_id,
  };
}

export async function findAppointment(db: Db, id: number): Promise<HisAppointment | undefined> {
  const r = await db.selectFrom('his_appointment').select(appointmentColumns).where('id', '=', id).executeTakeFirst();
  return r ? toRow(r) : undefined;
}

export async function findAppointmentByIdempotencyKey(db: Db, key: string): Promise<HisAppointment | undefined> {
  const r = await db.selectFrom('his_appointment').select(appointmentColumns).where('idempotency_key', '=', key).executeTakeFirst();
  return r ? toRow(r) : undefined;
}

/** Appointments of the given medical record numbers (all types; the caller filters). */
export async function appointmentsOfPatients(db: Db, patientIds: string[], opts: { facilityCode?: string } = {}): Promise<HisAppointment[]> {
  if (patientIds.length === 0) return [];
  let q = db.selectFrom('his_appointment').select(appointmentColumns).where('patient_id', 'in', patientIds);
  if (opts.facilityCode) q = q.where('facility_code', '=', opts.facilityCode);
  const rows = await q.orderBy('appt_date').orderBy('start_time').execute();
  return rows.map(toRow);
}

/**
 * Appointments of one person's registrations, in one query (the patient list of patientRecordsOf as a
 * subquery, with the same matching rules): the list of appointments is the portal's hottest read, so each shape of
 * the query is compiled once (db/prepared.ts).
 */
export async function appointmentsOfPerson(db: Db, p: PersonIdentity, opts: { facilityCode?: string } = {}): Promise<HisAppointment[]> {
  // Without a document (an account that never gave one) the HIS matches number, date of birth and name.
  if (!p.documentId && (!p.mobile || !p.dateOfBirth)) return [];
  const match = p.documentId ? `document${p.documentTypeId ? ' and type' : ''}${p.documentVerified ? ' (asserted)' : ', number'}` : 'number, birth date and name';
  const shape = `${match}${opts.facilityCode ? ', facility' : ''}` as PersonMatchShape;
  let query = appointmentsOfPersonQueries.get(shape);
  if (!query) appointmentsOfPersonQueries.set(shape, (query = appointmentsOfPersonQuery(shape)));
  const rows = await query(db, {
    documentId: p.documentId.replace(/[\s-]/g, ''),
    documentTypeId: p.documentTypeId,
    mobile: phoneDigits(p.mobile),
    callingCode: phoneDigits(p.callingCode),
    dateOfBirth: p.dateOfBirth,
    firstName: p.firstName.toLowerCase(),
    facilityCode: opts.facilityCode ?? '',
  });
  return rows.map(toRow);
}

/**
 * How the person's registrations are found: by document — with the person's number on the registration, or any
 * number when the national identity asserted the document (`isRegistrationOf`) — or, without a document, by number,
 * date of birth and first name.
 */
type DocumentMatch = `document${'' | ' and type'}${', number' | ' (asserted)'}`;
type PersonMatchShape = `${DocumentMatch | 'number, birth date and name'}${'' | ', facility'}`;
type PersonMatch = { documentId: string; documentTypeId: number; mobile: string; callingCode: string; dateOfBirth: string; firstName: string; facilityCode: string };
const appointmentsOfPersonQueries = new Map<PersonMatchShape, ReturnType<typeof appointmentsOfPersonQuery>>();

function appointmentsOfPersonQuery(shape: PersonMatchShape) {
  return preparedQuery((db, value: NamedValue<PersonMatch>) => {
    let records = db.selectFrom('his_patient').select('patient_id');
    if (shape.startsWith('document')) {
      records = records.where('document_id', '=', value('documentId'));
      if (shape.startsWith('document and type')) records = records.where('document_type_id', '=', value('documentTypeId'));
      if (shape.includes(', number')) records = records.where('mobile_no', '=', value('mobile')).where('calling_code', '=', value('callingCode'));
    } else {
      records = records
        .where('mobile_no', '=', value('mobile'))
        .where('calling_code', '=', value('callingCode'))
        .where(sql<string>`date_of_birth::text`, '=', value('dateOfBirth'))
        .where(sql<string>`lower(first_name)`, '=', value('firstName'));
    }
    let q = db.selectFrom('his_appointment').select(appointmentColumns).where('patient_id', 'in', records);
    if (shape.endsWith(', facility')) q = q.where('facility_code', '=', value('facilityCode'));
    return q.orderBy('appt_date').orderBy('start_time');
  });
}

/** What PostgreSQL (and PGlite) attach to a refused write. */
type DatabaseError = { code?: string; constraint?: string; detail?: string; message?: string };
const isUniqueViolation = (err: unknown): boolean => (err as DatabaseError | null)?.code === '23505';
const constraintOf = (err: unknown): string => {
  const e = err as DatabaseError | null;
  return String(e?.constraint ?? e?.detail ?? e?.message ?? '');
};

export function newRefNo(): string {
  return `APT${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * Books the slot. Returns the appointment an earlier request with the same idempotency key created
 * (`created: false`) instead of a second one; throws SlotTakenError when another appointment holds
 * the slot. `onCreated` runs in the same transaction (the audit entry commits with the booking).
 */
export async function insertAppointment(db: Db, a: NewAppointment, onCreated?: (trx: Db, row: HisAppointment) => Promise<void>): Promise<BookResult> {
  if (a.idempotencyKey) {
    const earlier = await findAppointmentByIdempotencyKey(db, a.idempotencyKey);
    if (earlier) return { created: false, appointment: earlier };
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const appointment = await db.transaction().execute(async (trx) => {
        const r = await trx
          .insertInto('his_appointment')
          .values({
            ref_no: newRefNo(),
            patient_id: a.patientId,
            facility_code: a.facilityCode,
            family_member_id: a.familyMemberId,
            doctor_id: a.doctorId,
            physician_number: a.physicianNumber,
            department_code: a.departmentCode,
            appt_date: a.apptDate,
            start_time: a.startTime,
            end_time: a.endTime,
            status: 'Booked',
            schedule_type: a.scheduleType,
            created_by_user_id: a.createdByUserId,
            idempotency_key: a.idempotencyKey,
            cancel_reason: null,
          })
          .returning(appointmentColumns)
          .executeTakeFirstOrThrow();
        const row = toRow(r);
        await onCreated?.(trx, row);
        return row;
      });
      return { created: true, appointment };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // The same key committed first (a double click): answer with that booking, whatever else clashed.
      if (a.idempotencyKey) {
        const earlier = await findAppointmentByIdempotencyKey(db, a.idempotencyKey);
        if (earlier) return { created: false, appointment: earlier };
      }
      if (/ref_no/.test(constraintOf(err))) continue; // a reference number collision: draw another
      throw new SlotTakenError();
    }
  }
  throw new Error('could not allocate a reference number');
}

export async function cancelAppointment(db: Db, id: number, reason: string | null): Promise<HisAppointment | undefined> {
  const r = await db
    .updateTable('his_appointment')
    .set({ status: 'Cancelled', cancel_reason: reason, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'Booked')
    .returning(appointmentColumns)
    .executeTakeFirst();
  return r ? toRow(r) : undefined;
}

/** Moves a booked appointment; throws SlotTakenError when the new slot is held by another one. */
export async function moveAppointment(db: Db, id: number, to: MoveTo): Promise<HisAppointment | undefined> {
  try {
    const r = await db
      .updateTable('his_appointment')
      .set({ appt_date: to.apptDate, start_time: to.startTime, end_time: to.endTime, department_code: to.departmentCode, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'Booked')
      .returning(appointmentColumns)
      .executeTakeFirst();
    return r ? toRow(r) : undefined;
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlotTakenError();
    throw err;
  }
}
