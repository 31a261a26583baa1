import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labResultTrendSchema, labResultsDataSchema, resultReleaseRulesSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../http/envelope.js';
import { requireAuth, requireRole } from '../../http/auth.js';
import { requestLang } from '../../http/lang.js';
import { ResultsService } from './results.js';

/**
 * Laboratory results with their context, beside the reports of the records routes: GET /user/labresults (every
 * test's latest value), GET /user/labresults/trend (one test over time) and, for administrators,
 * GET /admin/resultsreleaserules (what is held back, and how long).
 */

const tags = ['records'];
const secured = { security: [{ bearer: [] }] };
const authErrors = { ...errorResponses, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const memberId = z.coerce.number().int().min(0).max(2_147_483_647).default(0);

export function registerResultsRoutes(instance: FastifyInstance, deps: AppDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new ResultsService(deps.db, deps.adapters.his);

  app.get('/user/labresults', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: "Every laboratory test's latest value with unit, range and flag, of the caller (familyMemberId 0) or a family member; a member with another number: no values until her code (otpRequired)",
      querystring: z.object({ familyMemberId: memberId }),
      response: { 200: envelopeSchema(labResultsDataSchema), ...authErrors },
    },
  }, async (req) => {
    const data = await service.list({ userId: req.auth.userId, ip: req.ip }, { familyMemberId: req.query.familyMemberId }, requestLang(req));
    return ok(data, '', data.results.length ? 'Success' : 'NotFound');
  });

  app.get('/user/labresults/trend', {
    onRequest: requireAuth,
    schema: {
      tags, ...secured,
      summary: "One test's values over time (oldest first), by its key (the LOINC code, else name:<test name>)",
      querystring: z.object({ familyMemberId: memberId, test: z.string().trim().min(1, 'test is required').max(120) }),
      response: { 200: envelopeSchema(labResultTrendSchema), ...authErrors },
    },
  }, async (req) => {
    const data = await service.trend({ userId: req.auth.userId, ip: req.ip }, { familyMemberId: req.query.familyMemberId, key: req.query.test }, requestLang(req));
    return ok(data, '', data.values.length ? 'Success' : 'NotFound');
  });

  app.get('/admin/resultsreleaserules', {
    onRequest: requireRole(3),
    schema: {
      tags: ['admin'], ...secured,
      summary: 'The release rules of laboratory results: the days a sensitive or critical result is held, the sensitive tests, the critical interpretations',
      response: { 200: envelopeSchema(resultReleaseRulesSchema), ...authErrors },
    },
  }, async () => ok(await service.releaseRules()));
}
