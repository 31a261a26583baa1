/**
 * Teleconsultation rules (docs/product.md#teleconsultation: display status, Consultation and Payment buttons, 5 minutes
 * early, payment modes, 7 date chips), in one place: the list page shows them and the API enforces the same
 * ones when somebody joins a video room. Zod-free and DOM-free (the API imports it in Node).
 */

/** Payment mode of a tele booking (docs/product.md#teleconsultation-booking): 1 = pay by insurance (default), 2 = pay by myself. */
export const TELE_PAYMENT_MODE = { insurance: 1, self: 2 } as const;
export type TelePaymentMode = (typeof TELE_PAYMENT_MODE)[keyof typeof TELE_PAYMENT_MODE];

/** `consultData.appointment_status` values of the video service. */
export const TELE_APPOINTMENT_STATUS = {
  booked: 'Appointment Booked',
  completed: 'Consultation Completed',
  cancelled: 'Cancelled',
} as const;

/** `consultData.appointment_payment_status` values. */
export const TELE_PAYMENT_STATUS = { notRequired: 'Not Required', pending: 'Pending', completed: 'Completed' } as const;

/** The video consultation may start this many minutes before the appointment time (docs/product.md#teleconsultation-joining). */
export const TELE_EARLY_JOIN_MINUTES = 5;
/** Date chips of the wizard's slot step (docs/product.md#teleconsultation-booking). */
export const TELE_DATE_CHIPS = 7;
/** The wizard's steps: '' = patient selection, then doctor selection, then slot selection. */
export const TELE_WIZARD_STEPS = ['', 'patient-selection-completed', 'doctor-selection-completed'] as const;
export type TeleWizardStep = (typeof TELE_WIZARD_STEPS)[number];

/** The part of a consultation the rules read. `date` is ISO (YYYY-MM-DD), `time` HH:MM, both hospital wall-clock. */
export interface TeleConsultState {
  date: string;
  time: string;
  appointment_status: string | null;
  appointment_payment_status: string | null;
}

/** The display status (docs/product.md#teleconsultation-status), in this order of precedence. */
export type TeleDisplayStatus = 'Consultation Completed' | 'Payment Completed' | 'Payment Pending' | 'Booked';

export function teleDisplayStatus(c: Pick<TeleConsultState, 'appointment_status' | 'appointment_payment_status'>): TeleDisplayStatus | string {
  if (c.appointment_status === TELE_APPOINTMENT_STATUS.completed) return 'Consultation Completed';
  if (c.appointment_payment_status === TELE_PAYMENT_STATUS.completed) return 'Payment Completed';
  if (c.appointment_payment_status === TELE_PAYMENT_STATUS.pending) return 'Payment Pending';
  if (c.appointment_status === null || c.appointment_status === '' || c.appointment_status === TELE_APPOINTMENT_STATUS.booked) return 'Booked';
  return c.appointment_status;
}

/** A hospital's wall clock: date YYYY-MM-DD and time HH:MM. */
export interface WallClock {
  date: string;
  time: string;
}

/** Why the Consultation button is disabled; `opensAt` (HH:MM) for `tooEarly`. */
export type ConsultationGate =
  | { enabled: true }
  | { enabled: false; reason: 'paymentPending' | 'completed' | 'cancelled' | 'paymentRequired' | 'notToday' | 'tooEarly'; opensAt?: string };

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const fromMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The Consultation button (docs/product.md#teleconsultation-status): disabled while payment is Pending or once the consultation is
 * Completed; otherwise only when payment is Not Required or Completed; only on the appointment day (hospital
 * time), from 5 minutes before the appointment time. After the time it stays open until the consultation is
 * completed (a doctor running late still meets the patient).
 */
export function consultationGate(c: TeleConsultState, now: WallClock): ConsultationGate {
  if (c.appointment_status === TELE_APPOINTMENT_STATUS.cancelled) return { enabled: false, reason: 'cancelled' };
  if (c.appointment_payment_status === TELE_PAYMENT_STATUS.pending) return { enabled: false, reason: 'paymentPending' };
  if (c.appointment_status === TELE_APPOINTMENT_STATUS.completed) return { enabled: false, reason: 'completed' };
  const paid = c.appointment_payment_status === TELE_PAYMENT_STATUS.notRequired || c.appointment_payment_status === TELE_PAYMENT_STATUS.completed;
  if (!paid) return { enabled: false, reason: 'paymentRequired' };
  if (c.date !== now.date) return { enabled: false, reason: 'notToday' };
  const opens = Math.max(0, toMinutes(c.time) - TELE_EARLY_JOIN_MINUTES);
  if (toMinutes(now.time) < opens) return { enabled: false, reason: 'tooEarly', opensAt: fromMinutes(opens) };
  return { enabled: true };
}

/** The Payment button (docs/product.md#teleconsultation-payment): enabled only while payment is Pending. */
export function paymentEnabled(c: Pick<TeleConsultState, 'appointment_payment_status' | 'appointment_status'>): boolean {
  return c.appointment_payment_status === TELE_PAYMENT_STATUS.pending && c.appointment_status !== TELE_APPOINTMENT_STATUS.cancelled;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of a time zone (Asia/Dubai, Asia/Muscat) at `now`, whatever the device's own zone. */
export function wallClock(timeZone: string, now: Date = new Date()): WallClock {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(now).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** consultData.date is dd-mm-yyyy. */
export function teleDateToIso(ddmmyyyy: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(ddmmyyyy.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : ddmmyyyy;
}
export function isoToTeleDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

/** Case, diacritics and Arabic letter variants do not matter to the doctor search. */
export function normalizeSearchText(s: string): string {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Tele doctor search (docs/product.md#teleconsultation-booking): name, languages or disease key contain the text, ignoring case; empty text matches all. */
export function matchesTeleDoctor(d: { name: string; know_langauges: string; disease_key: string }, text: string): boolean {
  const q = normalizeSearchText(text);
  if (!q) return true;
  return [d.name, d.know_langauges, d.disease_key].some((field) => normalizeSearchText(field ?? '').includes(q));
}
