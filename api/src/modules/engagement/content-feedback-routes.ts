import type { FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackSubmissionSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/envelope.js';
import { EngagementService } from './service.js';
import { DATABASE_RETRY_AFTER_S, isUnreachable } from '../../http/unreachable.js';

/**
 * The content site's "save answers" call (a POST to the content site base, docs/product.md#content-requests), part of the embedded
 * content-site stand-in: POST /content/<brand>/savefeedbackresponse, in the content site's envelope
 * `{ status, data, message }`. Kept in the engagement module so the answers land in its tables.
 *
 * It takes no portal token, like the real content site (which is another system: the portal must not hand
 * it the patient's token); the submission itself carries the patient's name, mobile and e-mail.
 */
const contentFeedbackRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new EngagementService(deps.db);

  app.setErrorHandler((err: any, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
      return reply.code(400).send({ status: 'error', data: null, message: `${field}: ${first?.message ?? 'invalid value'}` });
    }
    if (err instanceof AppError && err.httpStatus < 500) return reply.code(err.httpStatus).send({ status: 'error', data: null, message: err.message });
    if (isUnreachable(err)) {
      req.log.error({ err }, 'database unreachable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send({ status: 'error', data: null, message: 'Network Error!' });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'content site feedback error');
    return reply.code(status).send({ status: 'error', data: null, message: status === 500 ? 'Something went wrong!' : err.message || 'Bad request' });
  });

  app.post('/:brand/savefeedbackresponse', {
    schema: {
      tags: ['content'],
      summary: 'Content site stand-in: save the answers of a feedback questionnaire.',
      params: z.object({ brand: z.string().max(20) }),
      body: feedbackSubmissionSchema,
      response: { 200: z.object({ status: z.literal('success'), data: z.object({ id: z.number().int() }), message: z.string() }) },
    },
  }, async (req) => {
    const id = await service.saveFeedbackResponse(req.params.brand, req.body);
    return { status: 'success' as const, data: { id }, message: '' };
  });
};

export default contentFeedbackRoutes;
