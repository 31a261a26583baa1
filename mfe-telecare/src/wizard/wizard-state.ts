import { TELE_PAYMENT_MODE, type TelePaymentMode, type TeleWizardStep } from '@portal/shared/contracts';
import { bookingReducer, initialBooking, type BookingAction, type BookingState } from '@portal/shared/booking';
import { addDays } from '@portal/shared/dates';
import type { TeleDoctor } from '../api/telecare.api';

/**
 * The booking wizard (docs/product.md#teleconsultation-booking): the step names the product uses ('' = patient selection,
 * 'patient-selection-completed' = doctor selection, 'doctor-selection-completed' = slot selection), the payment
 * mode (insurance by default) and the doctor; the patient, date chip, slot, review, submit and success are the
 * booking state regular booking uses (`@portal/shared/booking`), so a teleconsultation keeps the same rules:
 * one idempotency key per confirmed attempt, kept when the answer is lost ('Network Error!') and renewed after
 * any other answer. Going back to an earlier step keeps what was chosen there; a later choice is dropped when
 * it no longer fits (another doctor clears the slot, another date clears the slot).
 */
export interface WizardState {
  step: TeleWizardStep;
  paymentMode: TelePaymentMode;
  doctor: TeleDoctor | null;
  /** A doctor handed over by re-book (navigation state): Proceed from step 1 goes straight to the slots. */
  preselected: boolean;
  /** Patient, date, slot, the review ('confirm') and its attempt key, the reference number. */
  booking: BookingState;
}

export type WizardAction =
  | BookingAction
  | { type: 'paymentMode'; mode: TelePaymentMode }
  | { type: 'patientDone' }
  | { type: 'doctor'; doctor: TeleDoctor }
  | { type: 'goto'; step: TeleWizardStep };

export const STEP_INDEX: Record<TeleWizardStep, number> = { '': 0, 'patient-selection-completed': 1, 'doctor-selection-completed': 2 };

export function initialWizard(today: string, doctor: TeleDoctor | null = null): WizardState {
  return { step: '', paymentMode: TELE_PAYMENT_MODE.insurance, doctor, preselected: doctor !== null, booking: initialBooking(today) };
}

function withBooking(s: WizardState, a: BookingAction): WizardState {
  const booking = bookingReducer(s.booking, a);
  return booking === s.booking ? s : { ...s, booking };
}

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  // Nothing but the answer moves while the request is on its way.
  if (s.booking.step === 'submitting' && a.type !== 'booked' && a.type !== 'failed' && a.type !== 'unreachable') return s;
  switch (a.type) {
    case 'paymentMode':
      return { ...s, paymentMode: a.mode };
    case 'patientDone':
      return { ...s, step: s.preselected && s.doctor ? 'doctor-selection-completed' : 'patient-selection-completed' };
    case 'doctor': {
      const same = s.doctor?.physician_number === a.doctor.physician_number;
      return { ...s, doctor: a.doctor, preselected: false, step: 'doctor-selection-completed', booking: same ? s.booking : { ...s.booking, slot: null } };
    }
    case 'goto':
      // Only back: a later step is reached by completing the ones before it.
      return STEP_INDEX[a.step] < STEP_INDEX[s.step]
        ? { ...s, step: a.step, preselected: a.step === '' ? s.preselected : false, booking: bookingReducer(s.booking, { type: 'dismiss' }) }
        : s;
    case 'ask':
      // The review needs a doctor as well as a slot.
      return s.doctor ? withBooking(s, a) : s;
    default:
      return withBooking(s, a);
  }
}

/** The 7 date chips (docs/product.md#teleconsultation-booking), from the hospital's today. */
export function dateChips(today: string, count = 7): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}
