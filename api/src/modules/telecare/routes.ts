import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teleListItemSchema, telePaymentStatusSchema, teleSsoSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../http/envelope.js';
import { requireAuth } from '../../http/auth.js';
import { requestLang } from '../../http/lang.js';
import type { Caller } from '../appointments/service.js';
import { TelecareService } from './service.js';

/**
 * Teleconsultation calls (docs/product.md#teleconsultation) under /api: the consultation list, the single sign-on to the video service
 * (/auth/logintelesso) and the payment outcome. Slots, booking and rescheduling are the appointment calls with
 * scheduleType TELEMED. Every call needs a signed-in user; records are the caller's or a family member's.
 */

const tags = ['teleconsultation'];
const secured = { security: [{ bearer: [] }] };
const authErrors = { ...errorResponses, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const memberId = z.coerce.number().int().min(0).max(2_147_483_647);
const appointmentId = z.coerce.number().int().positive().max(2_147_483_647);
const idText = z.union([z.string().max(40), z.number()]).transform((v) => String(v).trim());

const listBody = z.object({
  /** A medical record number of the patient; empty = all of the patient's records. */
  patientId: idText.optional(),
  /** The spec sends the video service's token; the portal authenticates by its own bearer token instead. */
  token: z.string().max(2000).optional().nullable(),
  today: z.enum(['yes', 'no']).default('no'),
  familyMemberId: memberId.default(0),
});

const ssoBody = z.object({
  familyMemberId: memberId.default(0),
  PatientMrn: idText.pipe(z.string().min(1, 'PatientMrn is required').max(40)),
  /** Ours: the consultation being launched (checked to be open now; gives its room and the launch address). */
  appointmentId: appointmentId.optional(),
});

const caller = (req: FastifyRequest): Caller => ({ userId: req.auth.userId, ip: req.ip });

const telecareRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new TelecareService(deps.db, deps.adapters.his, deps.adapters.video, deps.adapters.payment);

  app.post('/teleconsultation/consultationlist', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Upcoming teleconsultations of the caller (familyMemberId 0) or a family member, with status and payment link; today=yes keeps today\'s',
      body: listBody,
      response: { 200: envelopeSchema(z.array(teleListItemSchema)), ...authErrors },
    },
  }, async (req) => {
    const b = req.body;
    return ok(await service.consultationList(caller(req), { familyMemberId: b.familyMemberId, patientId: b.patientId || undefined, today: b.today === 'yes' }, requestLang(req)));
  });

  app.post('/auth/logintelesso', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Single sign-on to the video service for a patient record of the caller or a family member: access token and patient profile',
      body: ssoBody,
      response: { 200: envelopeSchema(teleSsoSchema), ...authErrors },
    },
  }, async (req) => ok(await service.sso(caller(req), { familyMemberId: req.body.familyMemberId, patientMrn: req.body.PatientMrn, appointmentId: req.body.appointmentId })));

  app.post('/teleconsultation/paymentstatus', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'How the latest payment attempt of a teleconsultation ended (asked of the payment service), and the consultation\'s payment status',
      body: z.object({ appointmentId }),
      response: { 200: envelopeSchema(telePaymentStatusSchema), ...authErrors },
    },
  }, async (req) => ok(await service.paymentStatus(caller(req), req.body.appointmentId)));
};

export default telecareRoutes;
