import { useEffect, useState } from 'react';
import { MSG } from '@portal/shared/rules';
import { getDepartmentCodes, getTimeSlots, type ScheduleType, type SlotDoctor, type TimeSlots } from './booking.api';

export interface SlotsState {
  loading: boolean;
  data: TimeSlots | null;
  /** Set when the department is booked by the call centre or the server says to call. */
  callMessage: string | null;
  failed: boolean;
}

let departmentCodes: Promise<Set<string>> | null = null;
function callCentreDepartments(): Promise<Set<string>> {
  departmentCodes ??= getDepartmentCodes()
    .then((list) => new Set(list.map((d) => d.code)))
    .catch(() => {
      departmentCodes = null;
      return new Set<string>();
    });
  return departmentCodes;
}

/** Loads the slots of the doctor whenever the date changes (care §4); a newer date wins a race. */
export function useSlots(doctor: SlotDoctor | null, date: string, reloadKey = 0, scheduleType: ScheduleType = 'ONLINE'): SlotsState {
  const [state, setState] = useState<SlotsState>({ loading: true, data: null, callMessage: null, failed: false });
  useEffect(() => {
    if (!doctor) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    (async () => {
      // A department in the department-codes list skips the slot lookup (care §4).
      if ((await callCentreDepartments()).has(doctor.department_code)) {
        if (live) setState({ loading: false, data: null, callMessage: MSG.callForBooking, failed: false });
        return;
      }
      try {
        const data = await getTimeSlots(doctor, date, scheduleType);
        if (!live) return;
        const empty = !data.morningSlots.length && !data.afternoonSlots.length && !data.eveningSlots.length && !data.futureDates.length;
        const call = empty ? data.message.find((m) => m === MSG.callForBooking) ?? null : null;
        setState({ loading: false, data, callMessage: call, failed: false });
      } catch (err) {
        // A failed slot call is only logged (care §8); the page shows no slots.
        console.error('[appointments] time slots failed', err);
        if (live) setState({ loading: false, data: null, callMessage: null, failed: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [doctor?.physician_number, doctor?.department_code, date, reloadKey, scheduleType]);
  return state;
}
