import { TELE_PAYMENT_STATUS, isoToTeleDate, teleDisplayStatus } from '@portal/shared/contracts';
import { assertConsultationOpen } from './gate.js';
import type { Db } from '../../db/schema.js';
import type { Lang } from '../../adapters/content/catalogue.js';
import type { VideoAdapter, Consultation } from '../../adapters/video/index.js';
import type { PaymentAdapter } from '../../adapters/payment/index.js';
import { audit, patientRef } from '../audit/audit.js';
import { badRequest, forbidden, notFound } from '../../http/envelope.js';
import type { HisAdapter } from '../../adapters/his/index.js';
import { AppointmentsService, type Caller } from '../appointments/service.js';
import { doctorById, doctorByPhysicianNumber, doctorCard, locationByFacility } from '../appointments/doctor-directory.js';
import { facilityTimeZone, hospitalNow } from '../appointments/hospital-time.js';
import { endPaymentAttempt, insertPaymentAttempt, latestPaymentAttempt, openPaymentAttempt } from './repository.js';
import type { TeleListItem, TelePaymentStatus, TeleSso } from '@portal/shared/contracts';
export type { TeleListItem };

/**
 * Teleconsultation (docs/product.md#teleconsultation): the patient's consultation list with the display status, the payment
 * link and what the Consultation button may do; the single sign-on to the video service; and the payment's
 * outcome, asked of the payment service server to server. Booking, slots and rescheduling are the appointment
 * calls with scheduleType TELEMED (modules/appointments).
 */

/**
 * The fee of a self-paid video consultation, per currency of the hospital (in minor units: fils, baisa). The
 * hospital's tariff lives in its billing system; the stand-in's value is the one the payment page shows.
 */
export const SELF_PAY_FEE: Record<string, number> = { AED: 15_000, OMR: 15_000 };

/** The list page (and the payment page's return) of the portal. */
export const LIST_PATH = '/auth/teleconsultationAppointments';

export class TelecareService {
  private readonly appointments: AppointmentsService;

  constructor(
    private readonly db: Db,
    private readonly his: HisAdapter,
    private readonly video: VideoAdapter,
    private readonly payment: PaymentAdapter,
  ) {
    this.appointments = new AppointmentsService(db, { his, video });
  }

  /** The consultation of an appointment the caller owns (self, family member, or booked it); 403 otherwise. */
  private async ownedConsultation(caller: Caller, appointmentId: number, action: string): Promise<Consultation> {
    const { row } = await this.appointments.ownedAppointment(caller, appointmentId, action);
    if (row.scheduleType !== 'TELEMED') throw notFound('Teleconsultation not found');
    const c = await this.video.consultationByAppointment(row.id);
    if (!c) throw notFound('Teleconsultation not found');
    return c;
  }

  /**
   * The payment link of a consultation whose payment is Pending: the open attempt's link, after asking the
   * payment service how that attempt ended (a patient who paid and closed the tab is Completed on the next
   * look). A new attempt when there is none or the last one failed. '' when the service cannot be reached:
   * the list then says 'No Payment Link Found' (docs/product.md#teleconsultation-payment).
   */
  private async paymentLinkFor(c: Consultation, userId: number, lang: Lang): Promise<{ link: string; status: string }> {
    if (c.paymentStatus !== TELE_PAYMENT_STATUS.pending) return { link: '', status: c.paymentStatus };
    const open = await openPaymentAttempt(this.db, c.appointmentId);
    try {
      if (open) {
        const status = await this.payment.status(open.order_id);
        if (status === 'Open') return { link: open.payment_url, status: c.paymentStatus };
        if (status === 'Paid') {
          await this.settle(c, open.order_id, 'Paid', userId);
          return { link: '', status: TELE_PAYMENT_STATUS.completed };
        }
        await endPaymentAttempt(this.db, open.order_id, 'Failed', false);
      }
      const loc = locationByFacility(c.facilityCode);
      const currency = loc?.currency ?? 'AED';
      const d = doctorById(c.doctorId) ?? doctorByPhysicianNumber(c.physicianNumber);
      const doctorName = d ? d.name[lang] : c.physicianNumber;
      const created = await this.payment.createPayment({
        reference: c.refNo,
        amountMinor: SELF_PAY_FEE[currency] ?? SELF_PAY_FEE['AED']!,
        currency,
        description: lang === 'ar'
          ? `استشارة عن بُعد مع ${doctorName}، ${isoToTeleDate(c.apptDate)} ${c.startTime}`
          : `Teleconsultation with ${doctorName}, ${isoToTeleDate(c.apptDate)} ${c.startTime}`,
        returnUrl: `${LIST_PATH}?paymentFor=${c.appointmentId}`,
      });
      const inserted = await insertPaymentAttempt(this.db, { appointmentId: c.appointmentId, orderId: created.orderId, paymentUrl: created.paymentUrl, userId });
      if (inserted) return { link: inserted.payment_url, status: c.paymentStatus };
      // Another request opened an attempt at the same moment: use that one.
      const other = await openPaymentAttempt(this.db, c.appointmentId);
      return { link: other?.payment_url ?? '', status: c.paymentStatus };
    } catch {
      return { link: '', status: c.paymentStatus };
    }
  }

  /** An attempt ended: the attempt's status, and on Paid the consultation's payment (once), audited together. */
  private async settle(c: Consultation, orderId: string, status: 'Paid' | 'Failed', userId: number) {
    const changed = await endPaymentAttempt(this.db, orderId, status, true);
    if (status === 'Paid') await this.video.markPaid(c.appointmentId);
    if (changed) {
      await audit(this.db, {
        actorUserId: userId, subjectUserId: c.userId, familyMemberId: c.familyMemberId, action: status === 'Paid' ? 'pay' : 'payment-failed',
        resource: 'teleconsultation', resourceId: c.appointmentId, outcome: status === 'Paid' ? 'success' : 'failed',
      });
    }
  }

  private item(c: Consultation, link: string, paymentStatus: string, familyMemberId: number, lang: Lang): TeleListItem {
    const d = doctorById(c.doctorId) ?? doctorByPhysicianNumber(c.physicianNumber);
    const card = d ? doctorCard(d, lang) : null;
    const consultData = {
      id: c.id, meeting_id: c.meetingId, doctor_id: c.doctorId, patient_id: c.patientId, patient_profile_id: c.patientProfileId, patient_name: c.patientName,
      date: isoToTeleDate(c.apptDate), time: c.startTime, appointment_status: c.appointmentStatus, appointment_payment_status: paymentStatus,
    };
    return {
      doctorUser: { id: c.doctorId, name: card?.name ?? c.physicianNumber, image: card?.image ?? '', specialty: card?.specialization ?? '', know_langauges: card?.know_langauges ?? '', experience: card?.experience ?? 0 },
      consultData,
      payment_link: link,
      appointment: {
        appointmentId: c.appointmentId, appointmentRefNo: c.refNo, apptDate: c.apptDate, apptTime: c.startTime, apptEndTime: c.endTime,
        physicianNo: c.physicianNumber, physicianLicense: card?.physician_code ?? '', department: card?.department_code ?? '', facilityId: c.facilityCode,
        patientId: c.patientId, patientName: c.patientName, familyMemberId: c.familyMemberId ?? familyMemberId, paymentMode: c.paymentMode,
        timeZone: facilityTimeZone(c.facilityCode), displayStatus: teleDisplayStatus(consultData),
      },
    };
  }

  /**
   * The tele consultation list: the upcoming consultations (from the hospital's today) of the caller or a
   * family member; `today` keeps only today's. `patientId`, when sent, must be one of that person's records.
   */
  async consultationList(caller: Caller, q: { familyMemberId: number; patientId?: string; today: boolean }, lang: Lang): Promise<TeleListItem[]> {
    const actor = await this.appointments.actorFor(caller, q.familyMemberId);
    const records = await this.his.patientRecordsOf(actor);
    let patientIds = records.map((r) => r.patientId);
    if (q.patientId) {
      if (!patientIds.includes(q.patientId)) {
        await this.appointments.denied(caller, 'read', q.patientId);
        throw forbidden();
      }
      patientIds = [q.patientId];
    }
    const today = hospitalNow('Asia/Dubai').date;
    // Oman and the UAE share UTC+4, so one "today" serves both; each row is still checked at its own hospital.
    const list = (await this.video.consultationList({ patientIds, fromDate: today, onlyDate: q.today ? today : undefined }))
      .filter((c) => c.apptDate >= hospitalNow(facilityTimeZone(c.facilityCode)).date);
    const out: TeleListItem[] = [];
    for (const c of list) {
      const { link, status } = await this.paymentLinkFor(c, caller.userId, lang);
      out.push(this.item(c, link, status, q.familyMemberId, lang));
    }
    await audit(this.db, {
      actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: q.familyMemberId || null, action: 'read', resource: 'teleconsultation',
      resourceId: null, ip: caller.ip ?? null, outcome: 'success', patients: records.filter((r) => list.some((c) => c.patientId === r.patientId)).map(patientRef),
    });
    return out;
  }

  /**
   * /auth/logintelesso: an access token of the video service for the patient (a record of the caller or
   * a family member). With `appointmentId` (ours) it also checks that the consultation may start now and says
   * where the launch goes.
   */
  async sso(caller: Caller, r: { familyMemberId: number; patientMrn: string; appointmentId?: number }): Promise<TeleSso> {
    const actor = await this.appointments.actorFor(caller, r.familyMemberId);
    const records = await this.his.patientRecordsOf(actor);
    if (!records.some((x) => x.patientId === r.patientMrn)) {
      await this.appointments.denied(caller, 'sso', r.patientMrn);
      throw forbidden();
    }
    let consult: Consultation | undefined;
    if (r.appointmentId !== undefined) {
      consult = await this.ownedConsultation(caller, r.appointmentId, 'join');
      if (consult.patientId !== r.patientMrn) throw badRequest('PatientMrn: not the patient of this appointment');
      assertConsultationOpen(consult);
    }
    const sso = await this.video.sso({ patientId: r.patientMrn, patientName: `${actor.firstName} ${actor.lastName}`.trim(), portalUserId: caller.userId, familyMemberId: r.familyMemberId || null });
    await audit(this.db, {
      actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: r.familyMemberId || null, action: 'sso', resource: 'teleconsultation',
      resourceId: r.appointmentId ?? null, ip: caller.ip ?? null, outcome: 'success',
    });
    return {
      access_token: sso.accessToken,
      expires_in: sso.expiresIn,
      patientProfile: sso.patientProfile,
      meeting_id: consult?.meetingId ?? null,
      launchUrl: consult ? this.video.launchUrl(consult, sso) : null,
    };
  }

  /**
   * The patient came back from the payment page (or asks again): how the latest attempt of the appointment
   * ended, as the payment service says. Owner-checked.
   */
  async paymentStatus(caller: Caller, appointmentId: number): Promise<TelePaymentStatus> {
    const c = await this.ownedConsultation(caller, appointmentId, 'payment');
    const last = await latestPaymentAttempt(this.db, appointmentId);
    if (!last) return { appointment_payment_status: c.paymentStatus, attempt: 'None', familyMemberId: c.familyMemberId ?? 0 };
    let attempt = last.status;
    if (last.status === 'Open') {
      const status = await this.payment.status(last.order_id);
      if (status === 'Paid' || status === 'Failed') {
        await this.settle(c, last.order_id, status, caller.userId);
        attempt = status;
      }
    }
    const now = await this.video.consultationByAppointment(appointmentId);
    return { appointment_payment_status: now?.paymentStatus ?? c.paymentStatus, attempt, familyMemberId: c.familyMemberId ?? 0 };
  }
}
