import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope.js';
import { revokeUserSessions } from '../../modules/auth/repository.js';
import { SOP3_LINKED, TEST_IDENTITIES } from './identities.js';

/**
 * POST /api/dev/identity/reset (embedded mode only): puts a test identity of the embedded provider
 * back to its first state, so that a journey can be run again on the same database: accounts it
 * registered are deactivated (their number is free again), accounts it was linked to are unlinked. The
 * SOP3 identity's link to the demo patient is the demo's and is not touched.
 */
const idpDevRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const resettable = TEST_IDENTITIES.filter((i) => i !== SOP3_LINKED).map((i) => i.claims['uuid']!);
  app.post(
    '/identity/reset',
    {
      schema: {
        tags: ['dev'],
        summary: 'Embedded only: undo what a test identity did (registered accounts deactivated, links removed).',
        body: z.object({ uuid: z.enum(resettable as [string, ...string[]]) }),
        response: { 200: envelopeSchema(z.object({ deactivated: z.number(), unlinked: z.number() })), ...errorResponses },
      },
    },
    async (req) => {
      const { uuid } = req.body;
      return deps.db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('users').select(['id', 'password_hash']).where('uae_pass_uuid', '=', uuid).where('status', '=', 'active').execute();
        let deactivated = 0;
        let unlinked = 0;
        for (const row of rows) {
          if (row.password_hash === null) {
            await trx.updateTable('users').set({ status: 'deactivated', deactivated_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
            await revokeUserSessions(trx as never, row.id, 'dev-reset');
            deactivated += 1;
          } else {
            await trx.updateTable('users').set({ uae_pass_issuer: null, uae_pass_uuid: null }).where('id', '=', row.id).execute();
            unlinked += 1;
          }
        }
        return ok({ deactivated, unlinked });
      });
    },
  );
};

export default idpDevRoutes;
