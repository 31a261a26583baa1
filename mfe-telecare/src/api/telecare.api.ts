import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest, contentGet } from '@portal/shared/api';
import type { Country } from '@portal/shared/contracts';
import { sessionStore } from '@portal/shared/session';
import type { TeleListItem } from '@portal/shared/contracts';
export type { TeleListItem };

/**
 * The teleconsultation calls (care §7), one function each, with the TELECONSULT channel. Slots, booking and
 * rescheduling are the shared appointment calls of @portal/shared/booking with scheduleType TELEMED.
 */

/** A tele doctor of the content site (care §3), as getallteleconsultationdocters sends it. */
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

export interface SsoAnswer {
  access_token: string;
  expires_in: number;
  patientProfile: { user_id: string; id: number };
  meeting_id: string | null;
  /** Where the browser goes (the configured video service); null = the portal's own camera check (embedded). */
  launchUrl: string | null;
}

/** POST /auth/logintelesso (care §7): familyMemberId and PatientMrn; appointmentId names the consultation. */
export async function loginTeleSso(familyMemberId: number, patientMrn: string, appointmentId: number): Promise<SsoAnswer> {
  const r = await apiPost<SsoAnswer>('auth/logintelesso', { familyMemberId, PatientMrn: patientMrn, appointmentId }, { channel });
  return r.data;
}

export async function getPaymentStatus(appointmentId: number): Promise<{ appointment_payment_status: string; attempt: string; familyMemberId: number }> {
  const r = await apiPost<{ appointment_payment_status: string; attempt: string; familyMemberId: number }>('teleconsultation/paymentstatus', { appointmentId }, { channel });
  return r.data;
}

export interface CallBackRequest {
  firstName: string;
  lastName: string;
  callingCode: string;
  mobile: string;
  email: string;
  message: string;
}

/** POST /user/requestcallback (care §7): answers true or false. */
export async function requestCallBack(body: CallBackRequest): Promise<boolean> {
  const r = await apiRequest<{ data?: unknown } | boolean>('post', 'user/requestcallback', { json: body, channel });
  return r === true || (typeof r === 'object' && r !== null && (r as { data?: unknown }).data === true);
}

export async function getCountries(): Promise<Country[]> {
  return (await apiGet<Country[]>('masterdata/country')).data ?? [];
}
