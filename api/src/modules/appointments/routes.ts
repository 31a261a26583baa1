import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toIsoDate, type BookedAppointment } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../http/envelope.js';
import { requireAuth } from '../../http/auth.js';
import { requestLang } from '../../http/lang.js';
import { AppointmentsService, type Caller } from './service.js';
import { facilityCodeOf } from './doctor-directory.js';

/**
 * Doctors' slots and appointments (docs/product.md#booking) under /api, with the paths the clients call:
 * /appointment/timeslots, bookappt, cancelappt, updateappt, appointments, ics, and
 * /user/recentconsultations, /user/getpatientrec. Every call needs a signed-in user; records are the
 * caller's or a family member's (403 otherwise).
 */

const tags = ['appointments'];
const secured = { security: [{ bearer: [] }] };
const authErrors = { ...errorResponses, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** Lists of the spec are arrays; one value alone is accepted as a list of one. */
const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(20));
const idText = z.union([z.string().max(40), z.number()]).transform((v) => String(v).trim());
const isoDate = (field: string) =>
  z.string().trim().transform((v, ctx) => {
    const iso = toIsoDate(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a date (YYYY-MM-DD)` });
      return z.NEVER;
    }
    return iso;
  });
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'expected HH:MM')
  .transform((v) => v.slice(0, 5));
const memberId = z.coerce.number().int().min(0).max(2_147_483_647);
const appointmentId = z.coerce.number().int().positive().max(2_147_483_647);
const optText = (max: number) => z.string().max(max).optional().nullable();

const slot = z.object({
  text: z.string(), startTime: z.string(), endTime: z.string(), date: z.string(), department: z.string(),
  physicianNo: z.string(), physicianLicense: z.string(), slNo: z.number().int(),
});
const timeslotAnswer = z.object({
  status: z.string(),
  morningSlots: z.array(slot),
  afternoonSlots: z.array(slot),
  eveningSlots: z.array(slot),
  futureDates: z.array(z.string()),
  message: z.array(z.string()),
});
/** The booked or moved appointment (`BookedAppointment` of the shared contract). */
const bookedAnswer = z.object({ appointmentRefNo: z.string(), appointmentId: z.number() }) satisfies z.ZodType<BookedAppointment>;
const doctorCard = z.looseObject({ id: z.number(), name: z.string(), physician_number: z.string(), appointment_message: z.string() });
const appointmentView = z.looseObject({
  appointmentRefNo: z.string(), appointmentId: z.number(), appointmentStatus: z.string(), apptDate: z.string(), apptTime: z.string(),
  physicianName: z.string(), scheduleType: z.string(), facilityId: z.string(), patientId: z.string(), doctor: doctorCard.nullable(),
});
const consultedDoctor = z.looseObject({ id: z.number(), name: z.string(), scheduleType: z.string(), appointment_message: z.string() });

const timeslotsBody = z.object({
  facilityId: list(idText).optional(),
  department: list(idText).optional(),
  physicianLicense: list(idText).optional(),
  physicianNo: list(idText).refine((v) => v.length > 0 && v[0]!.length > 0, 'physicianNo is required'),
  providerLicence: idText.optional(),
  beginDate: isoDate('beginDate'),
  endDate: isoDate('endDate').optional(),
  patientId: idText.optional(),
  /** Ours (the spec's body has none): TELEMED asks for the doctor's video-consultation hours. */
  scheduleType: z.enum(['ONLINE', 'TELEMED']).default('ONLINE'),
  extensions: z.unknown().optional(),
});

const bookBody = z.object({
  facilityId: list(idText).optional(),
  appointmentdetails: z.object({
    apptDate: isoDate('apptDate'),
    apptStartTime: time,
    apptEndTime: z.union([z.literal(''), time]).optional(),
    patientId: idText.optional(),
    familyMemberId: memberId.default(0),
    callpoint: z.unknown().optional(),
    department: idText.optional(),
    physicianNo: idText.pipe(z.string().min(1, 'physicianNo is required')),
    physicianLicense: idText.optional(),
    scheduleType: z.string().max(20).default('ONLINE'),
    /** TELEMED: the payment mode, 1 insurance (default) or 2 self (docs/product.md#teleconsultation-booking); checked by the service for TELEMED only. */
    apptType: z.union([z.number(), z.string().max(20), z.null()]).optional().transform((v) => (v === undefined || v === null || v === '' ? undefined : Number(v))),
    comment: optText(500),
  }),
  // Most patient details arrive empty; the HIS record is built from the account instead.
  patientdetails: z.record(z.string(), z.unknown()).optional(),
  extensions: z.unknown().optional(),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});

const cancelBody = z.object({
  facilityId: list(idText).optional(),
  appointmentId,
  reason: optText(500),
  changeReason: optText(500),
  patientId: idText.optional(),
  encryptedSecurityKey: optText(500),
  extensions: z.unknown().optional(),
});

const updateBody = z.object({
  facilityId: list(idText).optional(),
  appointmentId,
  apptDate: isoDate('apptDate'),
  apptTime: time,
  duration: z.unknown().optional(),
  department: idText.optional(),
  patientNo: idText.optional(),
  physicianNo: idText.optional(),
  physicianLicense: idText.optional(),
  changeReason: optText(500),
  mobileNo: idText.optional(),
  encryptedSecurityKey: optText(500),
  extensions: z.unknown().optional(),
});

const lang = z.enum(['en', 'ar']).optional();
const listQuery = z.object({
  brandName: z.string().max(20).optional(),
  patientId: idText.optional(),
  familyMemberId: memberId.default(0),
  facilityId: z.string().max(20).optional(),
  lang,
});
const patientRecQuery = z.object({ patientId: idText.optional(), familyMemberId: memberId.default(0), facilityId: z.string().max(20).optional(), lang });
const icsQuery = z.object({ appointmentId, lang });

const caller = (req: FastifyRequest): Caller => ({ userId: req.auth.userId, ip: req.ip, identity: req.auth.identity });

const IDEMPOTENCY_HEADER = 'idempotency-key';

const appointmentRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new AppointmentsService(deps.db, { his: deps.adapters.his, video: deps.adapters.video, masterdataCacheMs: deps.config.PORTAL_MASTERDATA_CACHE_MS });

  app.post('/appointment/timeslots', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Free slots of a doctor on a date (morning, afternoon, evening) and the next dates with free slots within 30 days',
      body: timeslotsBody,
      response: { 200: envelopeSchema(timeslotAnswer), ...authErrors },
    },
  }, async (req) => {
    const b = req.body;
    return ok(await service.timeslots({ physicianNo: b.physicianNo[0]!, department: b.department?.[0], beginDate: b.beginDate, scheduleType: b.scheduleType }, requestLang(req)));
  });

  app.post('/appointment/bookappt', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Book a slot (scheduleType ONLINE, or TELEMED with apptType = payment mode). An Idempotency-Key header (or body idempotencyKey) makes a repeated request book once',
      body: bookBody,
      headers: z.looseObject({ [IDEMPOTENCY_HEADER]: z.string().trim().min(8).max(100).optional() }),
      response: { 200: envelopeSchema(bookedAnswer), ...authErrors },
    },
  }, async (req) => {
    const d = req.body.appointmentdetails;
    const key = (req.headers[IDEMPOTENCY_HEADER] as string | undefined) ?? req.body.idempotencyKey ?? null;
    const r = await service.book(caller(req), {
      apptDate: d.apptDate,
      apptStartTime: d.apptStartTime,
      physicianNo: d.physicianNo,
      department: d.department,
      familyMemberId: d.familyMemberId,
      patientId: d.patientId || undefined,
      scheduleType: d.scheduleType,
      paymentMode: d.scheduleType === 'TELEMED' ? d.apptType : undefined,
      idempotencyKey: key,
    });
    return ok({ appointmentRefNo: r.appointmentRefNo, appointmentId: r.appointmentId }, 'Appointment booked successfully');
  });

  app.delete('/appointment/cancelappt', {
    onRequest: requireAuth,
    schema: { tags, ...secured, summary: 'Cancel an upcoming appointment of the caller or a family member', body: cancelBody, response: { 200: envelopeSchema(z.object({ appointmentRefNo: z.string() })), ...authErrors } },
  }, async (req) => {
    const r = await service.cancel(caller(req), req.body.appointmentId, req.body.reason ?? req.body.changeReason ?? null);
    return ok(r, 'Appointment cancelled successfully!');
  });

  app.put('/appointment/updateappt', {
    onRequest: requireAuth,
    schema: { tags, ...secured, summary: 'Reschedule an upcoming appointment to another free slot of the same doctor', body: updateBody, response: { 200: envelopeSchema(bookedAnswer), ...authErrors } },
  }, async (req) => {
    const b = req.body;
    const r = await service.reschedule(caller(req), { appointmentId: b.appointmentId, apptDate: b.apptDate, apptTime: b.apptTime, physicianNo: b.physicianNo || undefined, changeReason: b.changeReason ?? undefined });
    return ok(r, 'Appointment Rescheduled');
  });

  app.get('/appointment/appointments', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Upcoming and past appointments and consulted doctors of the caller (familyMemberId 0) or a family member; TELEMED excluded',
      querystring: listQuery,
      response: { 200: envelopeSchema(z.object({ upcomingAppts: z.array(appointmentView), pastAppts: z.array(appointmentView), consultedDoctors: z.array(consultedDoctor) })), ...authErrors },
    },
  }, async (req) => ok(await service.list(caller(req), { familyMemberId: req.query.familyMemberId, facilityCode: facilityCodeOf(req.query.facilityId) }, requestLang(req))));

  app.get('/user/recentconsultations', {
    onRequest: requireAuth,
    schema: { tags, ...secured, summary: 'Doctors the patient consulted, most recent first', querystring: listQuery, response: { 200: envelopeSchema(z.array(consultedDoctor)), ...authErrors } },
  }, async (req) => ok(await service.recentConsultations(caller(req), req.query.familyMemberId, requestLang(req))));

  app.get('/user/getpatientrec', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Hospital registrations (his, patientId, mobileNo) of the caller or a family member: those the hospital says are theirs (the registration carries their verified number, or UAE PASS asserted the document). Invalid with the spec’s words when the hospital has the document under another number or birth date.',
      querystring: patientRecQuery,
      response: { 200: envelopeSchema(z.array(z.object({ his: z.string(), patientId: z.string(), mobileNo: z.string(), facilityId: z.string() }))), ...authErrors },
    },
  }, async (req) => {
    const { records, problem } = await service.patientRecords(caller(req), req.query.familyMemberId, facilityCodeOf(req.query.facilityId));
    return problem ? ok(records, problem, 'Invalid') : ok(records);
  });

  app.get('/appointment/ics', {
    onRequest: requireAuth,
    schema: { tags, ...secured, summary: 'The appointment as an iCalendar file (RFC 5545) in the hospital time zone', querystring: icsQuery },
  }, async (req, reply) => {
    const f = await service.ics(caller(req), req.query.appointmentId, requestLang(req));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${f.fileName}"`)
      .header('cache-control', 'no-store')
      .send(f.body);
  });
};

export default appointmentRoutes;
