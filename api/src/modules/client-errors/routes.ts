import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { multiline } from '@portal/shared/contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { ok, tooMany } from '../../http/envelope.js';
import { takeRateSlot } from '../security/rate-limit.js';
import { insertClientError } from './repository.js';

/** What the shell reports when a remote fails to load or is refused (version skew), for operators. */
const body = z.object({
  kind: z.enum(['remote-load', 'remote-contract', 'render']),
  remote: z.string().max(60).optional(),
  deployId: z.string().max(80).optional(),
  // An error's message may span lines.
  message: multiline(z.string().min(1).max(1000)),
  page: z.string().max(300).optional(),
});

/** Reports per client address and minute; a broken deployment must not turn every browser into a flood. */
export const CLIENT_ERRORS_PER_MINUTE = 30;

const clientErrorRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/client-errors',
    { schema: { tags: ['operations'], summary: 'A browser reports a remote that failed to load', body } },
    async (req, reply) => {
      const slot = await takeRateSlot(deps.db, `client-errors:${req.ip}`, CLIENT_ERRORS_PER_MINUTE, 60);
      if (!slot.allowed) throw tooMany('Too many error reports; try again in a minute.');
      const b = req.body;
      await insertClientError(deps.db, {
        kind: b.kind, remote: b.remote ?? null, deploy_id: b.deployId ?? null, message: b.message, page: b.page ?? null, ip: req.ip,
        user_agent: String(req.headers['user-agent'] ?? '').slice(0, 300),
      });
      req.log.warn({ clientError: b }, 'client reported an error');
      return reply.code(202).send(ok(null, 'Reported'));
    },
  );
};
export default clientErrorRoutes;
