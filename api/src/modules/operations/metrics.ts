import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import promClient, { Counter, Gauge, Registry } from '@prometheus-io/client';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../../http/envelope.js';
import { processRegistry } from './counters.js';

/** Seconds: from a quick read (5 ms) to the 300 s the client waits at most (docs/product.md#everywhere-api). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 300];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface PortalMetrics {
  /** This app's metrics (requests, process, pool, jobs, uploads, exports, Web Vitals); the process counters are merged in `text`. */
  readonly registry: Registry;
  /** The Prometheus text exposition of this process. */
  text(): Promise<{ contentType: string; body: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    portalMetrics: PortalMetrics;
  }
}

/**
 * The operator's metrics (docs/operations.md lists every name with its meaning and an alert): request count and
 * latency per route and status (fastify-metrics), process memory, CPU and event-loop delay (the client's default
 * metrics), the database pool, the job queue, uploads and exports, and the process counters of `counters.ts`.
 * Each app has its own registry, so that two apps in one process (the tests) do not share series.
 */
export async function registerMetrics(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // The summary is made even when disabled: it too goes to this app's registry (it stays empty).
      overrides: { histogram: { name: 'http_request_duration_seconds', buckets: REQUEST_BUCKETS, registers: [registry] }, summary: { registers: [registry] } },
    },
  });

  const pool = deps.pool;
  if (pool) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL connections of this process by state (idle, busy); PORTAL_DB_POOL_MAX is the ceiling',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Queries of this process waiting for a free PostgreSQL connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({ name: 'portal_db_pool_max', help: 'PORTAL_DB_POOL_MAX of this process', registers: [registry] }).set(deps.config.PORTAL_DB_POOL_MAX);
  }

  // The queue is shared by every process on the database: each one reports the same numbers (take the max, not the sum).
  // One query per scrape feeds both gauges (the registry collects all metrics at once).
  type JobRow = { queue: string; pending: number; active: number; oldest: number | null };
  let reading: Promise<JobRow[] | null> | null = null;
  const readJobs = () =>
    (reading ??= sql<JobRow>`
      select queue,
        count(*) filter (where state = 'pending')::integer as pending,
        count(*) filter (where state = 'active')::integer as active,
        extract(epoch from now() - min(run_at) filter (where state = 'pending' and run_at <= now()))::float8 as oldest
      from jobs where state in ('pending', 'active') group by queue`
      .execute(deps.db)
      .then((r) => r.rows)
      // The database is unreachable: the scrape still answers (the pool and process metrics say why).
      .catch(() => null)
      .finally(() => {
        reading = null;
      }));
  new Gauge({
    name: 'portal_jobs_queued',
    help: 'Unfinished jobs in the shared queue, by queue and state (pending, active); the same value from every process',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await readJobs();
      this.reset();
      for (const r of rows ?? []) {
        this.set({ queue: r.queue, state: 'pending' }, Number(r.pending));
        this.set({ queue: r.queue, state: 'active' }, Number(r.active));
      }
    },
  });
  new Gauge({
    name: 'portal_jobs_oldest_due_seconds',
    help: 'Age of the oldest pending job that is due, by queue (0 when none waits); the same value from every process',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const rows = await readJobs();
      this.reset();
      for (const r of rows ?? []) this.set({ queue: r.queue }, Math.max(0, Number(r.oldest ?? 0)));
    },
  });

  const uploads = new Counter({
    name: 'portal_uploads_total',
    help: 'File uploads (multipart requests), by route and outcome (accepted, refused: 4xx, failed: 5xx)',
    labelNames: ['route', 'outcome'] as const,
    registers: [registry],
  });
  const exports = new Counter({
    name: 'portal_exports_total',
    help: 'Spreadsheet exports sent in full, by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route) return;
    if (String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      uploads.inc({ route, outcome: reply.statusCode < 400 ? 'accepted' : reply.statusCode < 500 ? 'refused' : 'failed' });
    } else if (reply.statusCode === 200 && String(reply.getHeader('content-type') ?? '').startsWith(XLSX)) {
      exports.inc({ route });
    }
  });

  const metrics: PortalMetrics = {
    registry,
    async text() {
      const merged = Registry.merge([registry, processRegistry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
  app.decorate('portalMetrics', metrics);

  // GET /api/metrics: with PORTAL_METRICS_TOKEN, only for that bearer token; without one, embedded mode only (a
  // production process then offers its metrics on PORTAL_METRICS_PORT alone, or not at all).
  const token = deps.config.PORTAL_METRICS_TOKEN;
  if (!token && !deps.config.embedded) return;
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  app.get('/api/metrics', { schema: { hide: true }, logLevel: 'warn' }, async function metricsRoute(req: FastifyRequest, reply: FastifyReply) {
    if (expected) {
      const given = Buffer.from(String(req.headers.authorization ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
    }
    const { contentType, body } = await metrics.text();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
