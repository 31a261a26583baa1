import type { Db } from '../../db/schema.js';
import {
  appointmentsOfPatients, appointmentsOfPerson, bookedStarts, cancelAppointment, doctorSchedule, ensurePatientRecord, findAppointment, insertAppointment,
  moveAppointment, patientRecordsOf,
} from '../../standins/his/booking.js';
import { findLabOrder, findLabOrders, findLabTests, findMedications, insertLabOrder, insertMedication, reportDocument, type NewLabOrder } from '../../standins/his/records.js';
import { findPatientRecord, findPatientRecords, insertPatient } from '../../standins/his/repository.js';
import { findAllergies, findConditions, findImmunizations, insertAllergy, insertCondition, insertImmunization } from '../../standins/his/summary.js';
import { findObservations, releaseObservations } from '../../standins/his/observations.js';
import type {
  AllergyRow, BookResult, ConditionRow, DoctorScheduleSet, ImmunizationRow, HisAppointment, HisObservation, HisScheduleType, LabOrderRow, LabTestRow, MedicationRow, MoveTo, NewAppointment, PatientRecord,
  PatientRecordQuery, PersonIdentity, ReportDocument,
} from './types.js';

export * from './types.js';

/**
 * The hospital information system as the portal sees it: every question the portal asks of a hospital and
 * every change it makes there goes through this port. Implementations: the embedded stand-in
 * (`standins/his`, the hospital tables of this database) and FHIR R4 (`fhir.ts`, HIS_ADAPTER=fhir).
 */
export interface HisAdapter {
  // Patients
  /** Registrations (one per facility) matching every given criterion; at least mobile or document. */
  findPatientRecords(query: PatientRecordQuery): Promise<PatientRecord[]>;
  /** One registration by medical record number (and facility). */
  findPatientRecord(patientId: string, facilityCode?: string): Promise<PatientRecord | null>;
  /** A portal person's registrations: by identity document, else by number, date of birth and first name. */
  patientRecordsOf(person: PersonIdentity): Promise<PatientRecord[]>;
  /** The person's record number at the facility, registering them there first when the hospital has none. */
  ensurePatientRecord(person: PersonIdentity, facilityCode: string): Promise<string>;

  // Doctors and slots
  /** A doctor's weekly hours of one schedule type; null when the hospital has none. */
  doctorSchedule(physicianNumber: string, scheduleType: HisScheduleType): Promise<DoctorScheduleSet | null>;
  /** Start times (HH:MM) held by appointments that are not cancelled, per date in [from, to]. */
  bookedStarts(schedule: DoctorScheduleSet, from: string, to: string): Promise<Map<string, Set<string>>>;

  // Appointments
  findAppointment(id: number): Promise<HisAppointment | undefined>;
  /** Appointments of one person's registrations (the portal's hottest read: one round trip). */
  appointmentsOfPerson(person: PersonIdentity, opts?: { facilityCode?: string }): Promise<HisAppointment[]>;
  appointmentsOfPatients(patientIds: string[], opts?: { facilityCode?: string }): Promise<HisAppointment[]>;
  /**
   * Books the slot, or answers with the appointment an earlier call with the same idempotency key made
   * (`created: false`). Throws SlotTakenError when another appointment holds the slot.
   */
  book(a: NewAppointment): Promise<BookResult>;
  /** Cancels a booked appointment; undefined when it is not (or no longer) booked. */
  cancel(id: number, reason: string | null): Promise<HisAppointment | undefined>;
  /** Moves a booked appointment; undefined when not booked; SlotTakenError when the new slot is held. */
  reschedule(id: number, to: MoveTo): Promise<HisAppointment | undefined>;

  // Results and medications
  /** Lab and radiology orders of these record numbers dated within [from, to], newest first. */
  labOrders(patientIds: string[], from: string, to: string): Promise<LabOrderRow[]>;
  labOrder(docNumber: string): Promise<LabOrderRow | null>;
  /** The results of these orders, in report order. */
  labTests(orders: LabOrderRow[]): Promise<LabTestRow[]>;
  /**
   * The hospital's own document of the order's report (its PDF), unprotected; null when the hospital has none
   * (the portal then draws the results). Refuses (HisRefusedError) a document it cannot fetch or read.
   */
  reportDocument(order: LabOrderRow): Promise<ReportDocument | null>;
  medications(patientIds: string[]): Promise<MedicationRow[]>;

  // The rest of a patient summary
  /** The problem list of these record numbers (active and past problems), most recently recorded first. */
  conditions(patientIds: string[]): Promise<ConditionRow[]>;
  /** Allergies and intolerances, most recently recorded first. */
  allergies(patientIds: string[]): Promise<AllergyRow[]>;
  /** Vaccines given, newest first. */
  immunizations(patientIds: string[]): Promise<ImmunizationRow[]>;
  /**
   * The laboratory results of these record numbers (FHIR: Observations of category laboratory, with the report each
   * belongs to), oldest first; cancelled and entered-in-error ones left out, and a result the portal cannot read
   * left out with a log line naming it.
   */
  observations(patientIds: string[]): Promise<HisObservation[]>;
}

/**
 * Test data of the embedded hospital (the `/api/dev/*` helpers that give an account reports, medications or
 * a registration): only the embedded stand-in has it; a real hospital is never written this way.
 */
export interface HisTestData {
  addPatient(record: PatientRecord): Promise<void>;
  addLabOrder(order: NewLabOrder, onAdded?: (db: Db) => Promise<unknown>): Promise<boolean>;
  addMedication(m: Omit<MedicationRow, 'id'>): Promise<void>;
  addCondition(c: Omit<ConditionRow, 'id'>): Promise<void>;
  addAllergy(a: Omit<AllergyRow, 'id'>): Promise<void>;
  addImmunization(i: Omit<ImmunizationRow, 'id'>): Promise<void>;
  /** A clinician releases a laboratory order's results to the patient; false when there is no such order. */
  releaseResults(docNumber: string): Promise<boolean>;
}
export type { NewLabOrder };

/** Embedded stand-in: the hospital tables of this database (standins/his), seeded in embedded mode. */
export function createEmbeddedHis(db: Db): HisAdapter {
  const kdb = db;
  return {
    findPatientRecords: (q) => findPatientRecords(kdb, q),
    findPatientRecord: (id, facility) => findPatientRecord(kdb, id, facility),
    patientRecordsOf: (p) => patientRecordsOf(kdb, p),
    ensurePatientRecord: (p, facility) => ensurePatientRecord(kdb, p, facility),
    doctorSchedule: (physicianNumber, type) => doctorSchedule(kdb, physicianNumber, type),
    bookedStarts: (schedule, from, to) => bookedStarts(kdb, schedule.doctorId, from, to),
    findAppointment: (id) => findAppointment(kdb, id),
    appointmentsOfPerson: (p, opts) => appointmentsOfPerson(kdb, p, opts),
    appointmentsOfPatients: (ids, opts) => appointmentsOfPatients(kdb, ids, opts),
    book: (a) => insertAppointment(kdb, a),
    cancel: (id, reason) => cancelAppointment(kdb, id, reason),
    reschedule: (id, to) => moveAppointment(kdb, id, to),
    labOrders: (ids, from, to) => findLabOrders(kdb, ids, from, to),
    labOrder: (doc) => findLabOrder(kdb, doc),
    labTests: (orders) => findLabTests(kdb, orders),
    reportDocument: (order) => reportDocument(kdb, order),
    medications: (ids) => findMedications(kdb, ids),
    conditions: (ids) => findConditions(kdb, ids),
    allergies: (ids) => findAllergies(kdb, ids),
    immunizations: (ids) => findImmunizations(kdb, ids),
    observations: (ids) => findObservations(kdb, ids),
  };
}

export function createEmbeddedHisTestData(db: Db): HisTestData {
  const kdb = db;
  return {
    addPatient: (r) => insertPatient(kdb, r),
    // The order and whatever follows from it (the result notice) commit together.
    addLabOrder: (o, onAdded) =>
      db.transaction().execute(async (tx) => {
        const added = await insertLabOrder(tx, o);
        if (added && onAdded) await onAdded(tx);
        return added;
      }),
    addMedication: (m) => insertMedication(kdb, m),
    addCondition: (c) => insertCondition(kdb, c),
    addAllergy: (a) => insertAllergy(kdb, a),
    addImmunization: (i) => insertImmunization(kdb, i),
    releaseResults: (doc) => releaseObservations(kdb, doc),
  };
}
