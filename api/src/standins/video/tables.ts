import type { ColumnType, Generated } from 'kysely';

type DateText = ColumnType<string, string, string>;
type TimeText = ColumnType<string, string, string>;

/**
 * The embedded stand-in of the video consultation service: its consultations (their `consultData`),
 * the patients' single-sign-on access tokens, and the signalling messages of the video rooms. Everything that
 * two API processes must agree on lives here, not in memory.
 */
export interface VideoTables {
  video_consultation: {
    id: Generated<number>;
    /** The HIS appointment (the appointment number the hospital port answers) this consultation belongs to. */
    appointment_id: number;
    ref_no: string;
    /** The room's public name; unguessable. */
    meeting_id: string;
    doctor_id: number;
    physician_number: string;
    /** The patient's medical record number at the facility. */
    patient_id: string;
    patient_profile_id: number;
    patient_name: string;
    facility_code: string;
    /** The portal account that booked it, and the family member (null = the account holder). */
    user_id: number;
    family_member_id: number | null;
    appt_date: DateText;
    start_time: TimeText;
    end_time: TimeText;
    /** 1 insurance, 2 self-pay. */
    payment_mode: number;
    /** Appointment Booked, Consultation Completed, Cancelled. */
    appointment_status: string;
    /** Not Required, Pending, Completed. */
    payment_status: string;
    created_at: ColumnType<Date, Date | undefined, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** The video service's own patient profiles (one per medical record number). */
  video_patient_profile: {
    id: Generated<number>;
    patient_id: string;
    /** The video service's user id of the profile (the sign-on's data.patientProfile.user_id). */
    user_id: string;
    name: string;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  /** Access tokens of /auth/logintelesso, stored as SHA-256 hashes. */
  video_access_token: {
    token_hash: string;
    patient_profile_id: number;
    patient_id: string;
    portal_user_id: number;
    family_member_id: number | null;
    expires_at: Date;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  /** One signalling message of a room (offer, answer, ICE candidate, hello, bye), read by long-polling. */
  video_signal: {
    id: Generated<number>;
    consultation_id: number;
    /** patient or doctor */
    sender_role: string;
    sender_session: string;
    /** null = every other participant. */
    target_session: string | null;
    kind: string;
    payload: ColumnType<unknown, string, string>;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
}
