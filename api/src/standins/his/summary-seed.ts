import { addDays } from '@portal/shared/dates';
import type { AllergyRow, ConditionRow, ImmunizationRow } from '../../adapters/his/types.js';
import type { Db } from '../../db/schema.js';
import { DEMO_FAMILY, doctorAt } from './seed.js';
import { insertAllergy, insertCondition, insertImmunization } from './summary.js';

/**
 * The demo family's problem list, allergies and vaccinations, as the hospital holds them (the same in the FHIR demo
 * Bundle): what their patient summaries show. Dates are relative to `now`. All invented.
 */

const ago = (days: number, now: number) => addDays(new Date(now).toISOString().slice(0, 10), -days);
const p = DEMO_FAMILY.patient.records;
const spouse = DEMO_FAMILY.spouse.records[0];
const child = DEMO_FAMILY.child.records[0];

export function demoConditions(now = Date.now()): Omit<ConditionRow, 'id'>[] {
  const rows: [patientId: string, facility: string, code: string, name: string, status: string, onsetDaysAgo: number | null, recordedDaysAgo: number][] = [
    [p[0].patientId, 'BU10', 'R73.03', 'Prediabetes', 'active', 400, 200],
    [p[0].patientId, 'BU10', 'E78.5', 'Hyperlipidaemia', 'active', 420, 200],
    [p[0].patientId, 'BU10', 'J02.9', 'Acute pharyngitis', 'resolved', 152, 150],
    [p[1].patientId, 'LL18', 'E55.9', 'Vitamin D deficiency', 'active', null, 3],
    [spouse.patientId, 'BU10', 'E55.9', 'Vitamin D deficiency', 'active', null, 12],
    [child.patientId, 'BU10', 'J45.20', 'Mild intermittent asthma', 'active', 900, 20],
  ];
  return rows.map(([patientId, facilityCode, code, name, clinicalStatus, onset, recorded], i) => ({
    patientId, facilityCode, code, name, clinicalStatus, onsetDate: onset === null ? '' : ago(onset, now), recordedDate: ago(recorded, now), doctorName: doctorAt(facilityCode, i + 2).name.en,
  }));
}

export function demoAllergies(now = Date.now()): Omit<AllergyRow, 'id'>[] {
  return [
    { patientId: p[0].patientId, facilityCode: 'BU10', code: '764146007', substance: 'Penicillin', category: 'medication', criticality: 'high', reaction: 'Hives and swelling of the lips', clinicalStatus: 'active', recordedDate: ago(600, now) },
    { patientId: p[0].patientId, facilityCode: 'BU10', code: '256349002', substance: 'Peanut', category: 'food', criticality: 'low', reaction: 'Itching of the mouth', clinicalStatus: 'active', recordedDate: ago(600, now) },
    { patientId: child.patientId, facilityCode: 'BU10', code: '256277009', substance: 'Grass pollen', category: 'environment', criticality: 'low', reaction: 'Sneezing and wheeze', clinicalStatus: 'active', recordedDate: ago(300, now) },
  ];
}

export function demoImmunizations(now = Date.now()): Omit<ImmunizationRow, 'id'>[] {
  return [
    { patientId: p[0].patientId, facilityCode: 'BU10', code: '150', vaccine: 'Influenza, injectable, quadrivalent', date: ago(60, now), doseNumber: 1, lotNumber: 'FLU-2611-A', status: 'completed' },
    { patientId: p[0].patientId, facilityCode: 'BU10', code: '115', vaccine: 'Tdap', date: ago(900, now), doseNumber: 1, lotNumber: 'TDAP-2405', status: 'completed' },
    { patientId: p[1].patientId, facilityCode: 'LL18', code: '43', vaccine: 'Hepatitis B, adult', date: ago(2000, now), doseNumber: 3, lotNumber: '', status: 'completed' },
    { patientId: child.patientId, facilityCode: 'BU10', code: '03', vaccine: 'MMR', date: ago(2600, now), doseNumber: 2, lotNumber: 'MMR-1907', status: 'completed' },
    { patientId: child.patientId, facilityCode: 'BU10', code: '150', vaccine: 'Influenza, injectable, quadrivalent', date: ago(58, now), doseNumber: 1, lotNumber: 'FLU-2611-A', status: 'completed' },
  ];
}

/**
 * Seeds the problem list, allergies and vaccinations of the demo family (embedded mode) once: the dates are relative
 * to the first start, so a later start (another day) leaves them as they are.
 */
export async function seedHisSummary(db: Db, now = Date.now()): Promise<void> {
  if (await db.selectFrom('his_condition').select('id').where('patient_id', '=', p[0].patientId).executeTakeFirst()) return;
  for (const c of demoConditions(now)) await insertCondition(db, c);
  for (const a of demoAllergies(now)) await insertAllergy(db, a);
  for (const i of demoImmunizations(now)) await insertImmunization(db, i);
}
