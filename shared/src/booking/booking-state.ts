import type { Slot } from '@portal/shared/rules';

/**
 * The booking page's state (docs/product.md#booking-slots): the slot list follows the date, changing the date
 * clears the chosen slot, Confirm needs a slot, and one confirmed attempt carries one idempotency key.
 */
export interface BookingState {
  date: string;
  slot: Slot | null;
  familyMemberId: number;
  step: 'choose' | 'confirm' | 'submitting' | 'done';
  /** Set when the confirmation opens; reused by every submit of that attempt. */
  attemptKey: string | null;
  refNo: string | null;
}

export type BookingAction =
  | { type: 'date'; date: string }
  | { type: 'slot'; slot: Slot }
  | { type: 'patient'; familyMemberId: number }
  | { type: 'ask'; key: string }
  | { type: 'dismiss' }
  | { type: 'submit' }
  | { type: 'booked'; refNo: string }
  | { type: 'failed' }
  /** No answer (network down, API restarting: 'Network Error!'): the same attempt may be sent again. */
  | { type: 'unreachable' };

export function initialBooking(date: string, familyMemberId = 0): BookingState {
  return { date, slot: null, familyMemberId, step: 'choose', attemptKey: null, refNo: null };
}

export function bookingReducer(s: BookingState, a: BookingAction): BookingState {
  switch (a.type) {
    case 'date':
      return a.date === s.date ? s : { ...s, date: a.date, slot: null };
    case 'slot':
      return s.step === 'choose' ? { ...s, slot: a.slot } : s;
    case 'patient':
      return { ...s, familyMemberId: a.familyMemberId };
    case 'ask':
      return s.slot && s.step === 'choose' ? { ...s, step: 'confirm', attemptKey: a.key } : s;
    case 'dismiss':
      return s.step === 'confirm' ? { ...s, step: 'choose', attemptKey: null } : s;
    case 'submit':
      return s.step === 'confirm' ? { ...s, step: 'submitting' } : s;
    case 'booked':
      return { ...s, step: 'done', refNo: a.refNo };
    case 'unreachable':
      // The request may have booked before its answer was lost: keep the slot and the attempt's key, so the
      // patient's retry is the same attempt and the server books it at most once (idempotency key).
      return s.step === 'submitting' ? { ...s, step: 'confirm' } : s;
    case 'failed':
      // The slot may be gone: the list reloads and the patient picks again.
      return { ...s, step: 'choose', slot: null, attemptKey: null };
    default:
      return s;
  }
}

export const canConfirm = (s: BookingState): boolean => s.slot !== null && s.step === 'choose';

/** An error that says nothing about the booking itself: no answer, or a gateway/server briefly unavailable. */
export function isUnreachableError(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 0 || status === 502 || status === 503 || status === 504);
}
