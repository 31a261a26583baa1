import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Where a request comes from, as the audit log records it: the portal's pages or the teleconsultation's. */
export type AuditChannel = 'portal' | 'teleconsultation';

interface RequestContext {
  channel: AuditChannel | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * The channel of the request being served (the `Invoking_Channel` header: PATIENTPORTA or TELECONSULT, spec
 * docs/product.md#everywhere-api), for the audit log: every entry records where the read came from without each service passing it
 * along. Null outside a request (background jobs: the hospital system) or for a caller that names no channel.
 */
export function currentChannel(): AuditChannel | null {
  return storage.getStore()?.channel ?? null;
}

export function channelOf(header: string | string[] | undefined): AuditChannel | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (value === 'TELECONSULT') return 'teleconsultation';
  if (value === 'PATIENTPORTA') return 'portal';
  return null;
}

/** Runs the rest of each request's lifecycle inside its context (as @fastify/request-context does). */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    storage.run({ channel: channelOf(req.headers['invoking_channel']) }, done);
  });
}
