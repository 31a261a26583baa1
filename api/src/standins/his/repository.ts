import { sql } from 'kysely';
import { phoneDigits } from '@portal/shared/contracts';

import type { PatientRecord, PatientRecordQuery } from '../../adapters/his/types.js';
import type { Db } from '../../db/schema.js';

type HisDb = Db;

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


/** Registrations matching every given criterion (at least one is required: no query lists everyone). */
export async function findPatientRecords(db: Db, q: PatientRecordQuery): Promise<PatientRecord[]> {
  if (!q.mobile && !q.documentId) return [];
  let query = (db as HisDb)
    .selectFrom('his_patient')
    .select([
      'his', 'patient_id', 'facility_code', 'calling_code', 'mobile_no', 'document_type_id', 'document_id', 'first_name', 'last_name', 'gender_id',
      sql<string>`date_of_birth::text`.as('dob'),
    ]);
  if (q.mobile) query = query.where('mobile_no', '=', phoneDigits(q.mobile));
  if (q.callingCode) query = query.where('calling_code', '=', phoneDigits(q.callingCode));
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

export async function listSchedules(db: Db, q: ScheduleQuery): Promise<DoctorSchedule[]> {
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

function toRecord(r: { his: string; patient_id: string; facility_code: string; calling_code: string; mobile_no: string; document_type_id: number; document_id: string; first_name: string; last_name: string; dob: string; gender_id: number }): PatientRecord {
  return {
    his: r.his, patientId: r.patient_id, facilityCode: r.facility_code, callingCode: r.calling_code, mobileNo: r.mobile_no, documentTypeId: r.document_type_id,
    documentId: r.document_id, firstName: r.first_name, lastName: r.last_name, dateOfBirth: r.dob, genderId: r.gender_id,
  };
}

/** One registration by its medical record number (and facility, when given). */
export async function findPatientRecord(db: Db, patientId: string, facilityCode?: string): Promise<PatientRecord | null> {
  let query = (db as HisDb)
    .selectFrom('his_patient')
    .select(['his', 'patient_id', 'facility_code', 'calling_code', 'mobile_no', 'document_type_id', 'document_id', 'first_name', 'last_name', 'gender_id', sql<string>`date_of_birth::text`.as('dob')])
    .where('patient_id', '=', patientId);
  if (facilityCode) query = query.where('facility_code', '=', facilityCode);
  const r = await query.executeTakeFirst();
  return r ? toRecord(r) : null;
}

/** Registers a person at a facility under the given record number (test data of the embedded mode). */
export async function insertPatient(db: Db, r: PatientRecord): Promise<void> {
  await (db as HisDb)
    .insertInto('his_patient')
    .values({
      his: r.his, patient_id: r.patientId, facility_code: r.facilityCode, calling_code: r.callingCode, mobile_no: r.mobileNo, document_type_id: r.documentTypeId,
      document_id: r.documentId, first_name: r.firstName, last_name: r.lastName, date_of_birth: r.dateOfBirth, gender_id: r.genderId,
    })
    .execute();
}
