import { TELE_PAYMENT_MODE, type TelePaymentMode, type TeleWizardStep } from '@portal/shared/contracts';
import type { Slot } from '@portal/shared/booking';
import type { TeleDoctor } from '../api/telecare.api';

/**
 * The booking wizard of care §2 and §4: the step names of the spec ('' = patient selection,
 * 'patient-selection-completed' = doctor selection, 'doctor-selection-completed' = slot selection), the chosen
 * patient and payment mode (insurance by default), doctor, date chip and slot, then review, submit and success.
 * Going back to an earlier step keeps what was chosen there; a later choice is dropped when it no longer fits
 * (another doctor clears the slot, another date clears the slot).
 */
export interface WizardState {
  step: TeleWizardStep;
  familyMemberId: number;
  paymentMode: TelePaymentMode;
  doctor: TeleDoctor | null;
  /** A doctor handed over by re-book (navigation state): Proceed from step 1 goes straight to the slots. */
  preselected: boolean;
  date: string;
  slot: Slot | null;
  phase: 'choose' | 'review' | 'submitting' | 'done';
  attemptKey: string | null;
  refNo: string | null;
}

export type WizardAction =
  | { type: 'patient'; familyMemberId: number }
  | { type: 'paymentMode'; mode: TelePaymentMode }
  | { type: 'patientDone' }
  | { type: 'doctor'; doctor: TeleDoctor }
  | { type: 'goto'; step: TeleWizardStep }
  | { type: 'date'; date: string }
  | { type: 'slot'; slot: Slot }
  | { type: 'review'; key: string }
  | { type: 'dismiss' }
  | { type: 'submit' }
  | { type: 'booked'; refNo: string }
  | { type: 'failed' };

export const STEP_INDEX: Record<TeleWizardStep, number> = { '': 0, 'patient-selection-completed': 1, 'doctor-selection-completed': 2 };

export function initialWizard(today: string, doctor: TeleDoctor | null = null): WizardState {
  return {
    step: '', familyMemberId: 0, paymentMode: TELE_PAYMENT_MODE.insurance, doctor, preselected: doctor !== null, date: today, slot: null,
    phase: 'choose', attemptKey: null, refNo: null,
  };
}

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  if (s.phase === 'submitting' && a.type !== 'booked' && a.type !== 'failed') return s;
  switch (a.type) {
    case 'patient':
      return { ...s, familyMemberId: a.familyMemberId };
    case 'paymentMode':
      return { ...s, paymentMode: a.mode };
    case 'patientDone':
      return { ...s, step: s.preselected && s.doctor ? 'doctor-selection-completed' : 'patient-selection-completed' };
    case 'doctor':
      return { ...s, doctor: a.doctor, preselected: false, slot: s.doctor?.physician_number === a.doctor.physician_number ? s.slot : null, step: 'doctor-selection-completed' };
    case 'goto':
      // Only back: a later step is reached by completing the ones before it.
      return STEP_INDEX[a.step] < STEP_INDEX[s.step] ? { ...s, step: a.step, preselected: a.step === '' ? s.preselected : false, phase: 'choose' } : s;
    case 'date':
      return a.date === s.date ? s : { ...s, date: a.date, slot: null };
    case 'slot':
      return s.phase === 'choose' ? { ...s, slot: a.slot } : s;
    case 'review':
      return s.slot && s.doctor && s.phase === 'choose' ? { ...s, phase: 'review', attemptKey: a.key } : s;
    case 'dismiss':
      return s.phase === 'review' ? { ...s, phase: 'choose', attemptKey: null } : s;
    case 'submit':
      return s.phase === 'review' ? { ...s, phase: 'submitting' } : s;
    case 'booked':
      return { ...s, phase: 'done', refNo: a.refNo };
    case 'failed':
      // The slot may be gone: the list reloads and the patient picks again.
      return { ...s, phase: 'choose', slot: null, attemptKey: null };
    default:
      return s;
  }
}

/** The 7 date chips (care §9), from the hospital's today. */
export function dateChips(today: string, count = 7): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}
