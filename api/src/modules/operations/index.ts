import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { registerMetrics } from './metrics.js';
import { registerOverloadProtection } from './overload.js';
import { registerClientVitals } from './vitals.js';
import { registerLifecycle } from './lifecycle.js';

/**
 * What an operator needs of every process (docs/operations.md): metrics, real users' Web Vitals, overload
 * protection and the draining state of a graceful shutdown. Registered on the root app before any module, so
 * that the request metrics and the overload check see every route.
 */
export async function registerOperations(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerMetrics(app, deps);
  registerLifecycle(app);
  await registerOverloadProtection(app, deps);
  registerClientVitals(app, deps);
}
