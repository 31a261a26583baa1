import { sql } from 'kysely';
import type { AllergyRow, ConditionRow, ImmunizationRow } from '../../adapters/his/types.js';
import type { Db } from '../../db/schema.js';

/**
 * The embedded hospital's problem list, allergies and vaccinations (`his_condition`, `his_allergy`,
 * `his_immunization`), read by medical record number. Who may see them is the portal's decision; these only read
 * and, for test data, write.
 */

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export async function findConditions(db: Db, patientIds: string[]): Promise<ConditionRow[]> {
  if (patientIds.length === 0) return [];
  const rows = await db
    .selectFrom('his_condition')
    .select(['id', 'patient_id', 'facility_code', 'code', 'name', 'clinical_status', 'doctor_name', day('onset_date').as('onset'), day('recorded_date').as('recorded')])
    .where('patient_id', 'in', patientIds)
    .orderBy('recorded_date', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id, patientId: r.patient_id, facilityCode: r.facility_code, code: r.code, name: r.name, clinicalStatus: r.clinical_status,
    onsetDate: r.onset ?? '', recordedDate: r.recorded, doctorName: r.doctor_name,
  }));
}

export async function findAllergies(db: Db, patientIds: string[]): Promise<AllergyRow[]> {
  if (patientIds.length === 0) return [];
  const rows = await db
    .selectFrom('his_allergy')
    .select(['id', 'patient_id', 'facility_code', 'code', 'substance', 'category', 'criticality', 'reaction', 'clinical_status', day('recorded_date').as('recorded')])
    .where('patient_id', 'in', patientIds)
    .orderBy('recorded_date', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id, patientId: r.patient_id, facilityCode: r.facility_code, code: r.code, substance: r.substance, category: r.category, criticality: r.criticality,
    reaction: r.reaction, clinicalStatus: r.clinical_status, recordedDate: r.recorded,
  }));
}

export async function findImmunizations(db: Db, patientIds: string[]): Promise<ImmunizationRow[]> {
  if (patientIds.length === 0) return [];
  const rows = await db
    .selectFrom('his_immunization')
    .select(['id', 'patient_id', 'facility_code', 'code', 'vaccine', 'dose_number', 'lot_number', 'status', day('given_on').as('given')])
    .where('patient_id', 'in', patientIds)
    .orderBy('given_on', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id, patientId: r.patient_id, facilityCode: r.facility_code, code: r.code, vaccine: r.vaccine, date: r.given, doseNumber: r.dose_number,
    lotNumber: r.lot_number, status: r.status,
  }));
}

export async function insertCondition(db: Db, c: Omit<ConditionRow, 'id'>): Promise<void> {
  await db.insertInto('his_condition')
    .values({ patient_id: c.patientId, facility_code: c.facilityCode, code: c.code, name: c.name, clinical_status: c.clinicalStatus, onset_date: c.onsetDate || null, recorded_date: c.recordedDate, doctor_name: c.doctorName })
    .onConflict((oc) => oc.columns(['patient_id', 'facility_code', 'name', 'recorded_date']).doNothing())
    .execute();
}

export async function insertAllergy(db: Db, a: Omit<AllergyRow, 'id'>): Promise<void> {
  await db.insertInto('his_allergy')
    .values({ patient_id: a.patientId, facility_code: a.facilityCode, code: a.code, substance: a.substance, category: a.category, criticality: a.criticality, reaction: a.reaction, clinical_status: a.clinicalStatus, recorded_date: a.recordedDate })
    .onConflict((oc) => oc.columns(['patient_id', 'facility_code', 'substance']).doNothing())
    .execute();
}

export async function insertImmunization(db: Db, i: Omit<ImmunizationRow, 'id'>): Promise<void> {
  await db.insertInto('his_immunization')
    .values({ patient_id: i.patientId, facility_code: i.facilityCode, code: i.code, vaccine: i.vaccine, given_on: i.date, dose_number: i.doseNumber, lot_number: i.lotNumber, status: i.status })
    .onConflict((oc) => oc.columns(['patient_id', 'facility_code', 'vaccine', 'given_on']).doNothing())
    .execute();
}
