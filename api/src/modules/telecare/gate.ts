import { MSG, consultationGate, isoToTeleDate } from '@portal/shared/contracts';
import type { Consultation } from '../../adapters/video/index.js';
import { AppError } from '../../http/envelope.js';
import { facilityTimeZone, hospitalNow } from '../appointments/hospital-time.js';

/**
 * The joining window (docs/product.md#teleconsultation-joining) as the server enforces it, at the hospital's own
 * clock: a consultation may be joined on its day, from
 * 5 minutes before its time, once paid (or not needing payment), until it is completed. Throws the refusal the
 * patient reads (409), in the spec's words where it has them.
 */
export function assertConsultationOpen(c: Consultation, now: Date = new Date()): void {
  const gate = consultationGate(
    { date: c.apptDate, time: c.startTime, appointment_status: c.appointmentStatus, appointment_payment_status: c.paymentStatus },
    hospitalNow(facilityTimeZone(c.facilityCode), now),
  );
  if (gate.enabled) return;
  if (gate.reason === 'notToday') throw new AppError(409, `${MSG.teleScheduledOn} ${isoToTeleDate(c.apptDate).replaceAll('-', '/')}`, 'Conflict');
  if (gate.reason === 'tooEarly') throw new AppError(409, MSG.teleTooEarly, 'Conflict');
  if (gate.reason === 'paymentPending' || gate.reason === 'paymentRequired') throw new AppError(409, MSG.telePaymentPending, 'Conflict');
  throw new AppError(409, MSG.teleConsultationClosed, 'Conflict');
}
