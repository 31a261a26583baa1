import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireAuth } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { RecordAccessService } from './service.js';

/** Page size of "who saw my records". */
export const RECORD_ACCESS_PAGE = 20;

/** GET /api/user/recordaccess — who read the caller's and their family members' records (newest first, paged). */
const recordAccessRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new RecordAccessService(deps.db, deps.adapters.his);
  app.get(
    '/recordaccess',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: 'Who read the caller’s and their family members’ records: reports and their PDFs, laboratory results, medication, appointments, documents (newest first).',
        querystring: z.object({
          start: z.coerce.number().int().min(0).max(1_000_000).default(0),
          take: z.coerce.number().int().min(1).max(50).default(RECORD_ACCESS_PAGE),
        }),
      },
    },
    async (req) => ok(await service.page(req.auth.userId, req.query.start, req.query.take)),
  );
};

export default recordAccessRoutes;
