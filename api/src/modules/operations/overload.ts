import v8 from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { Counter, Gauge } from '@prometheus-io/client';
import { MSG } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';

/** Answered whatever the load: the load balancer's probe and the operator's scrape. */
const NEVER_SHED = new Set(['/api/health', '/api/metrics']);

/** The heap ceiling when PORTAL_OVERLOAD_HEAP_BYTES is 0: 90% of V8's limit, before the process would die of it. */
export function defaultHeapCeiling(): number {
  return Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9);
}

/**
 * Overload protection (`@fastify/under-pressure`): when the event loop is saturated (mean delay over the last
 * 500 ms sample, or its utilisation) or memory is short, an API request is answered at once with 503, the spec's
 * 'Network Error!' and `Retry-After` (header and `data.retryAfterSeconds`) instead of joining a queue without bound. The
 * health check, the metrics and the web files are still served; the shell shows the message with a retry.
 */
export async function registerOverloadProtection(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const c = deps.config;
  const retryAfter = c.PORTAL_OVERLOAD_RETRY_AFTER_S;
  const registers = [app.portalMetrics.registry];
  const rejected = new Counter({
    name: 'portal_overload_rejections_total',
    help: 'API requests answered 503 because this process was overloaded, by reason (eventLoopDelay, eventLoopUtilization, heapUsedBytes, rssBytes)',
    labelNames: ['reason'] as const,
    registers,
  });
  // The first samples describe the start itself (plugins, migrations: a loop busy for a whole sample reads as
  // saturated): a process sheds nothing until two samples after it is ready.
  let armedAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    armedAt = Date.now() + 1100;
  });
  await app.register(underPressure, {
    sampleInterval: 500,
    maxEventLoopDelay: c.PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: c.PORTAL_OVERLOAD_EVENT_LOOP_UTILIZATION,
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: c.PORTAL_OVERLOAD_HEAP_BYTES === -1 ? 0 : c.PORTAL_OVERLOAD_HEAP_BYTES || defaultHeapCeiling(),
    maxRssBytes: c.PORTAL_OVERLOAD_RSS_BYTES,
    retryAfter,
    pressureHandler(req: FastifyRequest, reply: FastifyReply, type: string) {
      const url = req.routeOptions.url ?? '';
      // Returning nothing lets the request through (the plugin's documented contract).
      if (!req.url.startsWith('/api/') || NEVER_SHED.has(url) || Date.now() < armedAt) return undefined;
      rejected.inc({ reason: type });
      // Answered here, the request goes no further (the documented pressureHandler contract).
      void reply.code(503).header('retry-after', String(retryAfter)).send({ message: { status: 'Invalid', message: MSG.networkError }, data: { retryAfterSeconds: retryAfter } });
      return undefined;
    },
  });
  new Gauge({
    name: 'portal_event_loop_delay_seconds',
    help: 'Mean event-loop delay over the last 500 ms sample, as the overload protection sees it (compare PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS); 0.5 when the loop was busy for the whole sample',
    registers,
    collect() {
      const ms = app.memoryUsage().eventLoopDelay;
      this.set(Number.isFinite(ms) ? ms / 1000 : 0.5);
    },
  });
  new Gauge({
    name: 'portal_event_loop_utilization',
    help: 'Share of the last 500 ms sample the event loop was busy (0-1)',
    registers,
    collect() {
      this.set(app.memoryUsage().eventLoopUtilized);
    },
  });
}
