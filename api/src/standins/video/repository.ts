import { createHash, randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { VideoTables } from './tables.js';

/** SQL of the embedded video service stand-in (consultations, profiles, access tokens, room signals). */

export interface Consultation {
  id: number;
  appointmentId: number;
  refNo: string;
  meetingId: string;
  doctorId: number;
  physicianNumber: string;
  patientId: string;
  patientProfileId: number;
  patientName: string;
  facilityCode: string;
  userId: number;
  familyMemberId: number | null;
  /** YYYY-MM-DD, HH:MM (hospital wall clock). */
  apptDate: string;
  startTime: string;
  endTime: string;
  paymentMode: number;
  appointmentStatus: string;
  paymentStatus: string;
}

const columns = [
  'id', 'appointment_id', 'ref_no', 'meeting_id', 'doctor_id', 'physician_number', 'patient_id', 'patient_profile_id', 'patient_name',
  'facility_code', 'user_id', 'family_member_id', 'payment_mode', 'appointment_status', 'payment_status',
  sql<string>`appt_date::text`.as('d'),
  sql<string>`to_char(start_time, 'HH24:MI')`.as('s'),
  sql<string>`to_char(end_time, 'HH24:MI')`.as('e'),
] as const;

/** A consultation row as `columns` selects it: the date and times as the hospital's wall-clock text. */
type ConsultationSelection = Omit<Selectable<VideoTables['video_consultation']>, 'appt_date' | 'start_time' | 'end_time' | 'created_at' | 'updated_at'> & {
  d: string;
  s: string;
  e: string;
};

function toConsultation(r: ConsultationSelection): Consultation {
  return {
    id: r.id, appointmentId: r.appointment_id, refNo: r.ref_no, meetingId: r.meeting_id, doctorId: r.doctor_id, physicianNumber: r.physician_number,
    patientId: r.patient_id, patientProfileId: r.patient_profile_id, patientName: r.patient_name, facilityCode: r.facility_code, userId: r.user_id,
    familyMemberId: r.family_member_id, apptDate: r.d, startTime: r.s, endTime: r.e, paymentMode: Number(r.payment_mode),
    appointmentStatus: r.appointment_status, paymentStatus: r.payment_status,
  };
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The video service's profile of a patient (one per medical record number), created on first use. */
export async function ensureProfile(db: Db, patientId: string, name: string): Promise<{ id: number; userId: string }> {
  await db
    .insertInto('video_patient_profile')
    .values({ patient_id: patientId, user_id: `VU-${randomBytes(6).toString('hex')}`, name })
    .onConflict((oc) => oc.column('patient_id').doNothing())
    .execute();
  const row = await db.selectFrom('video_patient_profile').select(['id', 'user_id']).where('patient_id', '=', patientId).executeTakeFirstOrThrow();
  return { id: row.id, userId: row.user_id };
}

export interface NewConsultation {
  appointmentId: number;
  refNo: string;
  doctorId: number;
  physicianNumber: string;
  patientId: string;
  patientName: string;
  facilityCode: string;
  userId: number;
  familyMemberId: number | null;
  apptDate: string;
  startTime: string;
  endTime: string;
  paymentMode: number;
}

/** Registers the consultation of an appointment; a second call for the same appointment returns the first. */
export async function insertConsultation(db: Db, c: NewConsultation): Promise<Consultation> {
  const profile = await ensureProfile(db, c.patientId, c.patientName);
  await db
    .insertInto('video_consultation')
    .values({
      appointment_id: c.appointmentId, ref_no: c.refNo, meeting_id: randomBytes(16).toString('base64url'), doctor_id: c.doctorId,
      physician_number: c.physicianNumber, patient_id: c.patientId, patient_profile_id: profile.id, patient_name: c.patientName,
      facility_code: c.facilityCode, user_id: c.userId, family_member_id: c.familyMemberId, appt_date: c.apptDate, start_time: c.startTime,
      end_time: c.endTime, payment_mode: c.paymentMode, appointment_status: 'Appointment Booked',
      payment_status: c.paymentMode === 2 ? 'Pending' : 'Not Required',
    })
    .onConflict((oc) => oc.column('appointment_id').doNothing())
    .execute();
  return (await consultationByAppointment(db, c.appointmentId))!;
}

export async function consultationByAppointment(db: Db, appointmentId: number): Promise<Consultation | undefined> {
  const r = await db.selectFrom('video_consultation').select(columns).where('appointment_id', '=', appointmentId).executeTakeFirst();
  return r ? toConsultation(r) : undefined;
}

export async function consultationByMeeting(db: Db, meetingId: string): Promise<Consultation | undefined> {
  const r = await db.selectFrom('video_consultation').select(columns).where('meeting_id', '=', meetingId).executeTakeFirst();
  return r ? toConsultation(r) : undefined;
}

/** Consultations of the given medical record numbers from `fromDate` (and only on `onlyDate` when given), by time. */
export async function consultationsOfPatients(db: Db, patientIds: string[], opts: { fromDate?: string; onlyDate?: string } = {}): Promise<Consultation[]> {
  if (patientIds.length === 0) return [];
  let q = db.selectFrom('video_consultation').select(columns).where('patient_id', 'in', patientIds).where('appointment_status', '<>', 'Cancelled');
  if (opts.fromDate) q = q.where('appt_date', '>=', opts.fromDate);
  if (opts.onlyDate) q = q.where('appt_date', '=', opts.onlyDate);
  const rows = await q.orderBy('appt_date').orderBy('start_time').execute();
  return rows.map(toConsultation);
}

export async function updateSchedule(db: Db, appointmentId: number, to: { apptDate: string; startTime: string; endTime: string }): Promise<void> {
  await db
    .updateTable('video_consultation')
    .set({ appt_date: to.apptDate, start_time: to.startTime, end_time: to.endTime, updated_at: new Date() })
    .where('appointment_id', '=', appointmentId)
    .execute();
}

export async function setAppointmentStatus(db: Db, appointmentId: number, status: 'Cancelled' | 'Consultation Completed'): Promise<boolean> {
  const r = await db
    .updateTable('video_consultation')
    .set({ appointment_status: status, updated_at: new Date() })
    .where('appointment_id', '=', appointmentId)
    .where('appointment_status', '=', 'Appointment Booked')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Pending → Completed, once (a repeated confirmation changes nothing). */
export async function markPaid(db: Db, appointmentId: number): Promise<boolean> {
  const r = await db
    .updateTable('video_consultation')
    .set({ payment_status: 'Completed', updated_at: new Date() })
    .where('appointment_id', '=', appointmentId)
    .where('payment_status', '=', 'Pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

// ── access tokens of the single sign-on ───────────────────────────────────────────────────────────
export const ACCESS_TOKEN_SECONDS = 4 * 60 * 60;

export async function issueAccessToken(db: Db, t: { profileId: number; patientId: string; portalUserId: number; familyMemberId: number | null }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired tokens of anybody are dropped on the way: the table holds only live ones.
  await db.deleteFrom('video_access_token').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('video_access_token')
    .values({
      token_hash: sha256(token), patient_profile_id: t.profileId, patient_id: t.patientId, portal_user_id: t.portalUserId,
      family_member_id: t.familyMemberId, expires_at: new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000),
    })
    .execute();
  return token;
}

export async function findAccessToken(db: Db, token: string) {
  return db
    .selectFrom('video_access_token')
    .select(['patient_profile_id', 'patient_id', 'portal_user_id', 'family_member_id'])
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

// ── room signalling ──────────────────────────────────────────────────────────────────────────────
export interface Signal {
  id: number;
  from: 'patient' | 'doctor';
  session: string;
  to: string | null;
  kind: string;
  payload: unknown;
}

export async function insertSignal(db: Db, s: { consultationId: number; role: 'patient' | 'doctor'; session: string; to: string | null; kind: string; payload: unknown }): Promise<number> {
  const r = await db
    .insertInto('video_signal')
    .values({ consultation_id: s.consultationId, sender_role: s.role, sender_session: s.session, target_session: s.to, kind: s.kind, payload: JSON.stringify(s.payload ?? null) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Messages for `session` after `after`: sent by someone else, to everybody or to that session. */
export async function signalsFor(db: Db, consultationId: number, session: string, after: number, limit = 100): Promise<Signal[]> {
  const rows = await db
    .selectFrom('video_signal')
    .select(['id', 'sender_role', 'sender_session', 'target_session', 'kind', 'payload'])
    .where('consultation_id', '=', consultationId)
    .where('id', '>', after as any)
    .where('sender_session', '<>', session)
    .where((eb) => eb.or([eb('target_session', 'is', null), eb('target_session', '=', session)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id), from: r.sender_role as Signal['from'], session: r.sender_session, to: r.target_session, kind: r.kind,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
  }));
}

/** Messages a room received in the last hour (a cap keeps one participant from filling the table). */
export async function recentSignalCount(db: Db, consultationId: number): Promise<number> {
  const r = await db
    .selectFrom('video_signal')
    .select(sql<string>`count(*)`.as('n'))
    .where('consultation_id', '=', consultationId)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The newest message id of a room (a participant who joins reads only what comes after it). */
export async function lastSignalId(db: Db, consultationId: number): Promise<number> {
  const r = await db.selectFrom('video_signal').select(sql<string>`coalesce(max(id), 0)`.as('m')).where('consultation_id', '=', consultationId).executeTakeFirst();
  return Number(r?.m ?? 0);
}

/** Signalling is only useful while a call is being set up: messages older than a day are dropped. */
export async function pruneSignals(db: Db): Promise<void> {
  await db.deleteFrom('video_signal').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}
