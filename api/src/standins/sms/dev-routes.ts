import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope.js';
import { findOutbox } from './repository.js';

const outboxItem = z.object({
  id: z.string(),
  callingCode: z.string(),
  mobile: z.string(),
  text: z.string(),
  sentAt: z.string().describe('ISO 8601'),
});

/**
 * Development helpers of the embedded mode under /api/dev. Registered only when PORTAL_MODE=embedded
 * (src/registry.ts marks it embeddedOnly), so a production server has no such route at all.
 */
const devRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'Text messages sent to a number (calling code + mobile), newest first — embedded mode only',
      querystring: z.object({ mobile: z.string().regex(/^\+?\d{7,16}$/, 'Enter the calling code followed by the mobile number, digits only') }),
      response: { 200: envelopeSchema(z.array(outboxItem)), ...errorResponses },
    },
  }, async (req) => {
    const rows = await findOutbox(deps.db, req.query.mobile);
    return ok(rows.map((r) => ({ id: String(r.id), callingCode: r.calling_code, mobile: r.mobile, text: r.text, sentAt: new Date(r.sent_at).toISOString() })));
  });
};
export default devRoutes;
