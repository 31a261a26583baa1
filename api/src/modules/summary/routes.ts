import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUMMARY_SECTIONS, createShareSchema, createdShareSchema, sharedLinksDataSchema, type SummarySection } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth } from '../../http/auth.js';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../http/envelope.js';
import { passwordWork } from '../user/password.js';
import { SummaryService, type Caller } from './service.js';
import { ShareService } from './share-service.js';

/**
 * The patient's summary (International Patient Summary) and its shared links, signed in:
 * GET /api/user/summary (FHIR JSON), GET /api/user/summary/pdf, and the shared links under /api/user/summary/shares.
 * The recipients' side (the SMART Health Links manifest) is shl-routes.ts.
 */

const tags = ['summary'];
const secured = { security: [{ bearer: [] }] };
const authErrors = { ...errorResponses, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const caller = (req: FastifyRequest): Caller => ({ userId: req.auth.userId, ip: req.ip });

const summaryQuery = z.object({
  familyMemberId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  lang: z.enum(['en', 'ar']).default('en'),
  sections: z.string().max(200).optional()
    .transform((v, ctx) => {
      if (!v) return [...SUMMARY_SECTIONS];
      const list = [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))];
      const bad = list.find((s) => !(SUMMARY_SECTIONS as readonly string[]).includes(s));
      if (bad || list.length === 0) {
        ctx.addIssue({ code: 'custom', message: `sections must be some of ${SUMMARY_SECTIONS.join(', ')}` });
        return z.NEVER;
      }
      return list as SummarySection[];
    }),
});

const summaryRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const summaries = new SummaryService(deps.db, deps.adapters.his);
  const shares = new ShareService(deps.db, summaries, passwordWork(), deps.config.publicUrl);

  app.get('/user/summary', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: "The caller's or a family member's International Patient Summary: a FHIR R4 document Bundle (application/fhir+json)",
      querystring: summaryQuery,
    },
  }, async (req, reply) => {
    const bundle = await summaries.summary(caller(req), req.query);
    return reply.type('application/fhir+json').header('cache-control', 'no-store').send(JSON.stringify(bundle));
  });

  app.get('/user/summary/pdf', {
    onRequest: requireAuth,
    schema: { tags, ...secured, summary: 'The same summary as a PDF, in English or Arabic (no password: it is your own)', querystring: summaryQuery },
  }, async (req, reply) => {
    const f = await summaries.pdf(caller(req), req.query);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${f.fileName}"`).header('cache-control', 'no-store').send(f.pdf);
  });

  app.get('/user/summary/shares', {
    onRequest: requireAuth,
    schema: { tags, ...secured, summary: 'Shared links of the caller (and the ones made of them by another account), newest first', response: { 200: envelopeSchema(sharedLinksDataSchema), ...authErrors } },
  }, async (req) => ok({ links: await shares.list(caller(req)) }));

  app.post('/user/summary/shares', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: 'Shares the summary as a SMART Health Link: the chosen sections, an expiry of 1 hour to 30 days, an optional passcode. The link (with its key) is answered now only',
      body: createShareSchema,
      response: { 200: envelopeSchema(createdShareSchema), ...authErrors },
    },
  }, async (req) => ok(await shares.create(caller(req), req.body)));

  app.post('/user/summary/shares/:id/revoke', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured, summary: 'Revokes a shared link at once (its file is dropped; a recipient then gets 404)',
      params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      response: { 200: envelopeSchema(z.object({ link: createdShareSchema.shape.link })), ...authErrors },
    },
  }, async (req) => ok({ link: await shares.revoke(caller(req), req.params.id) }));
};

export default summaryRoutes;
