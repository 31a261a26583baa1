import type { FastifyInstance } from 'fastify';
import { Gauge } from '@prometheus-io/client';

export interface Lifecycle {
  /** Set on SIGTERM (main.ts): health answers 503 and every answer closes its connection, so balancers move on. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** The draining state a graceful shutdown starts with (see main.ts and docs/operations.md, "Rolling a deployment"). */
export function registerLifecycle(app: FastifyInstance): void {
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_req, reply, payload) => {
    // A keep-alive connection would bring the balancer's next request here again: end it after this answer.
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
  new Gauge({
    name: 'portal_draining',
    help: '1 while this process shuts down (health answers 503, in-flight requests finish), else 0',
    registers: [app.portalMetrics.registry],
    collect() {
      this.set(lifecycle.draining ? 1 : 0);
    },
  });
}
