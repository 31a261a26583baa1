import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations } from '../../db/migrate.js';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../http/envelope.js';
import type {} from '../operations/lifecycle.js';
import { pingDatabase } from './repository.js';
import { DATABASE_RETRY_AFTER_S } from '../../http/unreachable.js';

/** GET /api/health — for a load balancer: 200 when the database answers and no migration is pending. */
const healthRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Database reachable and migrations applied (503 otherwise)',
      response: {
        200: envelopeSchema(z.object({ database: z.enum(['pglite', 'postgres']), migrations: z.literal('applied') })),
        503: errorEnvelopeSchema,
      },
    },
  }, async (_req, reply) => {
    // Shutting down (SIGTERM): the balancer stops sending here while in-flight requests finish.
    if (instance.lifecycle?.draining) return reply.code(503).send({ message: { status: 'Invalid', message: 'Shutting down' }, data: null });
    try {
      await pingDatabase(deps.db);
      const pending = await pendingMigrations(deps.db);
      if (pending > 0) return reply.code(503).send({ message: { status: 'Invalid', message: `${pending} migrations pending` }, data: null });
      return ok({ database: deps.dbKind, migrations: 'applied' as const }, 'ok');
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: { status: 'Invalid', message: 'Network Error!' }, data: { retryAfterSeconds: DATABASE_RETRY_AFTER_S } });
    }
  });
};
export default healthRoutes;
