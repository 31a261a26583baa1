import { apiDelete, apiGet, apiText } from '@portal/shared/api';
import { sessionStore } from '@portal/shared/session';
import type { Doctor } from '../doctors/doctors.api';

export interface Appointment {
  appointmentRefNo: string;
  appointmentId: number;
  appointmentStatus: string | number;
  apptDate: string;
  apptTime: string;
  apptEndTime?: string;
  physicianName: string;
  name?: string;
  specialty: string;
  experience: number;
  image: string;
  location: string;
  locationId: number | null;
  vblog: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  facilityId: string;
  patientId: string;
  patientName?: string;
  familyMemberId: number;
  mobileNo: string;
  scheduleType: string;
  encryptedSecurityKey: string;
  department: string;
  physicianLicense: string;
  physicianNo: string;
  doctorId?: number;
  doctor: (Doctor & { facilityCode?: string }) | null;
}

export type ConsultedDoctor = Doctor & { scheduleType: string; lastVisit?: string };

export interface AppointmentLists {
  upcomingAppts: Appointment[];
  pastAppts: Appointment[];
  consultedDoctors: ConsultedDoctor[];
}

const common = () => {
  const s = sessionStore.getState();
  return { brandName: s.brandName ?? 'burjeel', lang: s.lang };
};

export async function getAppointments(familyMemberId: number, facilityId?: string | number | null): Promise<AppointmentLists> {
  const r = await apiGet<AppointmentLists>('appointment/appointments', {
    searchParams: { ...common(), familyMemberId, facilityId: facilityId ?? undefined },
  });
  // TELEMED appointments have their own list (care §4); the server leaves them out, this keeps it so.
  const regular = (a: Appointment) => a.scheduleType !== 'TELEMED';
  return { upcomingAppts: r.data.upcomingAppts.filter(regular), pastAppts: r.data.pastAppts.filter(regular), consultedDoctors: r.data.consultedDoctors };
}

export async function getRecentConsultations(familyMemberId = 0): Promise<ConsultedDoctor[]> {
  const r = await apiGet<ConsultedDoctor[]>('user/recentconsultations', { searchParams: { ...common(), familyMemberId } });
  return r.data ?? [];
}

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
