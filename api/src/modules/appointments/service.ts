import type { AppointmentView, BookedAppointment, ConsultedDoctor, TimeSlots } from '@portal/shared/contracts';
import { MSG, adultSameNumberMessage, emiratesIdMatchesBirthYear, DOCUMENT_TYPES, TELE_APPOINTMENT_STATUS, TELE_PAYMENT_MODE } from '@portal/shared/contracts';
import { icsCalendar } from '@portal/shared/calendar';
import type { VideoAdapter } from '../../adapters/video/index.js';
import type { Db } from '../../db/schema.js';
import type { Lang } from '../../adapters/content/catalogue.js';
import { audit, patientRef } from '../audit/audit.js';
import { findLookup, currentAppConfiguration } from '../masterdata/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/envelope.js';
import { SlotTakenError, type HisAdapter, type HisAppointment as AppointmentRow, type PersonIdentity } from '../../adapters/his/index.js';
import { accountPerson } from '../user/index.js';
import { PatientLinks, linkProblem } from '../user/patient-link.js';
import { familyMembersOf } from '../family/identities.js';
import { addDays } from '@portal/shared/dates';
import { facilityTimeZone, hospitalNow, hospitalZone } from './hospital-time.js';
import { freeSlotsOn, futureDatesWithSlots, groupSlots, scheduledSlot } from './slots.js';
import { doctorById, doctorByPhysicianNumber, doctorCard, locationByFacility } from './doctor-directory.js';

/** Ours (the spec leaves the text to the server): a slot someone else booked first. */
export const SLOT_TAKEN = MSG.slotTaken;
export const FUTURE_DAYS = 30;

export interface Caller {
  userId: number;
  ip?: string;
  /** The caller's identity when the session check has read it already (http/auth.ts): no second read. */
  identity?: PersonIdentity;
}

/** Someone the caller may act for: self (familyMemberId 0) or a family member. */
export interface Actor extends PersonIdentity {
  familyMemberId: number;
  relation: string;
}

/** ONLINE: a visit at the hospital; TELEMED: a video consultation (teleconsultation). */
export type ScheduleType = 'ONLINE' | 'TELEMED';

export interface TimeslotQuery {
  physicianNo: string;
  department?: string;
  beginDate: string;
  scheduleType?: ScheduleType;
}

export interface BookRequest {
  apptDate: string;
  apptStartTime: string;
  physicianNo: string;
  department?: string;
  familyMemberId: number;
  patientId?: string;
  scheduleType: string;
  /** TELEMED only: the payment mode (apptType; 1 insurance, 2 self). */
  paymentMode?: number;
  idempotencyKey?: string | null;
}

export interface RescheduleRequest {
  appointmentId: number;
  apptDate: string;
  apptTime: string;
  physicianNo?: string;
  changeReason?: string;
}

export type { AppointmentView, ConsultedDoctor };

const CANCELLED = 'Cancelled';

export interface AppointmentsDeps {
  /** The hospital: schedules, appointments, registrations. */
  his: HisAdapter;
  /** The video service, told about TELEMED appointments (booked, moved, cancelled). */
  video?: VideoAdapter;
  /** How long the app configuration is served before its change counter is read again (PORTAL_MASTERDATA_CACHE_MS). */
  masterdataCacheMs?: number;
}

export class AppointmentsService {
  private readonly his: HisAdapter;
  private readonly links: PatientLinks;
  private readonly video: VideoAdapter | undefined;
  private readonly masterdataCacheMs: number;

  constructor(
    private readonly db: Db,
    deps: AppointmentsDeps,
  ) {
    this.his = deps.his;
    this.links = new PatientLinks(db, deps.his);
    this.video = deps.video;
    this.masterdataCacheMs = deps.masterdataCacheMs ?? 1000;
  }

  private async self(userId: number): Promise<Actor> {
    const person = await accountPerson(this.db, userId);
    if (!person) throw new AppError(401, 'Unauthorized');
    return { familyMemberId: 0, relation: 'Self', ...person };
  }

  /** Everyone the caller may act for, self first. */
  private async actors(userId: number): Promise<Actor[]> {
    const [me, family] = await Promise.all([this.self(userId), familyMembersOf(this.db, userId)]);
    return [me, ...family];
  }

  async denied(caller: Caller, action: string, resourceId: number | string | null) {
    await audit(this.db, { actorUserId: caller.userId, subjectUserId: null, action, resource: 'appointment', resourceId, ip: caller.ip ?? null, outcome: 'denied' });
  }

  async actorFor(caller: Caller, familyMemberId: number): Promise<Actor> {
    // The caller themselves (the common case, every list of one's own) needs no family lookup.
    if (familyMemberId === 0) return caller.identity ? { familyMemberId: 0, relation: 'Self', ...caller.identity } : this.self(caller.userId);
    const all = await this.actors(caller.userId);
    const actor = all.find((a) => a.familyMemberId === familyMemberId);
    if (!actor) {
      await this.denied(caller, 'act-for', familyMemberId);
      throw forbidden('You are not allowed to access this record');
    }
    return actor;
  }

  /** Medical record numbers of the caller and their family members → who each belongs to. */
  async ownedPatients(userId: number): Promise<Map<string, Actor>> {
    const owned = new Map<string, Actor>();
    for (const a of await this.actors(userId)) {
      for (const r of await this.his.patientRecordsOf(a)) if (!owned.has(r.patientId)) owned.set(r.patientId, a);
    }
    return owned;
  }

  /** The appointment, if the caller owns it (self or family member, or booked it); 404 / 403 otherwise. */
  async ownedAppointment(caller: Caller, appointmentId: number, action: string): Promise<{ row: AppointmentRow; owner: Actor | undefined }> {
    const row = await this.his.findAppointment(appointmentId);
    if (!row) throw notFound('Appointment not found');
    const owned = await this.ownedPatients(caller.userId);
    const owner = owned.get(row.patientId);
    if (!owner && row.createdByUserId !== caller.userId) {
      await this.denied(caller, action, appointmentId);
      throw forbidden('You are not allowed to access this record');
    }
    return { row, owner };
  }

  private async callCentreDepartments(): Promise<Set<string>> {
    const rows = await findLookup(this.db, 'departmentcode');
    return new Set(rows.map((r) => r.code ?? '').filter(Boolean));
  }

  private isUpcoming(row: AppointmentRow): boolean {
    const now = hospitalNow(facilityTimeZone(row.facilityCode));
    return row.apptDate > now.date || (row.apptDate === now.date && row.startTime > now.time);
  }

  /**
   * Tells the video service about a booked teleconsultation (what the hospital's integration does). A repeated
   * booking request (same idempotency key) finds the consultation already there. If the video service refuses,
   * the appointment is cancelled again so no slot is held by a consultation nobody can join.
   */
  private async registerConsultation(row: AppointmentRow, actor: Actor, paymentMode: number) {
    if (!this.video) return;
    try {
      await this.video.registerConsultation({
        appointmentId: row.id, refNo: row.refNo, doctorId: row.doctorId, physicianNumber: row.physicianNumber, patientId: row.patientId,
        patientName: `${actor.firstName} ${actor.lastName}`.trim(), facilityCode: row.facilityCode, userId: row.createdByUserId ?? 0,
        familyMemberId: actor.familyMemberId || null, apptDate: row.apptDate, startTime: row.startTime, endTime: row.endTime, paymentMode,
      });
    } catch (err) {
      await this.his.cancel(row.id, 'video service refused the consultation');
      throw err;
    }
  }

  private view(row: AppointmentRow, owner: Actor | undefined, lang: Lang): AppointmentView {
    const d = doctorById(row.doctorId) ?? doctorByPhysicianNumber(row.physicianNumber);
    const loc = locationByFacility(row.facilityCode);
    const card = d ? doctorCard(d, lang) : null;
    return {
      appointmentRefNo: row.refNo,
      appointmentId: row.id,
      appointmentStatus: row.status,
      apptDate: row.apptDate,
      apptTime: row.startTime,
      apptEndTime: row.endTime,
      physicianName: card?.name ?? row.physicianNumber,
      name: card?.name ?? row.physicianNumber,
      specialty: card?.specialty ?? '',
      experience: card?.experience ?? 0,
      image: card?.image ?? '',
      location: loc?.name[lang] ?? card?.location ?? row.facilityCode,
      locationId: loc?.locationId ?? null,
      vblog: loc?.vblog ?? '',
      address: loc?.address[lang] ?? '',
      latitude: loc?.latitude ?? null,
      longitude: loc?.longitude ?? null,
      facilityId: row.facilityCode,
      patientId: row.patientId,
      patientName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : '',
      familyMemberId: row.familyMemberId ?? owner?.familyMemberId ?? 0,
      mobileNo: owner?.mobile ?? '',
      scheduleType: row.scheduleType,
      // The embedded HIS needs no per-record key; the field stays for the real system's shape.
      encryptedSecurityKey: '',
      department: row.departmentCode,
      physicianLicense: d?.physician_code ?? '',
      physicianNo: row.physicianNumber,
      doctorId: row.doctorId,
      doctor: card,
    };
  }

  async timeslots(q: TimeslotQuery, lang: Lang): Promise<TimeSlots> {
    const empty: TimeSlots = { status: 'Success', morningSlots: [], afternoonSlots: [], eveningSlots: [], futureDates: [], message: [] };
    const doctor = doctorByPhysicianNumber(q.physicianNo);
    const callText = doctor && doctor.appointment_message[lang].trim() ? [MSG.callForBooking] : [];
    const department = q.department || doctor?.department_code || '';
    // Departments booked by the call centre have no online slots at all (docs/product.md#booking-slots).
    if (department && (await this.callCentreDepartments()).has(department)) return { ...empty, message: [MSG.callForBooking] };
    const schedule = await this.his.doctorSchedule(q.physicianNo, q.scheduleType ?? 'ONLINE');
    if (!schedule) return { ...empty, message: callText };
    const now = hospitalNow(facilityTimeZone(schedule.facilityCode));
    const date = q.beginDate < now.date ? now.date : q.beginDate;
    const lastDate = addDays(now.date, FUTURE_DAYS);
    if (date > lastDate) return { ...empty, message: callText };
    const ctx = {
      booked: await this.his.bookedStarts(schedule, date, lastDate),
      today: now.date,
      nowTime: now.time,
      physicianLicense: doctor?.physician_code ?? '',
    };
    const day = groupSlots(freeSlotsOn(date, schedule.blocks, ctx));
    const futureDates = futureDatesWithSlots(date, lastDate, schedule.blocks, ctx);
    const nothing = !day.morningSlots.length && !day.afternoonSlots.length && !day.eveningSlots.length && !futureDates.length;
    return { status: 'Success', ...day, futureDates, message: nothing ? callText : [] };
  }

  async book(caller: Caller, req: BookRequest): Promise<BookedAppointment & { created: boolean }> {
    if (req.scheduleType !== 'ONLINE' && req.scheduleType !== 'TELEMED') throw badRequest('scheduleType: expected ONLINE or TELEMED');
    const scheduleType = req.scheduleType as ScheduleType;
    const paymentMode = req.paymentMode ?? TELE_PAYMENT_MODE.insurance;
    if (scheduleType === 'TELEMED') {
      if (paymentMode !== TELE_PAYMENT_MODE.insurance && paymentMode !== TELE_PAYMENT_MODE.self) throw badRequest('apptType: the payment mode is 1 (insurance) or 2 (self)');
      if (!this.video) throw badRequest('scheduleType: teleconsultations are not available');
    }
    const holder = await this.self(caller.userId);
    const actor = req.familyMemberId === 0 ? holder : await this.actorFor(caller, req.familyMemberId);
    if (actor.familyMemberId !== 0) {
      const refusal = adultSameNumberMessage(actor, holder);
      if (refusal) throw badRequest(refusal);
    }
    if (actor.documentTypeId === DOCUMENT_TYPES.emiratesId && !emiratesIdMatchesBirthYear(actor.documentId, actor.dateOfBirth)) {
      throw badRequest(MSG.emiratesIdDobMismatch);
    }
    const doctor = doctorByPhysicianNumber(req.physicianNo);
    if (doctor && (await this.callCentreDepartments()).has(doctor.department_code)) throw badRequest(MSG.callForBooking);
    const schedule = await this.his.doctorSchedule(req.physicianNo, scheduleType);
    if (!schedule) {
      if (scheduleType === 'TELEMED') throw badRequest('physicianNo: this doctor offers no teleconsultations');
      throw badRequest(doctor?.appointment_message.en.trim() ? MSG.callForBooking : SLOT_TAKEN);
    }
    const now = hospitalNow(facilityTimeZone(schedule.facilityCode));
    const slot = scheduledSlot(req.apptDate, req.apptStartTime, schedule.blocks);
    const inWindow = req.apptDate >= now.date && req.apptDate <= addDays(now.date, FUTURE_DAYS);
    if (!slot || !inWindow || (req.apptDate === now.date && req.apptStartTime <= now.time)) throw new AppError(409, SLOT_TAKEN, 'Conflict');

    // A document the hospital has under another number is not registered a second time: the patient is told to call.
    const problem = linkProblem((await this.links.check(actor)).link);
    if (problem) {
      await this.denied(caller, 'book', `member:${actor.familyMemberId}`);
      throw new AppError(409, problem, 'Conflict');
    }
    const patientId = await this.his.ensurePatientRecord(actor, schedule.facilityCode);
    if (req.patientId && req.patientId !== patientId) {
      // The client may send the record number it knows; it must be one of the caller's own.
      const owned = await this.ownedPatients(caller.userId);
      if (!owned.has(req.patientId)) {
        await this.denied(caller, 'book', req.patientId);
        throw forbidden('You are not allowed to access this record');
      }
    }
    try {
      const result = await this.his.book({
        patientId,
        facilityCode: schedule.facilityCode,
        familyMemberId: actor.familyMemberId || null,
        doctorId: schedule.doctorId,
        physicianNumber: schedule.physicianNumber,
        departmentCode: slot.departmentCode,
        apptDate: req.apptDate,
        startTime: req.apptStartTime,
        endTime: slot.endTime,
        scheduleType,
        createdByUserId: caller.userId,
        // Scoped to the caller: one user's key can never answer with another user's booking.
        idempotencyKey: req.idempotencyKey ? `${caller.userId}:${req.idempotencyKey}` : null,
      });
      // The hospital holds the booking; the audit entry follows its answer (a repeat is not a second booking).
      if (result.created) {
        await audit(this.db, {
          actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: actor.familyMemberId || null, action: 'create',
          resource: 'appointment', resourceId: result.appointment.id, ip: caller.ip ?? null, outcome: 'success',
        });
      }
      if (scheduleType === 'TELEMED') await this.registerConsultation(result.appointment, actor, paymentMode);
      return { appointmentRefNo: result.appointment.refNo, appointmentId: result.appointment.id, created: result.created };
    } catch (err) {
      if (err instanceof SlotTakenError) {
        await audit(this.db, { actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: actor.familyMemberId || null, action: 'create', resource: 'appointment', resourceId: null, ip: caller.ip ?? null, outcome: 'failed' });
        throw new AppError(409, SLOT_TAKEN, 'Conflict');
      }
      throw err;
    }
  }

  async cancel(caller: Caller, appointmentId: number, reason: string | null): Promise<{ appointmentRefNo: string }> {
    const { row, owner } = await this.ownedAppointment(caller, appointmentId, 'delete');
    if (row.status !== 'Booked' || !this.isUpcoming(row)) throw badRequest('Only an upcoming appointment can be cancelled');
    const done = await this.his.cancel(row.id, reason);
    if (done) {
      await audit(this.db, { actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: owner?.familyMemberId || row.familyMemberId, action: 'delete', resource: 'appointment', resourceId: row.id, ip: caller.ip ?? null, outcome: 'success' });
    }
    if (!done) throw badRequest('Only an upcoming appointment can be cancelled');
    if (row.scheduleType === 'TELEMED') await this.video?.cancel(row.id);
    return { appointmentRefNo: done.refNo };
  }

  async reschedule(caller: Caller, req: RescheduleRequest): Promise<BookedAppointment> {
    const { row, owner } = await this.ownedAppointment(caller, req.appointmentId, 'update');
    if (row.status !== 'Booked' || !this.isUpcoming(row)) throw badRequest('Only an upcoming appointment can be rescheduled');
    if (req.physicianNo && req.physicianNo !== row.physicianNumber) throw badRequest('physicianNo: a rescheduled appointment keeps its doctor');
    // Already at the asked time: a repeat of a reschedule whose answer was lost ('Network Error!', the API
    // restarting). It answers like the first one and changes nothing, so the page can simply send it again.
    if (row.apptDate === req.apptDate && row.startTime === req.apptTime) return { appointmentRefNo: row.refNo, appointmentId: row.id };
    if (row.scheduleType === 'TELEMED') {
      const consult = await this.video?.consultationByAppointment(row.id);
      if (consult?.appointmentStatus === TELE_APPOINTMENT_STATUS.completed) throw badRequest('Only an upcoming appointment can be rescheduled');
    }
    const schedule = await this.his.doctorSchedule(row.physicianNumber, row.scheduleType === 'TELEMED' ? 'TELEMED' : 'ONLINE');
    const slot = schedule ? scheduledSlot(req.apptDate, req.apptTime, schedule.blocks) : null;
    const now = hospitalNow(facilityTimeZone(row.facilityCode));
    const inWindow = req.apptDate >= now.date && req.apptDate <= addDays(now.date, FUTURE_DAYS);
    if (!slot || !inWindow || (req.apptDate === now.date && req.apptTime <= now.time)) throw new AppError(409, SLOT_TAKEN, 'Conflict');
    try {
      const moved = await this.his.reschedule(row.id, { apptDate: req.apptDate, startTime: req.apptTime, endTime: slot.endTime, departmentCode: slot.departmentCode });
      if (moved) {
        await audit(this.db, { actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: owner?.familyMemberId || row.familyMemberId, action: 'update', resource: 'appointment', resourceId: row.id, ip: caller.ip ?? null, outcome: 'success' });
      }
      if (!moved) throw badRequest('Only an upcoming appointment can be rescheduled');
      if (moved.scheduleType === 'TELEMED') await this.video?.reschedule(moved.id, { apptDate: moved.apptDate, startTime: moved.startTime, endTime: moved.endTime });
      return { appointmentRefNo: moved.refNo, appointmentId: moved.id };
    } catch (err) {
      if (err instanceof SlotTakenError) throw new AppError(409, SLOT_TAKEN, 'Conflict');
      throw err;
    }
  }

  async list(caller: Caller, q: { familyMemberId: number; facilityCode?: string }, lang: Lang) {
    const actor = await this.actorFor(caller, q.familyMemberId);
    const config = await currentAppConfiguration(this.db, this.masterdataCacheMs);
    // The facility filter is applied only when the app configuration says so (docs/product.md#booking-managing).
    const facilityCode = config['filterToBeApplied'] === true ? q.facilityCode : undefined;
    const rows = (await this.his.appointmentsOfPerson(actor, { facilityCode }))
      // Telemedicine appointments have their own list (docs/product.md#booking-managing).
      .filter((r) => r.scheduleType !== 'TELEMED');
    const upcoming: AppointmentView[] = [];
    const past: AppointmentView[] = [];
    for (const r of rows) {
      const v = this.view(r, actor, lang);
      if (r.status === 'Booked' && this.isUpcoming(r)) upcoming.push(v);
      else past.push(v);
    }
    past.sort((a, b) => (b.apptDate + b.apptTime).localeCompare(a.apptDate + a.apptTime));
    // A read of the person's appointments: the patient's "who saw my records" lists it.
    await audit(this.db, { actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: actor.familyMemberId || null, action: 'read', resource: 'appointment', resourceId: `list:${rows.length}`, ip: caller.ip ?? null, outcome: 'success', patients: rows.map(patientRef) });
    return { upcomingAppts: upcoming, pastAppts: past, consultedDoctors: this.consulted(rows, lang) };
  }

  async recentConsultations(caller: Caller, familyMemberId: number, lang: Lang): Promise<ConsultedDoctor[]> {
    const actor = await this.actorFor(caller, familyMemberId);
    const records = await this.his.patientRecordsOf(actor);
    const rows = (await this.his.appointmentsOfPatients(records.map((r) => r.patientId))).filter((r) => r.scheduleType !== 'TELEMED');
    return this.consulted(rows, lang);
  }

  /** The person's registrations, and the spec's words when the hospital has their document under another number. */
  async patientRecords(caller: Caller, familyMemberId: number, facilityCode?: string) {
    const actor = await this.actorFor(caller, familyMemberId);
    const { link, records } = await this.links.check(actor);
    return {
      problem: linkProblem(link),
      records: records
        .filter((r) => !facilityCode || r.facilityCode === facilityCode)
        .map((r) => ({ his: r.his, patientId: r.patientId, mobileNo: r.mobileNo, facilityId: r.facilityCode })),
    };
  }

  async ics(caller: Caller, appointmentId: number, lang: Lang): Promise<{ fileName: string; body: string }> {
    const { row, owner } = await this.ownedAppointment(caller, appointmentId, 'download');
    const v = this.view(row, owner, lang);
    const loc = locationByFacility(row.facilityCode);
    const summary = lang === 'ar' ? `موعد مع ${v.physicianName}` : `Appointment with ${v.physicianName}`;
    const description = lang === 'ar'
      ? `رقم المرجع: ${v.appointmentRefNo}\n${v.specialty}\n${v.location}`
      : `Reference number: ${v.appointmentRefNo}\n${v.specialty}\n${v.location}`;
    // The hospital's wall clock with its TZID, so that a calendar in any zone shows the right moment.
    const zone = hospitalZone(row.facilityCode, row.apptDate);
    const body = icsCalendar({
      prodId: '-//Patient Portal//Appointments//EN',
      events: [{
        uid: `${row.refNo}@patient-portal`,
        start: { date: row.apptDate, time: row.startTime, zone },
        end: { date: row.apptDate, time: row.endTime, zone },
        summary,
        description,
        location: [v.location, v.address].filter(Boolean).join(', '),
        geo: loc ? { latitude: loc.latitude, longitude: loc.longitude } : undefined,
        status: row.status === CANCELLED ? 'CANCELLED' : 'CONFIRMED',
        alarm: { trigger: '-PT1H', description: summary },
      }],
    });
    return { fileName: `appointment-${row.refNo}.ics`, body };
  }

  private consulted(rows: AppointmentRow[], lang: Lang): ConsultedDoctor[] {
    const seen = new Map<number, ConsultedDoctor>();
    const visited = rows.filter((r) => r.status !== CANCELLED && r.status !== 'Not Visited' && !this.isUpcoming(r));
    for (const r of visited.sort((a, b) => (b.apptDate + b.startTime).localeCompare(a.apptDate + a.startTime))) {
      if (seen.has(r.doctorId)) continue;
      const d = doctorById(r.doctorId) ?? doctorByPhysicianNumber(r.physicianNumber);
      if (!d) continue;
      seen.set(r.doctorId, { ...doctorCard(d, lang), scheduleType: r.scheduleType, lastVisit: r.apptDate });
    }
    return [...seen.values()];
  }
}
