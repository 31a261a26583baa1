import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../deps.js';
import type { AdapterLogger } from '../../adapters/logger.js';
import { broadcastDelivery, BROADCAST_QUEUE } from '../notifications/delivery.js';
import { labReportNotifier, LAB_REPORT_QUEUE } from '../notifications/lab-reports.js';
import { shareExpiry } from '../summary/expiry-job.js';
import { SHARE_EXPIRY_QUEUE } from '../summary/share-service.js';
import { JobWorker, type JobHandler } from './worker.js';

/** Every queue and its handler: one line per kind of background work. */
export function jobHandlers(deps: AppDeps, log?: AdapterLogger): Record<string, JobHandler> {
  return {
    // PGlite serves every request through one connection: smaller steps with a pause keep the portal
    // answering while a large broadcast goes out (bench-admin.ts measures both).
    [BROADCAST_QUEUE]: broadcastDelivery(deps.db, deps.adapters.push, {
      publicUrl: deps.config.publicUrl,
      ...(deps.dbKind === 'pglite' ? { batchSize: 500, pauseMs: 20 } : {}),
    }),
    [LAB_REPORT_QUEUE]: labReportNotifier(deps.db, deps.adapters.his, deps.adapters.push, deps.adapters.sms, log),
    [SHARE_EXPIRY_QUEUE]: shareExpiry(deps.db),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker (absent with PORTAL_JOBS_WORKER=false). */
    jobWorker?: JobWorker;
  }
}

/**
 * Runs this process's job worker from `onReady` to `onClose` (PORTAL_JOBS_WORKER=false: a process that
 * only answers HTTP; another process then does the work). Stopping lets the current step finish and
 * hands the job back for another worker.
 */
const jobsPlugin: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  if (!deps.config.PORTAL_JOBS_WORKER) return;
  const worker = new JobWorker(deps.db, jobHandlers(deps, app.log), { pollMs: deps.config.PORTAL_JOBS_POLL_MS, log: app.log });
  app.decorate('jobWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
// fastify-plugin: the decorator is visible on the root instance (tests and the benchmark wait on it).
export default fp(jobsPlugin, { name: 'portal-jobs', fastify: '5.x' });
