import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiPost, apiRequest, contentGet } from '@portal/shared/api';
import type { ContactRequestBody, TeleListItem, TelePaymentStatus, TeleSso } from '@portal/shared/contracts';
import { sessionStore } from '@portal/shared/session';
import { leaveTo } from '../parts/leave-page';
export type { TeleListItem };

/**
 * The teleconsultation calls, one function each, with the TELECONSULT channel. Slots, booking and
 * rescheduling are the shared appointment calls of @portal/shared/booking with scheduleType TELEMED.
 */

/** A tele doctor of the content site, as getallteleconsultationdocters sends it. */
export interface TeleDoctor {
  id: number;
  name: string;
  image: string;
  specialization: string;
  know_langauges: string;
  experience: number;
  disease_key: string;
  gender?: string;
  locationId: number;
  location?: string;
  vblog?: string;
  facilityCode?: string;
  department_code: string;
  physician_code: string;
  physician_number: string;
  biography_web?: string;
  nationality?: string;
}

export async function getTeleDoctors(vblog?: string | null): Promise<TeleDoctor[]> {
  return (await contentGet<TeleDoctor[]>('getallteleconsultationdocters', { vblog: vblog || undefined })) ?? [];
}

const channel = 'TELECONSULT' as const;
const lang = () => ({ lang: sessionStore.getState().lang });

/** POST tele consultation list: patientId (empty = every record of the person), token, today ('yes' = only today's). */
export async function getConsultationList(familyMemberId: number, today = false, patientId = ''): Promise<TeleListItem[]> {
  const r = await apiPost<TeleListItem[]>(
    'teleconsultation/consultationlist',
    { patientId, token: sessionStore.getState().token ?? '', today: today ? 'yes' : 'no', familyMemberId },
    { channel, searchParams: lang() },
  );
  return r.data ?? [];
}

export const teleKeys = {
  all: ['teleconsultations'] as const,
  list: (familyMemberId: number, lang: string) => ['teleconsultations', 'list', familyMemberId, lang] as const,
  payment: (appointmentId: number) => ['teleconsultations', 'payment', appointmentId] as const,
};

/** One patient's teleconsultations, in the page's language (the doctors' names and specialties). */
export const consultationListQuery = (familyMemberId: number, lang: string) =>
  queryOptions({ queryKey: teleKeys.list(familyMemberId, lang), queryFn: () => getConsultationList(familyMemberId) });

/** The tele doctors of the content site (a hospital's own, or the brand's), in the page's language. */
export const teleDoctorsQuery = (vblog: string | null | undefined, lang: string) =>
  queryOptions({ queryKey: ['teleDoctors', vblog ?? '', lang], queryFn: () => getTeleDoctors(vblog) });

/** The outcome of a payment, asked once on the way back from the payment page. */
export const paymentStatusQuery = (appointmentId: number) =>
  queryOptions({ queryKey: teleKeys.payment(appointmentId), queryFn: () => getPaymentStatus(appointmentId), staleTime: Infinity });

/** POST /auth/logintelesso: familyMemberId and PatientMrn; appointmentId names the consultation. */
export async function loginTeleSso(familyMemberId: number, patientMrn: string, appointmentId: number): Promise<TeleSso> {
  const r = await apiPost<TeleSso>('auth/logintelesso', { familyMemberId, PatientMrn: patientMrn, appointmentId }, { channel });
  return r.data;
}

/** How a consultation opens: the configured video service (the browser is on its way there), or the embedded room's meeting. */
export type TeleLaunch = { redirectTo: string } | { meetingId: string; accessToken: string };

/**
 * Opening a consultation (docs/product.md#teleconsultation-joining): the patient's consultations of today must still hold it, then the
 * single sign-on; with a configured video service the browser leaves for it. Asked once per visit of the launch page
 * (never from the cache: each visit signs on afresh).
 */
export const teleLaunchQuery = (item: TeleListItem, familyMemberId: number) =>
  queryOptions({
    queryKey: ['teleLaunch', item.appointment.appointmentId, familyMemberId] as const,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    queryFn: async (): Promise<TeleLaunch> => {
      const today = await getConsultationList(familyMemberId, true, item.consultData.patient_id);
      const consult = today.find((c) => c.appointment.appointmentId === item.appointment.appointmentId);
      if (!consult) throw new Error("not in today's consultations");
      const sso = await loginTeleSso(familyMemberId, consult.consultData.patient_id, consult.appointment.appointmentId);
      if (!sso.launchUrl) return { meetingId: sso.meeting_id ?? consult.consultData.meeting_id, accessToken: sso.access_token };
      leaveTo(sso.launchUrl);
      return { redirectTo: sso.launchUrl };
    },
  });

export async function getPaymentStatus(appointmentId: number): Promise<TelePaymentStatus> {
  const r = await apiPost<TelePaymentStatus>('teleconsultation/paymentstatus', { appointmentId }, { channel });
  return r.data;
}

/** Request Call Back: the answer, true or false, of the request with the typed mobile and e-mail trimmed. */
export function useRequestCallBack() {
  return useMutation({ mutationFn: (f: ContactRequestBody) => requestCallBack({ ...f, mobile: String(f.mobile).trim(), email: f.email.trim() }) });
}

/** POST /user/requestcallback: answers true or false. */
export async function requestCallBack(body: ContactRequestBody): Promise<boolean> {
  const r = await apiRequest<{ data?: unknown } | boolean>('post', 'user/requestcallback', { json: body, channel });
  return r === true || (typeof r === 'object' && r !== null && (r as { data?: unknown }).data === true);
}

