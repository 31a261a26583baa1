import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../src/db/schema.js';
import { findOutbox, insertOutbox } from '../../src/standins/sms/repository.js';
import {
  consultationByAppointment, consultationsOfPatients, ensureProfile, insertConsultation, issueAccessToken, markPaid, setAppointmentStatus, updateSchedule,
  ACCESS_TOKEN_SECONDS, type Consultation,
} from '../../src/standins/video/repository.js';
import { createOrder, findOrder } from '../../src/standins/payment/repository.js';
import { sql } from 'kysely';

/**
 * The outside systems' production protocols, as the portal's production adapters speak them (src/adapters/*
 * `createHttp…`), answered by the stand-ins' own code and tables. Each is a Fastify plugin for a server of its own
 * (serve.ts), so that a portal in production mode reaches them over HTTP exactly as it would reach the real ones.
 */

/** Requires `Authorization: Bearer <key>` (the adapters send their configured key so). */
function bearer(key: string) {
  const expected = Buffer.from(`Bearer ${key}`);
  return async function requireKey(req: FastifyRequest, reply: FastifyReply) {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({ error: 'unauthorized' });
  };
}

/** The SMS gateway: `POST /messages` ({ to, callingCode, mobile, text }); `GET /outbox?mobile=` shows what a phone received. */
export function smsGateway(db: Db, key: string) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/messages',
      { onRequest: bearer(key), schema: { body: z.object({ to: z.string(), callingCode: z.string().regex(/^\d{1,4}$/), mobile: z.string().regex(/^\d{4,14}$/), text: z.string().min(1).max(1000) }) } },
      async (req, reply) => {
        const id = await insertOutbox(db, { callingCode: req.body.callingCode, mobile: req.body.mobile }, req.body.text);
        return reply.code(202).send({ id });
      },
    );
    r.get('/outbox', { schema: { querystring: z.object({ mobile: z.string().regex(/^\d{5,18}$/) }) } }, async (req) => ({ data: await findOutbox(db, req.query.mobile) }));
  };
}


/** A consultation as the video service's API sends it (`consultData`, dates as DD-MM-YYYY): what createHttpVideo reads. */
function remote(c: Consultation) {
  const [y, m, d] = c.apptDate.split('-');
  return {
    consultData: {
      id: c.id, meeting_id: c.meetingId, doctor_id: c.doctorId, patient_id: c.patientId, patient_profile_id: c.patientProfileId, patient_name: c.patientName,
      date: `${d}-${m}-${y}`, time: c.startTime, end_time: c.endTime, appointment_status: c.appointmentStatus, appointment_payment_status: c.paymentStatus,
      appointment_id: c.appointmentId, ref_no: c.refNo, physician_number: c.physicianNumber, facility_code: c.facilityCode, user_id: c.userId,
      family_member_id: c.familyMemberId, payment_mode: c.paymentMode,
    },
  };
}

/** The video service's web API of `VIDEO_ADAPTER=http` (its consultation-list, and the integration's consultations and sso). */
export function videoApi(db: Db, appId: string, key: string) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const requireKey = bearer(key);
    app.addHook('onRequest', async (req, reply) => {
      if (!req.url.startsWith('/web/api/')) return;
      if (req.headers.appid !== appId) return reply.code(401).send({ error: 'unknown APPID' });
      return requireKey(req, reply);
    });
    const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
    r.post(
      '/web/api/video/consultations',
      {
        schema: {
          body: z.object({
            appointmentId: z.number().int(), refNo: z.string(), doctorId: z.number().int(), physicianNumber: z.string(), patientId: z.string(), patientName: z.string(),
            facilityCode: z.string(), userId: z.number().int(), familyMemberId: z.number().int().nullable(), apptDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            startTime: hhmm, endTime: hhmm, paymentMode: z.number().int(),
          }),
        },
      },
      async (req) => remote(await insertConsultation(db, req.body)),
    );
    r.post(
      '/web/api/video/consultation-list',
      { schema: { body: z.object({ patient_id: z.string().optional(), today: z.enum(['yes', 'no']).optional(), appointment_id: z.number().int().optional() }) } },
      async (req) => {
        const list =
          req.body.appointment_id !== undefined
            ? [await consultationByAppointment(db, req.body.appointment_id)].filter((c): c is Consultation => !!c)
            : req.body.patient_id
              ? await consultationsOfPatients(db, [req.body.patient_id])
              : [];
        return { success: true, consult_count: list.length, data: list.map(remote) };
      },
    );
    r.patch(
      '/web/api/video/consultations/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int() }),
          body: z.object({ apptDate: z.string().optional(), startTime: hhmm.optional(), endTime: hhmm.optional(), appointment_status: z.literal('Cancelled').optional(), appointment_payment_status: z.literal('Completed').optional() }),
        },
      },
      async (req, reply) => {
        const id = req.params.id;
        if (!(await consultationByAppointment(db, id))) return reply.code(404).send({ error: 'no such consultation' });
        const b = req.body;
        if (b.apptDate && b.startTime && b.endTime) await updateSchedule(db, id, { apptDate: b.apptDate, startTime: b.startTime, endTime: b.endTime });
        if (b.appointment_status) await setAppointmentStatus(db, id, b.appointment_status);
        if (b.appointment_payment_status) await markPaid(db, id);
        return remote((await consultationByAppointment(db, id))!);
      },
    );
    r.post('/web/api/auth/sso', { schema: { body: z.object({ patient_id: z.string().min(1), patient_name: z.string().min(1) }) } }, async (req) => {
      const profile = await ensureProfile(db, req.body.patient_id, req.body.patient_name);
      const token = await issueAccessToken(db, { profileId: profile.id, patientId: req.body.patient_id, portalUserId: 0, familyMemberId: null });
      return { access_token: token, expires_in: ACCESS_TOKEN_SECONDS, patientProfile: { user_id: profile.userId, id: profile.id } };
    });
    // Where the portal sends the browser to join: the service's own camera-check page.
    r.get('/web/camera-check', { schema: { querystring: z.object({ consult_id: z.coerce.number().int(), meeting_id: z.string().max(64) }).passthrough() } }, async (req, reply) =>
      reply.type('text/html; charset=utf-8').send(`<!doctype html><title>Camera check</title><h1>Camera check</h1><p>Consultation ${req.query.consult_id}</p>`),
    );
  };
}

/** The payment service of `PAYMENT_ADAPTER=http`: `POST /orders`, `GET /orders/<id>`; its checkout page is the embedded module's. */
export function paymentApi(db: Db, key: string) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/orders',
      {
        onRequest: bearer(key),
        schema: { body: z.object({ reference: z.string().min(1).max(40), amount_minor: z.number().int().positive(), currency: z.string().length(3), description: z.string().max(200), return_url: z.string().url() }) },
      },
      async (req) => {
        const b = req.body;
        const order = await createOrder(db, { reference: b.reference, amountMinor: b.amount_minor, currency: b.currency, description: b.description, returnUrl: b.return_url });
        return { id: order.id, payment_url: `${req.protocol}://${req.headers.host}/payment/checkout/${order.id}` };
      },
    );
    r.get('/orders/:id', { onRequest: bearer(key), schema: { params: z.object({ id: z.string().max(60) }) } }, async (req, reply) => {
      const order = await findOrder(db, req.params.id);
      return order ? { id: order.id, status: order.status } : reply.code(404).send({ error: 'no such order' });
    });
  };
}

/**
 * The push gateway of `PUSH_ADAPTER=http`: `POST /push` ({ userIds, kind, title, body, link, imageUrl }) → { delivered, failed }.
 * The gateway holds the devices: one `push_deliveries` row per user, failed for those listed in `push_unreachable`.
 */
export function pushGateway(db: Db, key: string) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/push',
      {
        onRequest: bearer(key),
        schema: {
          body: z.object({
            userIds: z.array(z.number().int()).min(1).max(10_000), kind: z.enum(['BROADCAST', 'LABREPORT']), title: z.string().max(200), body: z.string().max(1000),
            link: z.string().max(2048).nullable(), imageUrl: z.string().max(300).nullable(),
          }),
        },
      },
      async (req) => {
        const b = req.body;
        const { rows } = await sql<{ delivered: number; failed: number }>`
          with ins as (
            insert into push_deliveries (user_id, kind, title, body, link, image_url, status, error)
            select id, ${b.kind}, ${b.title}, ${b.body}, ${b.link}::varchar, ${b.imageUrl}::varchar,
              case when pu.user_id is null then 'delivered' else 'failed' end, pu.reason
            from unnest(${b.userIds}::integer[]) as id left join push_unreachable pu on pu.user_id = id
            returning status
          )
          select count(*) filter (where status = 'delivered')::integer as delivered, count(*) filter (where status = 'failed')::integer as failed from ins`.execute(db);
        return { delivered: Number(rows[0]?.delivered ?? 0), failed: Number(rows[0]?.failed ?? 0) };
      },
    );
  };
}
