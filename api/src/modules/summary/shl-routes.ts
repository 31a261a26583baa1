import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openShareSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { passwordWork } from '../user/password.js';
import { SummaryService } from './service.js';
import { ShareService } from './share-service.js';

/**
 * The SMART Health Links side of a shared summary, public (any receiving application, from any origin):
 * POST /api/shl/:manifest (the manifest request: `recipient`, `passcode`, `embeddedLengthMax`) and
 * GET /api/shl/:manifest/file/:ticket (a one-time `location` of the encrypted file). Answers are the protocol's plain
 * JSON, not the portal's envelope.
 */

const tags = ['summary'];
const manifestParams = z.object({ manifest: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'manifest is not a link address') });

const cors = (reply: FastifyReply) =>
  reply.header('access-control-allow-origin', '*').header('access-control-allow-methods', 'POST, GET, OPTIONS').header('access-control-allow-headers', 'content-type').header('cache-control', 'no-store');

const shlRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const shares = new ShareService(deps.db, new SummaryService(deps.db, deps.adapters.his), passwordWork(), deps.config.publicUrl);

  app.options('/shl/:manifest', { schema: { hide: true } }, async (_req, reply) => cors(reply).header('access-control-max-age', '600').code(204).send());
  app.options('/shl/:manifest/file/:ticket', { schema: { hide: true } }, async (_req, reply) => cors(reply).code(204).send());

  app.post('/shl/:manifest', {
    schema: {
      tags,
      summary: 'SMART Health Links manifest request: 200 { files } with the encrypted summary, 401 { remainingAttempts } for a wrong passcode, 404 when the link is no longer active, 429 with Retry-After',
      params: manifestParams,
      body: openShareSchema.extend({ embeddedLengthMax: z.number().int().min(0).optional() }),
    },
  }, async (req, reply) => {
    const answer = await shares.manifest(req.params.manifest, req.body, req.ip);
    cors(reply);
    if (answer.status === 429) reply.header('retry-after', String(Math.max(1, Math.ceil(answer.retryAfter))));
    return reply.code(answer.status).type('application/json').send(answer.body);
  });

  app.get('/shl/:manifest/file/:ticket', {
    schema: { tags, summary: 'A one-time location of the encrypted file (application/jose), for a manifest asked with a small embeddedLengthMax', params: manifestParams.extend({ ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }) },
  }, async (req, reply) => {
    const jwe = await shares.file(req.params.manifest, req.params.ticket);
    cors(reply);
    if (!jwe) return reply.code(404).type('application/json').send({ error: 'This address is no longer valid' });
    return reply.type('application/jose').send(jwe);
  });
};

export default shlRoutes;
