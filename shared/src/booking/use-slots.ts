import { queryOptions, useQuery } from '@tanstack/react-query';
import { MSG } from '@portal/shared/rules';
import { getDepartmentCodes, getTimeSlots, type ScheduleType, type SlotDoctor, type TimeSlots } from './booking.api';

export interface SlotsState {
  loading: boolean;
  data: TimeSlots | null;
  /** Set when the department is booked by the call centre or the server says to call. */
  callMessage: string | null;
  failed: boolean;
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
const departmentCodesQuery = () =>
  queryOptions({ queryKey: ['departmentCodes'] as const, queryFn: getDepartmentCodes, select: (list) => new Set(list.map((d) => d.code)), staleTime: Infinity, retry: false });

/** One doctor's free slots on one day. A failed slot call is only logged: the page shows no slots (docs/product.md#booking-slots). */
const timeSlotsQuery = (doctor: SlotDoctor, date: string, scheduleType: ScheduleType) =>
  queryOptions({
    queryKey: slotKeys.day(doctor, date, scheduleType),
    queryFn: () =>
      getTimeSlots(doctor, date, scheduleType).catch((err: unknown) => {
        console.error('[booking] time slots failed', err);
        throw err;
      }),
  });

const noSlots = (d: TimeSlots) => !d.morningSlots.length && !d.afternoonSlots.length && !d.eveningSlots.length && !d.futureDates.length;

/**
 * The slots of the doctor on `date` (docs/product.md#booking-slots): a new date is a new list. A department in the department-codes list
 * skips the slot lookup and says to call; so does the server when it has no slot and no future date.
 */
export function useSlots(doctor: SlotDoctor | null, date: string, scheduleType: ScheduleType = 'ONLINE'): SlotsState {
  const codes = useQuery({ ...departmentCodesQuery(), enabled: doctor !== null });
  // Without the list (its call failed) every department has its slots looked up.
  const callCentre = doctor !== null && Boolean(codes.data?.has(doctor.department_code));
  const slots = useQuery({
    ...timeSlotsQuery(doctor ?? { physician_number: '', physician_code: '', department_code: '' }, date, scheduleType),
    enabled: doctor !== null && !codes.isPending && !callCentre,
  });
  if (callCentre) return { loading: false, data: null, callMessage: MSG.callForBooking, failed: false };
  if (!doctor || codes.isPending || slots.isPending) return { loading: true, data: null, callMessage: null, failed: false };
  if (slots.isError) return { loading: false, data: null, callMessage: null, failed: true };
  const data = slots.data;
  return { loading: false, data, callMessage: noSlots(data) ? (data.message.find((m) => m === MSG.callForBooking) ?? null) : null, failed: false };
}
