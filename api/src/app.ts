import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
} from 'fastify-type-provider-zod';
import { constants as zlib } from 'node:zlib';
import type { z } from 'zod';
import { textGuard } from '@portal/shared/contracts/schemas';
import { MSG } from '@portal/shared/contracts';
import { HisRefusedError, HisUnavailableError } from './adapters/his/types.js';
import type { AppDeps } from './deps.js';
import type { TrustedProxies } from './config.js';
import { modules } from './registry.js';
import { AppError, type StatusWord } from './http/envelope.js';
import { DATABASE_RETRY_AFTER_S, isUnreachable } from './http/unreachable.js';
import { guardRoles } from './http/auth.js';
import { registerWeb, spaFallback } from './http/web.js';
import { requestLang, varyOnLanguage } from './http/lang.js';
import { wordEnvelope } from './http/server-texts.js';
import { registerOperations } from './modules/operations/index.js';
import { registerRequestContext } from './http/request-context.js';
import { registerClientAddress } from './http/client-address.js';

/** One registered route (HEAD twins left out), as the `onRoute` hook saw it: what test/security-routes.test.ts walks. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Names of the route's own onRequest and preHandler hooks (`requireAuth`, `requireRoleHandler`, …). */
  guards: string[];
  /** The roles its `requireRole` guard accepts; undefined for a route without one. */
  roles?: readonly number[];
  /** Which parts of the request the route declares a schema for. */
  schemaParts: ('body' | 'querystring' | 'params')[];
  /** The route's schema as declared (zod), for tests that derive inputs from it. */
  schema: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order (filled by an onRoute hook installed first). */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface BuildOptions {
  logger?: boolean | object;
  /** A pino logger shared with the adapters (main.ts); takes precedence over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Serve the shell, the registry and the remotes' deployments (embedded server). Tests leave it off. */
  web?: boolean;
}

/** The Content-Security-Policy of the portal: no inline scripts, no eval (pdf.js and MF work without). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'], // preview of an uploaded PDF (a blob: URL of the owner-checked download)
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const BODY_LIMIT = 1_048_576;

/** Bad text that reached the database (a NUL in JSON, an encoding it cannot store): the request's fault. */
const UNSTORABLE_TEXT_CODES = new Set(['22P05', '22021']);

/** An error envelope (worded in the request's language on its way out, as every answer: `wordEnvelope`). */
function send(reply: FastifyReply, http: number, status: StatusWord, message: string, data: unknown = null) {
  return reply.code(http).send({ message: { status, message }, data });
}

/** 503 'Network Error!' (spec) with when to try again, header and envelope alike. */
function unavailable(reply: FastifyReply) {
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
  return send(reply, 503, 'Invalid', MSG.networkError, { retryAfterSeconds: DATABASE_RETRY_AFTER_S });
}

/**
 * Fastify's `trustProxy`. A hop count becomes the documented function form, trusting the nearest `hops`
 * peers (Fastify itself treats a bare number as "trust none"): right only when no client can reach the API
 * except through those proxies, which is what choosing a hop count asserts (docs/operations.md).
 */
function trustProxyOption(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}

/** Builds the portal API (and, in embedded mode, the stand-ins) without listening. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const production = deps.config.PORTAL_MODE === 'production';
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    bodyLimit: BODY_LIMIT,
    // The client's address (limits, sessions, audit) comes from X-Forwarded-For only when the peer is a
    // configured proxy: anyone else could write any address there (docs/operations.md).
    trustProxy: trustProxyOption(deps.config.PORTAL_TRUSTED_PROXIES),
    // Ids from the client are never trusted; each request gets its own.
    genReqId: () => crypto.randomUUID(),
    // Fastify's two lines per request (155 MB in a few minutes of load) are replaced by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's 10 s per plugin is too short on a busy 2-core machine (swagger-ui's start timed out in the API
    // tests at load average 20): a slow start is better than a failed one; a hung plugin still fails.
    pluginTimeout: 60_000,
  });
  // Before any plugin: the route table the security suite walks, so a new route cannot escape it.
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const guards = [route.onRequest, route.preHandler].flat().filter(Boolean).map((h) => (h as { name?: string }).name ?? '');
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const schemaParts = (['body', 'querystring', 'params'] as const).filter((k) => schema[k] !== undefined);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      registered.push({ method, url: route.url, guards, roles: guardRoles([route.onRequest, route.preHandler]), schemaParts, schema });
    }
  });
  // Before anything reads `req.ip`: a forwarded address is a real one, bounded, or none (http/client-address.ts).
  registerClientAddress(app, deps.config.PORTAL_TRUSTED_PROXIES);
  // Before any route's hooks: the audit log learns each request's channel from here (http/request-context.ts).
  registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      const retry = (err.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (typeof retry === 'number') reply.header('retry-after', String(retry));
      return send(reply, err.httpStatus, err.status, err.message, err.data);
    }
    // The hospital's system (the HIS port): down or slow, or refusing the call in its own words.
    if (err instanceof HisUnavailableError) {
      req.log.error({ err: { message: err.message, cause: String((err as { cause?: unknown }).cause ?? '') } }, 'hospital system unreachable');
      return unavailable(reply);
    }
    if (err instanceof HisRefusedError) {
      req.log.warn({ err: { message: err.message } }, 'hospital system refused the call');
      return send(reply, err.status, err.status === 409 ? 'Conflict' : 'Invalid', err.message);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]!;
      const where = (err as any).validationContext ?? 'body';
      const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      // A missing body or querystring as a whole has an empty path: name the part of the request instead.
      const field = path || where;
      return send(reply, 400, 'Invalid', `${field}: ${first.message ?? 'invalid value'}`, { field });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response does not match its schema');
      return send(reply, 500, 'Invalid', 'Something went wrong!');
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 413) return send(reply, 413, 'Invalid', `Request body is too large (limit ${BODY_LIMIT} bytes)`);
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx texts (bad JSON, unsupported media type) say nothing about the server.
      return send(reply, status, status === 404 ? 'NotFound' : 'Invalid', err.message || 'Bad request');
    }
    if ((err as any).code === '23505') return send(reply, 409, 'Conflict', 'The record already exists');
    // Never leak stack traces or SQL: the details go to the log only.
    if (isUnreachable(err)) {
      req.log.error({ err }, 'database unreachable');
      return unavailable(reply);
    }
    if (UNSTORABLE_TEXT_CODES.has((err as any).code)) {
      // The text guard refuses these first (below); this is the last line, should a value slip past it.
      req.log.warn({ err: { message: err.message, code: (err as any).code } }, 'text the database cannot store');
      return send(reply, 400, 'Invalid', `body: ${MSG.unsafeText}`, { field: 'body' });
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'Invalid', 'Something went wrong!');
  });

  app.setNotFoundHandler((req, reply) => {
    if (opts.web && spaFallback(req, reply, deps.config)) return reply;
    return send(reply, 404, 'NotFound', `No route ${req.method} ${req.url.split('?')[0]}`);
  });

  // One rule for text, before any route's own schema: a control character or a direction override in any string
  // of the path parameters, the query string or the body is a 400 naming the field, whatever else the request
  // lacks (PostgreSQL refuses NUL; overrides disguise names in administrators' lists). `textGuard` is the shared
  // zod refinement of @portal/shared/contracts, built once per route from its schemas (multi-line fields).
  const guards = new WeakMap<object, Partial<Record<'params' | 'querystring' | 'body', z.ZodType>>>();
  app.addHook('preValidation', async (req) => {
    const schema = req.routeOptions.schema as Partial<Record<'params' | 'querystring' | 'body', z.ZodType>> | undefined;
    if (!schema) return;
    let routeGuards = guards.get(schema);
    if (!routeGuards) {
      routeGuards = {};
      for (const part of ['params', 'querystring', 'body'] as const) if (schema[part]) routeGuards[part] = textGuard(schema[part]);
      guards.set(schema, routeGuards);
    }
    for (const [part, value] of [['params', req.params], ['querystring', req.query], ['body', req.body]] as const) {
      const issue = routeGuards[part]?.safeParse(value).error?.issues[0];
      if (issue) {
        // Named by its field first, as every malformed-request text (stays English; `http/server-texts.ts`).
        const field = issue.path.join('.') || part;
        const fieldNamed = `${field}: ${issue.message}`;
        throw new AppError(400, fieldNamed, 'Invalid', { field });
      }
    }
  });
  app.addHook('onSend', varyOnLanguage);
  // Request logs (docs/operations.md): one line per request at debug; at info and above only the slow ones (warn,
  // over PORTAL_SLOW_REQUEST_MS) besides the errors the handler logs. No query strings: they can carry numbers.
  const slowMs = deps.config.PORTAL_SLOW_REQUEST_MS;
  app.addHook('onResponse', async (req, reply) => {
    const ms = Math.round(reply.elapsedTime);
    if (ms < slowMs && req.log.level !== 'debug' && req.log.level !== 'trace') return;
    const line = { method: req.method, url: req.url.split('?')[0], statusCode: reply.statusCode, ms };
    if (ms >= slowMs) req.log.warn(line, 'slow request');
    else req.log.debug(line, 'request');
  });
  // The server's own texts in the request's language, answers and errors alike (`http/server-texts.ts`).
  app.addHook('preSerialization', async (req, _reply, payload) => (req.url.startsWith('/api/') ? wordEnvelope(payload, requestLang(req)) : payload));
  // Security headers: helmet's middleware built once (the headers do not vary per request) and run on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Only a production deployment is known to sit behind HTTPS; HSTS on http://127.0.0.1 would pin browsers.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Remotes and images come from the same origin; a cross-origin isolation policy would only get in the way.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)));
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 keeps brotli cheap enough to run per response; hashed assets are compressed once by the browser cache.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Patient portal API', version: '1.0.0', description: 'The paths the portal calls; envelope { message: { status, message }, data }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The description of every route: for developers, off in production unless PORTAL_API_DOCS says otherwise.
  if (deps.config.PORTAL_API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: false } });

  // Metrics, Web Vitals, overload protection and the shutdown's draining state: before the modules, to see every route.
  await registerOperations(app, deps);
  for (const m of modules) {
    if (m.embeddedOnly && !deps.config.embedded) continue;
    await app.register(m.plugin, { prefix: m.prefix, ...deps });
  }
  if (opts.web) await registerWeb(app, deps.config);
  return app;
}
