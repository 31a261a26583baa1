import type { ColumnType, Generated } from 'kysely';

/** Dates travel as `YYYY-MM-DD` text and times as `HH:MM[:SS]` text: no time-zone shifts on the way. */
type DateText = ColumnType<string, string, string>;
type TimeText = ColumnType<string, string, string>;

/**
 * The embedded stand-in of the hospital information system (HIS): what the real one holds for the
 * portal — patient registrations per facility, doctors' schedules, appointments, lab and radiology
 * orders with their results, and medications.
 */
export interface HisTables {
  /** A patient's registration at one facility; one person may have one per facility. */
  his_patient: {
    id: Generated<number>;
    /** Which HIS instance holds the record (the portal sends it back on report and medication calls). */
    his: string;
    /** The medical record number (MRN) at that facility. */
    patient_id: string;
    facility_code: string;
    calling_code: string;
    mobile_no: string;
    document_type_id: number;
    document_id: string;
    first_name: string;
    last_name: string;
    date_of_birth: DateText;
    gender_id: number;
  };
  /** Weekly working hours of a doctor, from which the free slots are derived. */
  his_doctor_schedule: {
    id: Generated<number>;
    /** The content site's doctor id. */
    doctor_id: number;
    physician_number: string;
    facility_code: string;
    department_code: string;
    /** 0 = Sunday … 6 = Saturday. */
    weekday: number;
    start_time: TimeText;
    end_time: TimeText;
    slot_minutes: number;
    /** ONLINE (visit at the hospital) or TELEMED (video consultation). */
    schedule_type: string;
  };
  his_appointment: {
    id: Generated<number>;
    ref_no: string;
    patient_id: string;
    facility_code: string;
    /** Set when booked for a family member of the portal account. */
    family_member_id: number | null;
    doctor_id: number;
    physician_number: string;
    department_code: string;
    appt_date: DateText;
    start_time: TimeText;
    end_time: TimeText;
    /** Booked, Visited, Not Visited, Cancelled. */
    status: ColumnType<string, string | undefined, string>;
    schedule_type: ColumnType<string, string | undefined, string>;
    created_by_user_id: number | null;
    /** The client's key for a booking request, so a retried request books once. */
    idempotency_key: string | null;
    cancel_reason: string | null;
    created_at: ColumnType<Date, Date | undefined, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  his_lab_order: {
    id: Generated<number>;
    doc_number: string;
    order_date: DateText;
    /** LAB (laboratory) or RBF (radiology). */
    order_type: string;
    facility_code: string;
    patient_id: string;
    order_name: string;
    doctor_name: string;
    status: ColumnType<string, string | undefined, string>;
  };
  his_lab_test: {
    id: Generated<number>;
    order_id: number;
    test_name: string;
    value: string;
    unit: string;
    reference_range: string;
    /** The laboratory's interpretation (HL7 v3): N normal, H high, L low, HH/LL critical, A abnormal (free text such as a radiology report). */
    flag: string;
    sort_order: number;
    /** LOINC code ('' for a free-text result). */
    code: Generated<string>;
    /** The unit's UCUM code ('' when none); `unit` is the laboratory's writing of it. */
    unit_code: Generated<string>;
    /** The reference range's bounds in the value's unit (numeric: PGlite and pg answer them as text). */
    range_low: ColumnType<string | null, number | null | undefined, number | null>;
    range_high: ColumnType<string | null, number | null | undefined, number | null>;
    /** FHIR Observation.status: registered, preliminary, final, amended, corrected, cancelled, entered-in-error. */
    status: Generated<string>;
    issued_at: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
    /** When a clinician released the result to the patient; null when not. */
    released_at: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  };
  his_medication: {
    id: Generated<number>;
    patient_id: string;
    facility_code: string;
    brand_name: string;
    generic_name: string;
    frequency: string;
    duration_days: number;
    creation_date: DateText;
    physician_no: string;
    doctor_name: string;
  };
  /** The patient's problem list. */
  his_condition: {
    id: Generated<number>;
    patient_id: string;
    facility_code: string;
    /** ICD-10, '' when not coded. */
    code: string;
    name: string;
    clinical_status: string;
    onset_date: DateText | null;
    recorded_date: DateText;
    doctor_name: string;
  };
  his_allergy: {
    id: Generated<number>;
    patient_id: string;
    facility_code: string;
    /** SNOMED CT of the substance, '' when not coded. */
    code: string;
    substance: string;
    category: string;
    criticality: string;
    reaction: string;
    clinical_status: string;
    recorded_date: DateText;
  };
  his_immunization: {
    id: Generated<number>;
    patient_id: string;
    facility_code: string;
    /** CVX, '' when not coded. */
    code: string;
    vaccine: string;
    given_on: DateText;
    dose_number: number;
    lot_number: string;
    status: string;
  };
}
