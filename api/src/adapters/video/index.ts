import type { Config } from '../../config.js';
import { consultationByAppointment, consultationsOfPatients, ensureProfile, insertConsultation, issueAccessToken, markPaid, setAppointmentStatus, updateSchedule, ACCESS_TOKEN_SECONDS, type Consultation, type NewConsultation } from '../../standins/video/repository.js';
import type { Db } from '../../db/schema.js';

export type { Consultation, NewConsultation };

export interface SsoRequest {
  /** Medical record number of the patient (already checked to be the caller's or a family member's). */
  patientId: string;
  patientName: string;
  portalUserId: number;
  familyMemberId: number | null;
}

export interface SsoResult {
  accessToken: string;
  /** The sign-on answer's data.patientProfile.user_id and id. */
  patientProfile: { user_id: string; id: number };
  expiresIn: number;
}

/**
 * The video consultation service (docs/product.md#teleconsultation-joining): consultations registered for TELEMED
 * appointments, the patient's consultation list, single sign-on, and where the launch goes.
 *
 * - `embedded`: the stand-in of standins/video (tables in this database, rooms under /video with WebRTC
 *   signalling through the API); the portal's own camera check and room pages are the launch.
 * - `http`: the configured video service at VIDEO_BASE_URL with headers APPID and Authorization; the launch
 *   is a browser redirect to its camera-check page.
 */
export interface VideoAdapter {
  readonly kind: 'embedded' | 'http';
  registerConsultation(c: NewConsultation): Promise<Consultation>;
  consultationByAppointment(appointmentId: number): Promise<Consultation | undefined>;
  /** consultation-list with patient_id and today. */
  consultationList(q: { patientIds: string[]; fromDate?: string; onlyDate?: string }): Promise<Consultation[]>;
  reschedule(appointmentId: number, to: { apptDate: string; startTime: string; endTime: string }): Promise<void>;
  cancel(appointmentId: number): Promise<void>;
  /** The payment service confirmed the payment of this appointment's consultation. */
  markPaid(appointmentId: number): Promise<void>;
  sso(r: SsoRequest): Promise<SsoResult>;
  /** Where the browser goes after the single sign-on; null = the portal's own camera check (embedded). */
  launchUrl(c: Consultation, sso: SsoResult): string | null;
}

export function createEmbeddedVideo(db: Db): VideoAdapter {
  return {
    kind: 'embedded',
    registerConsultation: (c) => insertConsultation(db, c),
    consultationByAppointment: (id) => consultationByAppointment(db, id),
    consultationList: (q) => consultationsOfPatients(db, q.patientIds, q),
    reschedule: (id, to) => updateSchedule(db, id, to),
    cancel: async (id) => {
      await setAppointmentStatus(db, id, 'Cancelled');
    },
    markPaid: async (id) => {
      await markPaid(db, id);
    },
    async sso(r) {
      const profile = await ensureProfile(db, r.patientId, r.patientName);
      const accessToken = await issueAccessToken(db, { profileId: profile.id, patientId: r.patientId, portalUserId: r.portalUserId, familyMemberId: r.familyMemberId });
      return { accessToken, patientProfile: { user_id: profile.userId, id: profile.id }, expiresIn: ACCESS_TOKEN_SECONDS };
    },
    launchUrl: () => null,
  };
}

/** A consultation as the video service's API sends it (its consultData, plus what the portal keeps). */
interface RemoteConsult {
  consultData: {
    id: number; meeting_id: string; doctor_id: number; patient_id: string; patient_profile_id: number; patient_name: string; date: string; time: string;
    end_time?: string; appointment_status: string | null; appointment_payment_status: string | null; appointment_id: number; ref_no?: string;
    physician_number?: string; facility_code?: string; user_id?: number; family_member_id?: number | null; payment_mode?: number;
  };
}

function fromRemote(r: RemoteConsult): Consultation {
  const c = r.consultData;
  const [d, m, y] = c.date.split('-');
  return {
    id: c.id, appointmentId: c.appointment_id, refNo: c.ref_no ?? '', meetingId: c.meeting_id, doctorId: c.doctor_id, physicianNumber: c.physician_number ?? '',
    patientId: c.patient_id, patientProfileId: c.patient_profile_id, patientName: c.patient_name, facilityCode: c.facility_code ?? '', userId: c.user_id ?? 0,
    familyMemberId: c.family_member_id ?? null, apptDate: `${y}-${m}-${d}`, startTime: c.time.slice(0, 5), endTime: (c.end_time ?? c.time).slice(0, 5),
    paymentMode: c.payment_mode ?? 1, appointmentStatus: c.appointment_status ?? 'Appointment Booked', paymentStatus: c.appointment_payment_status ?? 'Not Required',
  };
}

/**
 * Production: the video service's web API. `consultation-list` is the call the product names; the other paths
 * (consultations, sso) are the integration's and named here in one place.
 */
export function createHttpVideo(config: Pick<Config, 'VIDEO_BASE_URL' | 'VIDEO_APP_ID' | 'VIDEO_API_KEY'>, timeoutMs = 15_000): VideoAdapter {
  const base = config.VIDEO_BASE_URL?.replace(/\/+$/, '');
  if (!base || !config.VIDEO_APP_ID) throw new Error('VIDEO_BASE_URL and VIDEO_APP_ID are required for VIDEO_ADAPTER=http');
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', APPID: config.VIDEO_APP_ID! };
    if (config.VIDEO_API_KEY) headers['authorization'] = `Bearer ${config.VIDEO_API_KEY}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`video service answered ${res.status} on ${path}`);
    return (await res.json()) as T;
  }
  return {
    kind: 'http',
    async registerConsultation(c) {
      const r = await call<RemoteConsult>('POST', '/web/api/video/consultations', c);
      return fromRemote(r);
    },
    async consultationByAppointment(id) {
      const r = await call<{ data: RemoteConsult[] }>('POST', '/web/api/video/consultation-list', { appointment_id: id });
      return r.data[0] ? fromRemote(r.data[0]) : undefined;
    },
    async consultationList(q) {
      const out: Consultation[] = [];
      for (const patientId of q.patientIds) {
        const r = await call<{ success: boolean; consult_count: number; data: RemoteConsult[] }>('POST', '/web/api/video/consultation-list', {
          patient_id: patientId, today: q.onlyDate ? 'yes' : 'no',
        });
        out.push(...r.data.map(fromRemote).filter((c) => (!q.fromDate || c.apptDate >= q.fromDate) && (!q.onlyDate || c.apptDate === q.onlyDate)));
      }
      return out.sort((a, b) => (a.apptDate + a.startTime).localeCompare(b.apptDate + b.startTime));
    },
    async reschedule(id, to) {
      await call('PATCH', `/web/api/video/consultations/${id}`, to);
    },
    async cancel(id) {
      await call('PATCH', `/web/api/video/consultations/${id}`, { appointment_status: 'Cancelled' });
    },
    async markPaid(id) {
      await call('PATCH', `/web/api/video/consultations/${id}`, { appointment_payment_status: 'Completed' });
    },
    async sso(r) {
      const res = await call<{ access_token: string; expires_in?: number; patientProfile: { user_id: string; id: number } }>('POST', '/web/api/auth/sso', {
        patient_id: r.patientId, patient_name: r.patientName,
      });
      return { accessToken: res.access_token, patientProfile: res.patientProfile, expiresIn: res.expires_in ?? 3600 };
    },
    launchUrl(c, sso) {
      const q = new URLSearchParams({ consult_id: String(c.id), meeting_id: c.meetingId, patient_id: String(sso.patientProfile.id), access_token: sso.accessToken });
      return `${base}/web/camera-check?${q}`;
    },
  };
}
