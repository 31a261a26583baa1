import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A SQL `date`, written as 'yyyy-mm-dd'; read through to_char so no time zone shifts it. */
type SqlDate = ColumnType<Date | string, string, string>;

/**
 * What patients send from the portal (docs/product.md#content-requests): every request is kept, tied to the account that sent it,
 * so the hospital can follow it up and the administrators can list it. Rows are never deleted by the API.
 */
export interface EngagementTables {
  /** POST user/requesthealthpkg. */
  health_package_request: {
    id: Generated<number>;
    user_id: number;
    facility_ids: ColumnType<number[], string, string>;
    first_name: string;
    last_name: string;
    calling_code: string;
    mobile: string;
    email: string;
    hospital_location: string;
    package_name: string;
    sub_package_name: string;
    appt_date: SqlDate;
    created_at: CreatedAt;
  };
  /** POST user/complaints; `complaint_number` comes from the sequence `complaint_number_seq`. */
  complaint: {
    id: Generated<number>;
    complaint_number: string;
    user_id: number;
    facility_code: string;
    complainant_name: string;
    incident_date: SqlDate;
    email: string;
    phone_number: string;
    source: string;
    complaint_text: string;
    created_at: CreatedAt;
  };
  /** POST user/saveaskadoc. */
  ask_doctor_request: {
    id: Generated<number>;
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    calling_code: string;
    mobile: string;
    is_email_communication: boolean;
    is_mobile_communication: boolean;
    comment: string;
    created_at: CreatedAt;
  };
  /** POST user/savecontactus ('contact') and user/requestcallback ('callback'). */
  contact_request: {
    id: Generated<number>;
    user_id: number;
    kind: 'contact' | 'callback';
    first_name: string;
    last_name: string;
    email: string;
    calling_code: string;
    mobile: string;
    message: string;
    created_at: CreatedAt;
  };
  /** POST user/savefeedback (general patient feedback). */
  patient_feedback: {
    id: Generated<number>;
    user_id: number;
    in_patient: boolean;
    experience: string;
    name: string;
    email: string;
    calling_code: string;
    mobile: string;
    comment: string;
    created_at: CreatedAt;
  };
  /** Questionnaire answers saved on the content site stand-in (POST /content/<brand>/savefeedbackresponse). */
  feedback_response: {
    id: Generated<number>;
    brand: string;
    vblog: string;
    patient_type: string;
    user_name: string;
    user_mobile: string;
    user_email: string;
    platform: string;
    /** [{ Questionid, Answer }] as sent. */
    answers: ColumnType<{ Questionid: number; Answer: string }[], string, string>;
    created_at: CreatedAt;
  };
}
