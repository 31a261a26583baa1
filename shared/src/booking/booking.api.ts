import type { Dispatch } from 'react';
import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut, type InvokingChannel } from '@portal/shared/api';
import { sessionStore } from '@portal/shared/session';
import type { BookedAppointment, DepartmentCode, Slot, TimeSlots } from '@portal/shared/rules';
import type { BookingAction, BookingState } from './booking-state';
import { sendBookingAttempt, type AttemptOutcome, type Send } from './send-attempt';

export type { Slot, TimeSlots };

/**
 * The appointment calls shared by regular booking (mfe-appointments) and teleconsultation
 * (mfe-telecare): time slots, book, reschedule. A teleconsultation is the same call with scheduleType TELEMED,
 * the payment mode as apptType and the TELECONSULT channel.
 */

export interface SlotDoctor {
  physician_number: string;
  physician_code: string;
  department_code: string;
  facilityCode?: string;
}

/** ONLINE: a visit at the hospital; TELEMED: a video consultation. */
export type ScheduleType = 'ONLINE' | 'TELEMED';

const channelOf = (t: ScheduleType): InvokingChannel => (t === 'TELEMED' ? 'TELECONSULT' : 'PATIENTPORTA');
const lang = () => ({ lang: sessionStore.getState().lang });

export async function getTimeSlots(doctor: SlotDoctor, date: string, scheduleType: ScheduleType = 'ONLINE'): Promise<TimeSlots> {
  const r = await apiPost<TimeSlots>(
    'appointment/timeslots',
    {
      facilityId: doctor.facilityCode ? [doctor.facilityCode] : [],
      department: [doctor.department_code],
      physicianLicense: [doctor.physician_code],
      physicianNo: [doctor.physician_number],
      providerLicence: doctor.physician_code,
      beginDate: date,
      endDate: date,
      patientId: '',
      scheduleType,
      extensions: {},
    },
    { searchParams: lang(), channel: channelOf(scheduleType) },
  );
  return r.data;
}

export interface BookInput {
  doctor: SlotDoctor;
  slot: Slot;
  familyMemberId: number;
  /** One key per confirmed booking attempt: a repeated submit (double click, retry) books once. */
  idempotencyKey: string;
  scheduleType?: ScheduleType;
  /** TELEMED: 1 insurance (default), 2 self (docs/product.md#teleconsultation-booking). */
  paymentMode?: 1 | 2;
}

export async function bookAppointment(input: BookInput): Promise<BookedAppointment> {
  const { doctor, slot } = input;
  const scheduleType = input.scheduleType ?? 'ONLINE';
  const r = await apiPost<BookedAppointment>(
    'appointment/bookappt',
    {
      facilityId: doctor.facilityCode ? [doctor.facilityCode] : [],
      appointmentdetails: {
        apptDate: slot.date,
        apptStartTime: slot.startTime,
        apptEndTime: slot.endTime,
        patientId: '',
        familyMemberId: input.familyMemberId,
        callpoint: 'PATIENTPORTAL',
        department: slot.department || doctor.department_code,
        physicianNo: doctor.physician_number,
        physicianLicense: doctor.physician_code,
        scheduleType,
        ...(scheduleType === 'TELEMED' ? { apptType: input.paymentMode ?? 1 } : {}),
        comment: '',
      },
      // The server builds the hospital registration from the account; the spec sends these empty.
      patientdetails: { comment: '', title: '', firstName: '', lastName: '', email: '', dateOfBirth: '', identityNumber: '', mobileNo: '' },
      extensions: {},
    },
    { headers: { 'Idempotency-Key': input.idempotencyKey }, channel: channelOf(scheduleType) },
  );
  return r.data;
}

export interface RescheduleInput {
  appointmentId: number;
  facilityId: string;
  slot: Slot;
  physicianNo: string;
  physicianLicense: string;
  patientNo: string;
  mobileNo: string;
  scheduleType?: ScheduleType;
}

export async function rescheduleAppointment(i: RescheduleInput): Promise<BookedAppointment> {
  const r = await apiPut<BookedAppointment>(
    'appointment/updateappt',
    {
      facilityId: [i.facilityId],
      appointmentId: i.appointmentId,
      apptDate: i.slot.date,
      apptTime: i.slot.startTime,
      duration: '',
      department: i.slot.department,
      patientNo: i.patientNo,
      physicianNo: i.physicianNo,
      physicianLicense: i.physicianLicense,
      changeReason: 'Rescheduled by the patient',
      mobileNo: i.mobileNo,
      encryptedSecurityKey: '',
      extensions: {},
    },
    { channel: channelOf(i.scheduleType ?? 'ONLINE') },
  );
  return r.data;
}

/** GET masterdata/getdepartmentcodes: departments booked by the call centre (no slot lookup, docs/product.md#booking-slots). */
export async function getDepartmentCodes(): Promise<DepartmentCode[]> {
  const r = await apiGet<DepartmentCode[]>('masterdata/getdepartmentcodes');
  return r.data ?? [];
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The keys of the slot lists: one day of one doctor, per kind of appointment. A booking, a move or a refused attempt
 * changes what is free, so each invalidates `all` (see `useBookingAttempt`).
 */
export const slotKeys = {
  all: ['slots'] as const,
  day: (doctor: SlotDoctor, date: string, scheduleType: ScheduleType) =>
    ['slots', scheduleType, doctor.facilityCode ?? '', doctor.department_code, doctor.physician_number, doctor.physician_code, date] as const,
};

/** The departments the call centre books (docs/product.md#booking-slots): asked once a session; a failure is asked again by the next page. */
export const departmentCodesQuery = () =>
  queryOptions({ queryKey: ['departmentCodes'] as const, queryFn: getDepartmentCodes, select: (list) => new Set(list.map((d) => d.code)), staleTime: Infinity, retry: false });

/** One doctor's free slots on one day. A failed slot call is only logged: the page shows no slots (docs/product.md#booking-slots). */
export const timeSlotsQuery = (doctor: SlotDoctor, date: string, scheduleType: ScheduleType) =>
  queryOptions({
    queryKey: slotKeys.day(doctor, date, scheduleType),
    queryFn: () =>
      getTimeSlots(doctor, date, scheduleType).catch((err: unknown) => {
        console.error('[booking] time slots failed', err);
        throw err;
      }),
  });

export interface BookingAttemptOptions {
  /** The server state a booking or a move changes besides the slots (the remote's appointment lists). */
  changes: QueryKey;
  /** How long the error stays (5 s, 3 s when re-booking; docs/product.md#booking-one-per-slot). */
  errorMs?: number;
}

/**
 * `sendBookingAttempt` with the server state it changes: after a booking or a move the slot lists and `changes` are
 * asked again; after a refusal the slot lists (the slot may be gone, the patient picks again).
 */
export function useBookingAttempt({ changes, errorMs = 5000 }: BookingAttemptOptions) {
  const queryClient = useQueryClient();
  return async (state: BookingState, dispatch: Dispatch<BookingAction>, send: Send): Promise<AttemptOutcome | null> => {
    const outcome = await sendBookingAttempt(state, dispatch, send, errorMs);
    if (outcome === 'booked' || outcome === 'failed') void queryClient.invalidateQueries({ queryKey: slotKeys.all });
    if (outcome === 'booked') void queryClient.invalidateQueries({ queryKey: changes });
    return outcome;
  };
}
