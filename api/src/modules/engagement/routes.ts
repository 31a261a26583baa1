import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  askADoctorSchema,
  complaintReceiptSchema,
  complaintSchema,
  contactRequestSchema,
  generalFeedbackSchema,
  healthPackageRequestSchema,
  MSG,
} from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth } from '../../http/auth.js';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../http/envelope.js';
import { EngagementService } from './service.js';

const tags = ['engagement'];
const security = [{ bearer: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 500: errorEnvelopeSchema, 503: errorEnvelopeSchema } as const;
const thanks = envelopeSchema(z.boolean());

/**
 * POST /api/user/* that send something to the hospital: health package
 * booking, complaints, ask a doctor, contact us, call back and general feedback. Every route needs a
 * logged-in user; the body is parsed with the same schema as the form (`@portal/shared/contracts`), so a
 * bad field is a 400 naming it; what is accepted is stored with the caller's user id.
 */
const engagementRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new EngagementService(deps.db);

  app.post('/requesthealthpkg', {
    onRequest: requireAuth,
    schema: {
      tags, security, summary: "Book a health package: stored for the hospital's call centre; answers true or false.",
      body: healthPackageRequestSchema, response: { 200: z.boolean(), ...errors },
    },
  }, async (req) => service.requestHealthPackage(req.auth.userId, req.body));

  app.post('/complaints', {
    onRequest: requireAuth,
    schema: {
      tags, security, summary: 'File a complaint; data.complaintNumber comes from a database sequence.',
      body: complaintSchema, response: { 200: envelopeSchema(complaintReceiptSchema), ...errors },
    },
  }, async (req) => ok(await service.complaint(req.auth.userId, req.body)));

  app.post('/saveaskadoc', {
    onRequest: requireAuth,
    schema: { tags, security, summary: 'Ask a doctor (mode of communication: the two flags, at least one set).', body: askADoctorSchema, response: { 200: thanks, ...errors } },
  }, async (req) => {
    await service.askADoctor(req.auth.userId, req.body);
    return ok(true, MSG.contactThanks);
  });

  app.post('/savecontactus', {
    onRequest: requireAuth,
    schema: { tags, security, summary: 'Contact us.', body: contactRequestSchema, response: { 200: thanks, ...errors } },
  }, async (req) => {
    await service.contact(req.auth.userId, 'contact', req.body);
    return ok(true, MSG.contactThanks);
  });

  app.post('/requestcallback', {
    onRequest: requireAuth,
    schema: { tags, security, summary: 'Ask to be called back; answers true or false.', body: contactRequestSchema, response: { 200: z.boolean(), ...errors } },
  }, async (req) => {
    await service.contact(req.auth.userId, 'callback', req.body);
    return true;
  });

  app.post('/savefeedback', {
    onRequest: requireAuth,
    schema: { tags, security, summary: 'General patient feedback.', body: generalFeedbackSchema, response: { 200: thanks, ...errors } },
  }, async (req) => {
    await service.generalFeedback(req.auth.userId, req.body);
    return ok(true, MSG.contactThanks);
  });
};

export default engagementRoutes;
