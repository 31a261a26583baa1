import { sql, type Kysely } from 'kysely';
import type { HisTables } from './tables.js';

type HisDb = Kysely<HisTables>;

export interface PatientRecordQuery {
  callingCode?: string;
  mobile?: string;
  documentTypeId?: number;
  documentId?: string;
  facilityCode?: string;
}

export interface PatientRecord {
  his: string;
  patientId: string;
  facilityCode: string;
  callingCode: string;
  mobileNo: string;
  documentTypeId: number;
  documentId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  genderId: number;
}

export interface ScheduleQuery {
  doctorId?: number;
  physicianNumber?: string;
  facilityCode?: string;
  departmentCode?: string;
  scheduleType?: string;
}

export interface DoctorSchedule {
  doctorId: number;
  physicianNumber: string;
  facilityCode: string;
  departmentCode: string;
  weekday: number;
  /** HH:MM */
  startTime: string;
  endTime: string;
  slotMinutes: number;
  scheduleType: string;
}

const digits = (s: string) => s.replace(/\D/g, '').replace(/^0+/, '');

/** Registrations matching every given criterion (at least one is required: no query lists everyone). */
export async function findPatientRecords(db: Kysely<any>, q: PatientRecordQuery): Promise<PatientRecord[]> {
  if (!q.mobile && !q.documentId) return [];
  let query = (db as HisDb)
    .selectFrom('his_patient')
    .select([
      'his', 'patient_id', 'facility_code', 'calling_code', 'mobile_no', 'document_type_id', 'document_id', 'first_name', 'last_name', 'gender_id',
      sql<string>`date_of_birth::text`.as('dob'),
    ]);
  if (q.mobile) query = query.where('mobile_no', '=', digits(q.mobile));
  if (q.callingCode) query = query.where('calling_code', '=', digits(q.callingCode));
  if (q.documentId) query = query.where('document_id', '=', q.documentId.replace(/[\s-]/g, ''));
  if (q.documentTypeId) query = query.where('document_type_id', '=', q.documentTypeId);
  if (q.facilityCode) query = query.where('facility_code', '=', q.facilityCode);
  const rows = await query.orderBy('facility_code').orderBy('patient_id').execute();
  return rows.map((r) => ({
    his: r.his,
    patientId: r.patient_id,
    facilityCode: r.facility_code,
    callingCode: r.calling_code,
    mobileNo: r.mobile_no,
    documentTypeId: r.document_type_id,
    documentId: r.document_id,
    firstName: r.first_name,
    lastName: r.last_name,
    dateOfBirth: r.dob,
    genderId: r.gender_id,
  }));
}

export async function listSchedules(db: Kysely<any>, q: ScheduleQuery): Promise<DoctorSchedule[]> {
  let query = (db as HisDb)
    .selectFrom('his_doctor_schedule')
    .select([
      'doctor_id', 'physician_number', 'facility_code', 'department_code', 'weekday', 'slot_minutes', 'schedule_type',
      sql<string>`to_char(start_time, 'HH24:MI')`.as('start'),
      sql<string>`to_char(end_time, 'HH24:MI')`.as('end'),
    ]);
  if (q.doctorId !== undefined) query = query.where('doctor_id', '=', q.doctorId);
  if (q.physicianNumber) query = query.where('physician_number', '=', q.physicianNumber);
  if (q.facilityCode) query = query.where('facility_code', '=', q.facilityCode);
  if (q.departmentCode) query = query.where('department_code', '=', q.departmentCode);
  if (q.scheduleType) query = query.where('schedule_type', '=', q.scheduleType);
  const rows = await query.orderBy('doctor_id').orderBy('weekday').orderBy('start_time').execute();
  return rows.map((r) => ({
    doctorId: r.doctor_id,
    physicianNumber: r.physician_number,
    facilityCode: r.facility_code,
    departmentCode: r.department_code,
    weekday: r.weekday,
    startTime: r.start,
    endTime: r.end,
    slotMinutes: r.slot_minutes,
    scheduleType: r.schedule_type,
  }));
}
