import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { modules } from './modules/index.js';
import { AppError } from './http/envelope.js';

export interface BuildOptions {
  logger?: boolean | object;
}

/** Builds the portal API (and, in embedded mode, the stand-ins) without listening. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1_048_576,
    trustProxy: true,
    // Ids from the client are never trusted; each request gets its own.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err: any, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.httpStatus).send({ message: { status: err.status, message: err.message }, data: err.data });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = (first?.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || (first?.params as any)?.issue?.path?.join('.') || 'body';
      const message = `${field}: ${first?.message ?? 'invalid value'}`;
      return reply.code(400).send({ message: { status: 'Invalid', message }, data: { field } });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 413) return reply.code(413).send({ message: { status: 'Invalid', message: 'Request body is too large' }, data: null });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: { status: 'Invalid', message: err.message || 'Bad request' }, data: null });
    }
    req.log.error({ err }, 'unhandled error');
    // Never leak stack traces or SQL: a database that cannot be reached is a 503 'Network Error!'.
    const unreachable = /ECONNREFUSED|ECONNRESET|terminating connection|Connection terminated|timeout/i.test(String(err?.message ?? ''));
    return reply
      .code(unreachable ? 503 : 500)
      .send({ message: { status: 'Invalid', message: unreachable ? 'Network Error!' : 'Something went wrong!' }, data: null });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ message: { status: 'NotFound', message: `No route ${req.method} ${req.url.split('?')[0]}` }, data: null });
  });

  for (const m of modules) {
    if (m.embeddedOnly && !deps.config.embedded) continue;
    await app.register(m.plugin, { prefix: m.prefix, ...deps });
  }
  return app;
}
