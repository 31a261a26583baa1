import { samePhone } from '@portal/shared/contracts';

/**
 * What the portal knows of the hospital information system (HIS): the shapes the hospital port speaks.
 * Both implementations (the embedded stand-in and FHIR R4) answer in these shapes.
 */

export interface PatientRecordQuery {
  callingCode?: string;
  mobile?: string;
  documentTypeId?: number;
  documentId?: string;
  facilityCode?: string;
}

/** A person's registration at one facility (one person may have one per facility). */
export interface PatientRecord {
  /** Which HIS instance holds the record (the portal sends it back on report and medication calls). */
  his: string;
  /** The medical record number (MRN) at that facility. */
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

/**
 * A person as the portal knows them, to be matched against the hospital's registrations. The number is proven
 * (the account's by its SMS code, a family member's by the consent code sent to it); the document is a claim,
 * unless the national digital identity asserted it (`documentVerified`).
 */
export interface PersonIdentity {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  callingCode: string;
  mobile: string;
  documentTypeId: number;
  documentId: string;
  genderId: number;
  /** The national digital identity (SOP2/SOP3) asserted this document for this person. */
  documentVerified: boolean;
}

/**
 * Whether the hospital says a registration is this person's: the registration carries the person's proven
 * number (calling code + mobile), or the national digital identity asserted the document it is registered
 * under. A matching document alone is a claim, never proof (docs/hospital-system.md, "Whose records").
 * Both implementations of the port apply it to every registration they find for a person.
 */
export function isRegistrationOf(person: PersonIdentity, record: PatientRecord): boolean {
  if (samePhone(person, { callingCode: record.callingCode, mobile: record.mobileNo })) return true;
  return person.documentVerified && !!person.documentId && sameDocument(person, record);
}

/** The same identity document: type (when both know it) and id, compared without dashes and spaces. */
export function sameDocument(a: { documentTypeId: number; documentId: string }, b: { documentTypeId: number; documentId: string }): boolean {
  const id = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();
  return id(a.documentId) !== '' && id(a.documentId) === id(b.documentId) && (!a.documentTypeId || !b.documentTypeId || a.documentTypeId === b.documentTypeId);
}

/** ONLINE: a visit at the hospital; TELEMED: a video consultation (teleconsultation). */
export type HisScheduleType = 'ONLINE' | 'TELEMED';

export interface ScheduleBlock {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** HH:MM (24:00 for midnight at the end of a day). */
  startTime: string;
  endTime: string;
  slotMinutes: number;
  departmentCode: string;
  physicianNumber: string;
}

/** A doctor's weekly working hours of one schedule type, from which the free slots are derived. */
export interface DoctorScheduleSet {
  /** The content site's doctor id. */
  doctorId: number;
  physicianNumber: string;
  facilityCode: string;
  departmentCode: string;
  blocks: ScheduleBlock[];
  /** The hospital's own reference of the doctor (FHIR: `Practitioner/<id>`), handed back by the port; opaque to the portal. */
  hisRef?: string;
}

export interface HisAppointment {
  /** The appointment's number (the portal's `appointmentId`). */
  id: number;
  refNo: string;
  patientId: string;
  facilityCode: string;
  /** Set when booked for a family member of the portal account. */
  familyMemberId: number | null;
  doctorId: number;
  physicianNumber: string;
  departmentCode: string;
  /** YYYY-MM-DD, HH:MM at the hospital. */
  apptDate: string;
  startTime: string;
  endTime: string;
  /** Booked, Visited, Not Visited, Cancelled. */
  status: string;
  scheduleType: string;
  createdByUserId: number | null;
}

/** What the portal asks the hospital to book: an appointment before it has a number, reference and status. */
export type NewAppointment = Omit<HisAppointment, 'id' | 'refNo' | 'status' | 'createdByUserId'> & {
  createdByUserId: number;
  /** The client's key for the request, sent to the hospital: a retried request books once. */
  idempotencyKey: string | null;
};

export type BookResult = { created: boolean; appointment: HisAppointment };

export interface MoveTo {
  apptDate: string;
  startTime: string;
  endTime: string;
  departmentCode: string;
}

export interface LabOrderRow {
  id: number;
  docNumber: string;
  /** YYYY-MM-DD */
  orderDate: string;
  /** LAB (laboratory) or RBF (radiology). */
  docType: 'LAB' | 'RBF' | string;
  facilityCode: string;
  patientId: string;
  orderName: string;
  doctorName: string;
  status: string;
}

export interface LabTestRow {
  orderId: number;
  docNumber: string;
  testName: string;
  value: string;
  unit: string;
  referenceRange: string;
  /** N normal, H high, L low, A abnormal. */
  flag: string;
}

export interface MedicationRow {
  id: number;
  patientId: string;
  facilityCode: string;
  brandName: string;
  genericName: string;
  frequency: string;
  durationDays: number;
  /** YYYY-MM-DD */
  creationDate: string;
  physicianNo: string;
  doctorName: string;
}

/** A problem on the patient's problem list (FHIR Condition). */
export interface ConditionRow {
  id: number;
  patientId: string;
  facilityCode: string;
  /** ICD-10 code, when the hospital coded it. */
  code: string;
  /** The problem as the hospital names it. */
  name: string;
  /** active, recurrence, relapse, inactive, remission, resolved. */
  clinicalStatus: string;
  /** YYYY-MM-DD, or '' when unknown. */
  onsetDate: string;
  /** YYYY-MM-DD */
  recordedDate: string;
  doctorName: string;
}

/** An allergy or intolerance (FHIR AllergyIntolerance). */
export interface AllergyRow {
  id: number;
  patientId: string;
  facilityCode: string;
  /** SNOMED CT code of the substance, when coded. */
  code: string;
  /** The substance as the hospital names it. */
  substance: string;
  /** food, medication, environment, biologic. */
  category: string;
  /** low, high, unable-to-assess. */
  criticality: string;
  /** What happens (free text), '' when not recorded. */
  reaction: string;
  /** active, inactive, resolved. */
  clinicalStatus: string;
  /** YYYY-MM-DD */
  recordedDate: string;
}

/** A vaccine given (FHIR Immunization). */
export interface ImmunizationRow {
  id: number;
  patientId: string;
  facilityCode: string;
  /** CVX code of the vaccine, when coded. */
  code: string;
  vaccine: string;
  /** YYYY-MM-DD */
  date: string;
  /** The dose in the series (1, 2, …), 0 when not recorded. */
  doseNumber: number;
  lotNumber: string;
  /** completed, entered-in-error, not-done. */
  status: string;
}

/** The hospital's own document of a report (its signed PDF), as it came: the portal checks it before serving it. */
export interface ReportDocument {
  bytes: Buffer;
  /** As the hospital gave it (the portal serves only application/pdf). */
  contentType: string;
  /** Where it came from, for the log when the portal refuses it (FHIR: `DiagnosticReport/<id>.presentedForm`, `Binary/<id>`, …). */
  source: string;
}

/** Another appointment holds the slot (booking or moving): the spec's slot message. */
export class SlotTakenError extends Error {
  constructor() {
    super('slot taken');
    this.name = 'SlotTakenError';
  }
}

/**
 * The hospital could not be reached or did not answer in time: the spec's 'Network Error!' (503). Nothing
 * was changed on the portal's side.
 */
export class HisUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HisUnavailableError';
  }
}

/** The hospital refused the call (an OperationOutcome); `message` is the spec's text for it. */
export class HisRefusedError extends Error {
  constructor(message: string, readonly status: number = 400) {
    super(message);
    this.name = 'HisRefusedError';
  }
}

/** Observation.status as FHIR R4 names it; the portal shows `final`, `amended` and `corrected` as results, the others as pending. */
export type ObservationStatus = 'registered' | 'preliminary' | 'final' | 'amended' | 'corrected';

/**
 * One laboratory result as the hospital reports it (FHIR `Observation`, category laboratory): the test's code and
 * name, the value with its unit, the reference range, the laboratory's interpretation, when it was taken and issued,
 * the report it belongs to, and whether a clinician has released it to the patient.
 */
export interface HisObservation {
  /** The hospital's id of the result (FHIR `Observation/<id>`; embedded: the test row), stable across reads. */
  id: string;
  /** The medical record number (MRN) and facility of the registration it belongs to. */
  patientId: string;
  facilityCode: string;
  /** The report (order) it belongs to, when the hospital says so (`DiagnosticReport.result`). */
  docNumber: string | null;
  /** The report's name (the panel, e.g. "Lipid Profile"); '' when it belongs to none. */
  panel: string;
  /** LOINC code (http://loinc.org); '' when the hospital gave none. */
  code: string;
  /** The test's name as the hospital gives it (`code.text`, else the LOINC display). */
  name: string;
  /** The numeric value (`valueQuantity.value`), or null for a result in words. */
  value: number | null;
  /** The result in words (`valueString`, `valueCodeableConcept.text`), or null for a number. */
  valueText: string | null;
  /** The unit as the laboratory writes it (`valueQuantity.unit`, e.g. µmol/L), '' when none. */
  unit: string;
  /** The unit's UCUM code (`valueQuantity.code`, system http://unitsofmeasure.org, e.g. umol/L), '' when none. */
  unitCode: string;
  /** The reference range's bounds, in the value's unit; either may be missing (`< 5.2`: only high). */
  low: number | null;
  high: number | null;
  /** The range in words as the laboratory writes it (`referenceRange.text`), '' when none. */
  rangeText: string;
  /** The laboratory's interpretation (HL7 v3 ObservationInterpretation: N, H, L, HH, LL, A, AA …), null when none. */
  interpretation: string | null;
  /** YYYY-MM-DD: when the sample was taken (`effectiveDateTime`). */
  effectiveDate: string;
  /** ISO instant the hospital issued the result (`issued`; else the effective date). */
  issued: string;
  status: ObservationStatus;
  /** ISO instant a clinician released the result to the patient (extension `urn:patient-portal:his:released-to-patient`); null when not (yet). */
  releasedAt: string | null;
}
