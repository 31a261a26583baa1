import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiText } from '@portal/shared/api';
import type { AppointmentLists, AppointmentView, ConsultedDoctor } from '@portal/shared/contracts';
import { sessionStore } from '@portal/shared/session';

/** The API's appointment views (@portal/shared contracts): the lists, their appointments and the doctors seen. */
export type { AppointmentLists, ConsultedDoctor };
export type Appointment = AppointmentView;

const common = () => {
  const s = sessionStore.getState();
  return { brandName: s.brandName ?? 'burjeel', lang: s.lang };
};

export async function getAppointments(familyMemberId: number, facilityId?: string | number | null): Promise<AppointmentLists> {
  const r = await apiGet<AppointmentLists>('appointment/appointments', {
    searchParams: { ...common(), familyMemberId, facilityId: facilityId ?? undefined },
  });
  // TELEMED appointments have their own list (docs/product.md#booking-managing); the server leaves them out, this keeps it so.
  const regular = (a: Appointment) => a.scheduleType !== 'TELEMED';
  return { upcomingAppts: r.data.upcomingAppts.filter(regular), pastAppts: r.data.pastAppts.filter(regular), consultedDoctors: r.data.consultedDoctors };
}

export async function getRecentConsultations(familyMemberId = 0): Promise<ConsultedDoctor[]> {
  const r = await apiGet<ConsultedDoctor[]>('user/recentconsultations', { searchParams: { ...common(), familyMemberId } });
  return r.data ?? [];
}

/**
 * The keys of the appointments' server state. Everything a booking, a cancellation or a move changes is under
 * `all` (the lists of every patient, the dashboard's upcoming and consulted widgets): one invalidation refreshes it.
 */
export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: (familyMemberId: number, facility: string, lang: string) => ['appointments', 'lists', familyMemberId, facility, lang] as const,
  consulted: (familyMemberId: number, lang: string) => ['appointments', 'consulted', familyMemberId, lang] as const,
};

/** One patient's upcoming and past appointments, of one hospital when `facility` is set, worded in `lang`. */
export const appointmentListsQuery = (familyMemberId: number, facility: string, lang: string) =>
  queryOptions({ queryKey: appointmentKeys.lists(familyMemberId, facility, lang), queryFn: () => getAppointments(familyMemberId, facility || undefined) });

/** The doctors a patient saw recently (the dashboard's Re-Book list). */
export const recentConsultationsQuery = (familyMemberId: number, lang: string) =>
  queryOptions({ queryKey: appointmentKeys.consulted(familyMemberId, lang), queryFn: () => getRecentConsultations(familyMemberId) });

export async function cancelAppointment(a: Appointment): Promise<void> {
  await apiDelete('appointment/cancelappt', {
    json: {
      facilityId: [a.facilityId],
      appointmentId: a.appointmentId,
      reason: 'Cancelled by the patient',
      changeReason: 'Cancelled by the patient',
      patientId: a.patientId,
      encryptedSecurityKey: a.encryptedSecurityKey,
      extensions: {},
    },
  });
}

/** The appointment as an .ics file (RFC 5545), fetched with the bearer token, saved by the browser. */
export async function downloadCalendarFile(a: Appointment): Promise<void> {
  const text = await apiText('appointment/ics', { searchParams: { appointmentId: a.appointmentId, lang: common().lang } });
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${a.appointmentRefNo}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The lists with `a` cancelled: gone from Upcoming, in Past as cancelled, newest first (as the server will list it). */
function withCancelled(l: AppointmentLists, a: Appointment): AppointmentLists {
  const others = (x: Appointment) => x.appointmentId !== a.appointmentId;
  const newestFirst = (x: Appointment, y: Appointment) => (y.apptDate + y.apptTime).localeCompare(x.apptDate + x.apptTime);
  return { ...l, upcomingAppts: l.upcomingAppts.filter(others), pastAppts: [{ ...a, appointmentStatus: 'Cancelled' }, ...l.pastAppts.filter(others)].sort(newestFirst) };
}

/**
 * Cancelling an appointment (docs/product.md#booking-managing): on success the lists on screen move it at once, and everything under
 * `appointmentKeys.all` (every patient's lists, the dashboard's widgets) is asked again.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (_, a) => {
      queryClient.setQueriesData<AppointmentLists>({ queryKey: [...appointmentKeys.all, 'lists'] }, (l) => (l ? withCancelled(l, a) : l));
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}
