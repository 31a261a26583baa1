import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate.js';
import type { AppDeps } from '../../deps.js';

/** GET /api/health — for a load balancer: 200 when the database answers and no migration is pending. */
const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  app.get('/health', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      const pending = await pendingMigrations(deps.db);
      if (pending > 0) return reply.code(503).send({ message: { status: 'Invalid', message: `${pending} migrations pending` }, data: null });
      return { message: { status: 'Success', message: 'ok' }, data: { database: deps.dbKind, migrations: 'applied' } };
    } catch {
      return reply.code(503).send({ message: { status: 'Invalid', message: 'Network Error!' }, data: null });
    }
  });
};
export default healthRoutes;
