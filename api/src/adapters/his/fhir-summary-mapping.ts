import type { AllergyIntolerance, CodeableConcept, Condition, Immunization } from '@medplum/fhirtypes';
import { MalformedResourceError, numberOf } from './fhir-mapping.js';
import type { AllergyRow, ConditionRow, ImmunizationRow, PatientRecord } from './types.js';

/**
 * The rest of a patient summary in FHIR R4 (docs/hospital-system.md has the table): Condition (the problem list),
 * AllergyIntolerance and Immunization, read into the portal's rows and, for the demo Bundle, written from them.
 */

export const CODE_SYSTEM = {
  icd10: 'http://hl7.org/fhir/sid/icd-10',
  snomed: 'http://snomed.info/sct',
  cvx: 'http://hl7.org/fhir/sid/cvx',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  allergyClinical: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  allergyVerification: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
} as const;

type RecordOf = (patientRef: string) => PatientRecord | undefined;

const where = (type: string, id: string | undefined) => `${type}/${id ?? '?'}`;
const codeIn = (system: string, c: CodeableConcept | undefined) => c?.coding?.find((x) => x.system === system)?.code ?? '';
const textOf = (c: CodeableConcept | undefined) => c?.text ?? c?.coding?.find((x) => x.display)?.display ?? '';
const concept = (system: string, code: string, text: string): CodeableConcept => ({ text, ...(code ? { coding: [{ system, code, display: text }] } : {}) });

export function toCondition(c: Condition, recordOf: RecordOf): ConditionRow {
  const record = c.subject?.reference ? recordOf(c.subject.reference) : undefined;
  const name = textOf(c.code);
  const status = codeIn(CODE_SYSTEM.conditionClinical, c.clinicalStatus);
  const recorded = (c.recordedDate ?? c.onsetDateTime)?.slice(0, 10);
  if (!record) throw new MalformedResourceError(where('Condition', c.id), 'its patient is not among the asked records');
  if (!name || !status || !recorded) throw new MalformedResourceError(where('Condition', c.id), 'no problem, clinical status or date');
  return {
    id: numberOf(c.id ?? `${record.patientId}:${name}:${recorded}`), patientId: record.patientId, facilityCode: record.facilityCode, code: codeIn(CODE_SYSTEM.icd10, c.code), name,
    clinicalStatus: status, onsetDate: c.onsetDateTime?.slice(0, 10) ?? '', recordedDate: recorded, doctorName: c.recorder?.display ?? c.asserter?.display ?? '',
  };
}

export function toAllergy(a: AllergyIntolerance, recordOf: RecordOf): AllergyRow {
  const record = a.patient?.reference ? recordOf(a.patient.reference) : undefined;
  const substance = textOf(a.code);
  const recorded = (a.recordedDate ?? a.onsetDateTime)?.slice(0, 10);
  if (!record) throw new MalformedResourceError(where('AllergyIntolerance', a.id), 'its patient is not among the asked records');
  if (!substance || !recorded) throw new MalformedResourceError(where('AllergyIntolerance', a.id), 'no substance or date');
  return {
    id: numberOf(a.id ?? `${record.patientId}:${substance}`), patientId: record.patientId, facilityCode: record.facilityCode, code: codeIn(CODE_SYSTEM.snomed, a.code), substance,
    category: a.category?.[0] ?? 'medication', criticality: a.criticality ?? 'unable-to-assess',
    reaction: a.reaction?.flatMap((r) => r.manifestation?.map(textOf) ?? []).filter(Boolean).join(', ') ?? '',
    clinicalStatus: codeIn(CODE_SYSTEM.allergyClinical, a.clinicalStatus) || 'active', recordedDate: recorded,
  };
}

export function toImmunization(i: Immunization, recordOf: RecordOf): ImmunizationRow {
  const record = i.patient?.reference ? recordOf(i.patient.reference) : undefined;
  const vaccine = textOf(i.vaccineCode);
  const date = i.occurrenceDateTime?.slice(0, 10);
  if (!record) throw new MalformedResourceError(where('Immunization', i.id), 'its patient is not among the asked records');
  if (!vaccine || !date || !i.status) throw new MalformedResourceError(where('Immunization', i.id), 'no vaccine, date or status');
  const dose = i.protocolApplied?.[0]?.doseNumberPositiveInt;
  return {
    id: numberOf(i.id ?? `${record.patientId}:${vaccine}:${date}`), patientId: record.patientId, facilityCode: record.facilityCode, code: codeIn(CODE_SYSTEM.cvx, i.vaccineCode), vaccine,
    date, doseNumber: dose ?? 0, lotNumber: i.lotNumber ?? '', status: i.status,
  };
}

// --- the portal's rows → FHIR (the demo Bundle) -------------------------------------------------------------

export function conditionResource(c: Omit<ConditionRow, 'id'>, patientRef: string, id: string): Condition & { id: string } {
  return {
    resourceType: 'Condition', id,
    clinicalStatus: { coding: [{ system: CODE_SYSTEM.conditionClinical, code: c.clinicalStatus }] },
    verificationStatus: { coding: [{ system: CODE_SYSTEM.conditionVerification, code: 'confirmed' }] },
    category: [{ coding: [{ system: CODE_SYSTEM.conditionCategory, code: 'problem-list-item' }] }],
    code: concept(CODE_SYSTEM.icd10, c.code, c.name),
    subject: { reference: patientRef },
    ...(c.onsetDate ? { onsetDateTime: c.onsetDate } : {}),
    recordedDate: c.recordedDate,
    ...(c.doctorName ? { recorder: { display: c.doctorName } } : {}),
  };
}

export function allergyResource(a: Omit<AllergyRow, 'id'>, patientRef: string, id: string): AllergyIntolerance & { id: string } {
  return {
    resourceType: 'AllergyIntolerance', id,
    clinicalStatus: { coding: [{ system: CODE_SYSTEM.allergyClinical, code: a.clinicalStatus }] },
    verificationStatus: { coding: [{ system: CODE_SYSTEM.allergyVerification, code: 'confirmed' }] },
    type: 'allergy',
    category: [a.category as NonNullable<AllergyIntolerance['category']>[number]],
    criticality: a.criticality as AllergyIntolerance['criticality'],
    code: concept(CODE_SYSTEM.snomed, a.code, a.substance),
    patient: { reference: patientRef },
    recordedDate: a.recordedDate,
    ...(a.reaction ? { reaction: [{ manifestation: [{ text: a.reaction }] }] } : {}),
  };
}

export function immunizationResource(i: Omit<ImmunizationRow, 'id'>, patientRef: string, id: string): Immunization & { id: string } {
  return {
    resourceType: 'Immunization', id,
    status: i.status as Immunization['status'],
    vaccineCode: concept(CODE_SYSTEM.cvx, i.code, i.vaccine),
    patient: { reference: patientRef },
    occurrenceDateTime: i.date,
    ...(i.lotNumber ? { lotNumber: i.lotNumber } : {}),
    ...(i.doseNumber ? { protocolApplied: [{ doseNumberPositiveInt: i.doseNumber }] } : {}),
  };
}
