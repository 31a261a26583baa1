import type { Dispatch } from 'react';
import type { Slot } from '@portal/shared/rules';
import { toast } from '@portal/shared/ui';
import { bookingErrorText } from './booking-errors';
import { isUnreachableError, type BookingAction, type BookingState } from './booking-state';

export type AttemptOutcome = 'booked' | 'unreachable' | 'failed';
export interface Attempt {
  slot: Slot;
  familyMemberId: number;
  idempotencyKey: string;
}

export type Send = (attempt: Attempt) => Promise<{ appointmentRefNo: string }>;

/**
 * Sends the confirmed attempt of a booking (the state at 'confirm', with its slot and idempotency key) and moves
 * the state by the answer. Booked: done. No answer ('Network Error!', the API restarting): the confirmation
 * stays open with the same key, so Yes again is the same attempt and the server books it at most once. Any
 * other refusal ends the attempt (the slot may be gone): the next confirmation gets a new key. The error is
 * shown as a toast for `errorMs`. Returns the outcome, or null when there was nothing to send. Regular booking and
 * teleconsultation book through this, and the reschedule page moves through it (a repeated move to the time the
 * appointment already has is answered alike by the server).
 */
export async function sendBookingAttempt(state: BookingState, dispatch: Dispatch<BookingAction>, send: Send, errorMs: number): Promise<AttemptOutcome | null> {
  if (state.step !== 'confirm' || !state.slot || !state.attemptKey) return null;
  dispatch({ type: 'submit' });
  try {
    const r = await send({ slot: state.slot, familyMemberId: state.familyMemberId, idempotencyKey: state.attemptKey });
    dispatch({ type: 'booked', refNo: r.appointmentRefNo });
    return 'booked';
  } catch (err) {
    toast.error(bookingErrorText(err), errorMs);
    const outcome = isUnreachableError(err) ? 'unreachable' : 'failed';
    dispatch({ type: outcome });
    return outcome;
  }
}
