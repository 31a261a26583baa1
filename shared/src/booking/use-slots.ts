import { useQuery } from '@tanstack/react-query';
import { MSG } from '@portal/shared/rules';
import { departmentCodesQuery, timeSlotsQuery, type ScheduleType, type SlotDoctor, type TimeSlots } from './booking.api';

export interface SlotsState {
  loading: boolean;
  data: TimeSlots | null;
  /** Set when the department is booked by the call centre or the server says to call. */
  callMessage: string | null;
  failed: boolean;
}

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
