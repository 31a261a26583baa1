import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@portal/shared/contracts';
import { multiline } from '@portal/shared/contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { AppError, envelopeSchema, errorEnvelopeSchema, errorResponses, forbidden, notFound, ok, tooMany } from '../../http/envelope.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import { isRateLimited, recordRateEvent } from '../../modules/security/rate-limit.js';
import { audit } from '../../modules/audit/audit.js';
import { assertConsultationOpen } from '../../modules/telecare/gate.js';
import { doctorById, doctorByPhysicianNumber } from '../../modules/appointments/doctor-directory.js';
import { consultationByMeeting, findAccessToken, insertSignal, lastSignalId, pruneSignals, recentSignalCount, setAppointmentStatus, signalsFor, type Consultation } from './repository.js';
import type { Db } from '../../db/schema.js';

/**
 * The embedded video service's rooms (a stand-in of an outside system, embedded mode only), under /video:
 *
 * - `POST /video/api/rooms/:meetingId/join` — the patient with the access token of /auth/logintelesso
 *   (`Authorization: Bearer …`), or the doctor console with its own key (`X-Console-Key`). The patient may
 *   join only their own consultation, and only when it is open (docs/product.md#teleconsultation-joining, at the hospital's clock).
 * - `POST …/signals` and `GET …/signals?session=&after=` — WebRTC signalling (hello, offer, answer, candidate,
 *   bye) through the database, read by long-polling: any API process on the same PostgreSQL answers any
 *   participant, nothing lives in one process's memory.
 * - `POST …/complete` — the doctor ends the consultation (Consultation Completed).
 * - `GET /video/console/:meetingId#key=…` — the doctor console (its key stays in the fragment, out of logs).
 *
 * ICE: the stand-in offers no STUN/TURN server (`iceServers: []`): both browsers gather host candidates, which
 * reach each other on one machine or one network (see src/modules/telecare/README.md, "ICE decision").
 */

const KINDS = ['hello', 'offer', 'answer', 'candidate', 'bye'] as const;
const LONG_POLL_MS = 25_000;
const POLL_EVERY_MS = 250;
/** Failed joins (a wrong token or key) per address: 30 in 10 minutes, then 429. */
/** A call needs a few dozen messages (and a few more per reconnection); more than this an hour is not a call. */
const SIGNALS_PER_HOUR = 2000;
const JOIN_FAILURES = { limit: 30, windowSeconds: 600 };

const meetingParams = z.object({ meetingId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'meetingId: not a room') });
const session = z.string().regex(/^[a-z]+\.[A-Za-z0-9_-]{16,40}$/, 'session: not a session of this room');
const signalBody = z.object({
  session,
  kind: z.enum(KINDS),
  to: session.optional().nullable(),
  // An SDP is a few kilobytes; the API's body limit keeps anything else out.
  payload: multiline(z.unknown()).optional(),
});
const pollQuery = z.object({ session, after: z.coerce.number().int().min(0).default(0), wait: z.coerce.number().int().min(0).max(25).default(25) });
const signal = z.object({ id: z.number(), from: z.enum(['patient', 'doctor']), session: z.string(), to: z.string().nullable(), kind: z.string(), payload: z.unknown() });
const errors = { ...errorResponses, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema };

type Role = 'patient' | 'doctor';

/** The key of a room's doctor console: derived from the meeting id with the stand-in's own secret. */
export async function consoleKey(db: Db, meetingId: string): Promise<string> {
  const secret = await getOrCreateSecret(db as any, 'video-console-key');
  return createHmac('sha256', secret).update(`console:${meetingId}`).digest('base64url');
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function doctorName(c: Consultation): string {
  const d = doctorById(c.doctorId) ?? doctorByPhysicianNumber(c.physicianNumber);
  return d?.name.en ?? c.physicianNumber;
}

const videoRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = deps.db;
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });

  /** Who calls for this room: the consultation's patient (token) or its doctor console (key); else 401/403. */
  async function participant(req: FastifyRequest, meetingId: string): Promise<{ role: Role; c: Consultation; portalUserId: number | null }> {
    const limitKey = `video-join:${req.ip}`;
    if (!(await isRateLimited(deps.db, limitKey, JOIN_FAILURES.limit, JOIN_FAILURES.windowSeconds)).allowed) throw tooMany('Too many attempts. Please try again later.');
    const fail = async (e: AppError) => {
      await recordRateEvent(deps.db, limitKey);
      throw e;
    };
    const c = await consultationByMeeting(db, meetingId);
    if (!c) return fail(notFound('Consultation not found'));
    const key = req.headers['x-console-key'];
    if (typeof key === 'string' && key) {
      if (!sameText(key, await consoleKey(db, meetingId))) return fail(forbidden('Not the doctor of this consultation'));
      return { role: 'doctor', c, portalUserId: null };
    }
    const m = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '');
    if (!m) return fail(new AppError(401, 'Unauthorized', 'Invalid'));
    const token = await findAccessToken(db, m[1]!);
    if (!token) return fail(new AppError(401, 'Unauthorized', 'Invalid'));
    if (token.patient_id !== c.patientId) {
      await audit(db, { actorUserId: token.portal_user_id, subjectUserId: null, action: 'join', resource: 'teleconsultation', resourceId: c.appointmentId, ip: req.ip, outcome: 'denied' });
      return fail(forbidden());
    }
    return { role: 'patient', c, portalUserId: token.portal_user_id };
  }

  /** A session names one participant's page in a room; the role prefix says who sent a message. */
  function checkSession(role: Role, value: string) {
    if (!value.startsWith(`${role}.`)) throw forbidden('session: not yours');
  }

  app.post('/api/rooms/:meetingId/join', {
    schema: {
      tags: ['video stand-in'],
      summary: 'Join a consultation room (patient: video access token; doctor: console key). Answers a session, the signalling cursor and the ICE servers',
      params: meetingParams,
      response: {
        200: envelopeSchema(z.object({
          role: z.enum(['patient', 'doctor']), session: z.string(), cursor: z.number(), iceServers: z.array(z.looseObject({ urls: z.union([z.string(), z.array(z.string())]) })),
          self: z.string(), peer: z.string(), date: z.string(), time: z.string(), status: z.string(),
        })),
        ...errors,
      },
    },
  }, async (req) => {
    const { role, c, portalUserId } = await participant(req, req.params.meetingId);
    // The patient joins only while the consultation is open; the doctor may wait in the room before.
    if (role === 'patient') assertConsultationOpen(c);
    else if (c.appointmentStatus !== 'Appointment Booked') throw new AppError(409, MSG.teleConsultationClosed, 'Conflict');
    if (role === 'patient') {
      await audit(db, { actorUserId: portalUserId, subjectUserId: c.userId, familyMemberId: c.familyMemberId, action: 'join', resource: 'teleconsultation', resourceId: c.appointmentId, ip: req.ip, outcome: 'success' });
    }
    await pruneSignals(db);
    return ok({
      role,
      session: `${role}.${randomBytes(18).toString('base64url')}`,
      cursor: await lastSignalId(db, c.id),
      iceServers: [],
      self: role === 'patient' ? c.patientName : doctorName(c),
      peer: role === 'patient' ? doctorName(c) : c.patientName,
      date: c.apptDate,
      time: c.startTime,
      status: c.appointmentStatus,
    });
  });

  app.post('/api/rooms/:meetingId/signals', {
    schema: { tags: ['video stand-in'], summary: 'Send a signalling message to the room (or to one session)', params: meetingParams, body: signalBody, response: { 200: envelopeSchema(z.object({ id: z.number() })), ...errors } },
  }, async (req) => {
    const { role, c } = await participant(req, req.params.meetingId);
    checkSession(role, req.body.session);
    if (c.appointmentStatus !== 'Appointment Booked' && req.body.kind !== 'bye') throw new AppError(409, MSG.teleConsultationClosed, 'Conflict');
    if ((await recentSignalCount(db, c.id)) >= SIGNALS_PER_HOUR) throw tooMany('Too many messages in this room. Please try again later.');
    const id = await insertSignal(db, { consultationId: c.id, role, session: req.body.session, to: req.body.to ?? null, kind: req.body.kind, payload: req.body.payload ?? null });
    return ok({ id });
  });

  app.get('/api/rooms/:meetingId/signals', {
    schema: {
      tags: ['video stand-in'],
      summary: 'Messages for this session after the cursor; waits up to `wait` seconds (long poll) when there are none',
      params: meetingParams,
      querystring: pollQuery,
      response: { 200: envelopeSchema(z.object({ messages: z.array(signal), cursor: z.number(), status: z.string() })), ...errors },
    },
  }, async (req) => {
    const { role, c } = await participant(req, req.params.meetingId);
    checkSession(role, req.query.session);
    let gone = false;
    req.raw.on('close', () => (gone = true));
    const deadline = Date.now() + Math.min(req.query.wait * 1000, LONG_POLL_MS);
    let messages = await signalsFor(db, c.id, req.query.session, req.query.after);
    while (messages.length === 0 && Date.now() < deadline && !gone && !closing) {
      await new Promise((r) => setTimeout(r, POLL_EVERY_MS));
      messages = await signalsFor(db, c.id, req.query.session, req.query.after);
    }
    const now = await consultationByMeeting(db, req.params.meetingId);
    return ok({ messages, cursor: messages.length ? messages[messages.length - 1]!.id : req.query.after, status: now?.appointmentStatus ?? c.appointmentStatus });
  });

  app.post('/api/rooms/:meetingId/complete', {
    schema: { tags: ['video stand-in'], summary: 'The doctor ends the consultation (Consultation Completed)', params: meetingParams, response: { 200: envelopeSchema(z.object({ status: z.string() })), ...errors } },
  }, async (req) => {
    const { role, c } = await participant(req, req.params.meetingId);
    if (role !== 'doctor') throw forbidden('Only the doctor ends a consultation');
    await setAppointmentStatus(db, c.appointmentId, 'Consultation Completed');
    return ok({ status: 'Consultation Completed' });
  });

  // ── the doctor console (a page of the video service, not of the portal) ───────────────────────────────
  const page = readFileSync(new URL('./assets/console.html', import.meta.url), 'utf8');
  const assets: Record<string, string> = {
    'console.js': readFileSync(new URL('./assets/console.js', import.meta.url), 'utf8'),
    'room-client.js': readFileSync(new URL('./assets/room-client.js', import.meta.url), 'utf8'),
    'console.css': readFileSync(new URL('./assets/console.css', import.meta.url), 'utf8'),
  };
  app.get('/console/:meetingId', { schema: { hide: true, params: meetingParams } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(page),
  );
  app.get('/assets/:file', { schema: { hide: true, params: z.object({ file: z.enum(['console.js', 'room-client.js', 'console.css']) }) } }, async (req, reply) =>
    reply.type(req.params.file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(assets[req.params.file]),
  );
};

export default videoRoutes;
