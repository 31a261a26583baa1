import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, notFound, ok } from '../../http/envelope.js';
import { consoleKey } from './routes.js';

/**
 * `GET /api/dev/teleconsultations?refNo=` (embedded mode only): the doctor console link of a teleconsultation,
 * as the video service would give it to the doctor. Demos and the browser journeys open it like `/api/dev/outbox`.
 */
const devVideoRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = deps.db;
  app.get('/teleconsultations', {
    schema: {
      tags: ['dev'],
      summary: 'Embedded only: the consultation of an appointment reference, with its doctor console link',
      querystring: z.object({ refNo: z.string().trim().min(3).max(40) }),
      response: { 200: envelopeSchema(z.object({ refNo: z.string(), meetingId: z.string(), appointmentStatus: z.string(), paymentStatus: z.string(), consoleUrl: z.string() })) },
    },
  }, async (req) => {
    const row = await db.selectFrom('video_consultation').select(['ref_no', 'meeting_id', 'appointment_status', 'payment_status']).where('ref_no', '=', req.query.refNo).executeTakeFirst();
    if (!row) throw notFound('Consultation not found');
    const key = await consoleKey(db, row.meeting_id);
    return ok({ refNo: row.ref_no, meetingId: row.meeting_id, appointmentStatus: row.appointment_status, paymentStatus: row.payment_status, consoleUrl: `/video/console/${row.meeting_id}#key=${key}` });
  });
};

export default devVideoRoutes;
