import v8 from 'node:v8';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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

const SAMPLE_MS = 500;

/**
 * Overload protection (`@fastify/under-pressure`): when the event loop is saturated (mean delay over the last
 * 500 ms sample, or its utilisation) or memory is short, an API request is answered at once with 503, the spec's
 * 'Network Error!' and `Retry-After` (header and `data.retryAfterSeconds`) instead of joining a queue without bound. The
 * health check, the metrics and the web files are still served; the shell shows the message with a retry.
 *
 * A single long stall barely moves a sample's mean (one 2 s delay among fifty 10 ms ones), yet everything that
 * arrived meanwhile is waiting: the longest delay of the last sample (`PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS`, from
 * the same kind of histogram as the plugin's mean) sheds that backlog too, for the sample after the stall.
 */
export async function registerOverloadProtection(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const c = deps.config;
  const retryAfter = c.PORTAL_OVERLOAD_RETRY_AFTER_S;
  const registers = [app.portalMetrics.registry];
  const rejected = new Counter({
    name: 'portal_overload_rejections_total',
    help: 'API requests answered 503 because this process was overloaded, by reason (eventLoopDelay, eventLoopMaxDelay, eventLoopUtilization, heapUsedBytes, rssBytes)',
    labelNames: ['reason'] as const,
    registers,
  });
  // The first samples describe the start itself (plugins, migrations: a loop busy for a whole sample reads as
  // saturated): a process sheds nothing until two samples after it is ready.
  let armedAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    armedAt = Date.now() + 1100;
  });
  // Armed, outside the paths that are always answered: the same 503 for every reason.
  const shed = (req: FastifyRequest, reply: FastifyReply, reason: string): boolean => {
    const url = req.routeOptions.url ?? '';
    if (!req.url.startsWith('/api/') || NEVER_SHED.has(url) || Date.now() < armedAt) return false;
    rejected.inc({ reason });
    void reply.code(503).header('retry-after', String(retryAfter)).send({ message: { status: 'Invalid', message: MSG.networkError }, data: { retryAfterSeconds: retryAfter } });
    return true;
  };

  // The longest delay of the last sample (ms); 0 while the check is off.
  let longestDelayMs = 0;
  const maxDelay = c.PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS;
  if (maxDelay > 0) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    let lastSample = performance.now();
    const sampler = setInterval(() => {
      // The histogram may not have recorded a stall that has only just ended: the sampler's own lateness says it.
      const now = performance.now();
      longestDelayMs = Math.max(histogram.max / 1e6, now - lastSample - SAMPLE_MS);
      lastSample = now;
      histogram.reset();
    }, SAMPLE_MS);
    sampler.unref();
    app.addHook('onClose', async () => {
      clearInterval(sampler);
      histogram.disable();
    });
    app.addHook('onRequest', (req, reply, done) => {
      if (longestDelayMs > maxDelay && shed(req, reply, 'eventLoopMaxDelay')) return;
      done();
    });
  }

  await app.register(underPressure, {
    sampleInterval: SAMPLE_MS,
    maxEventLoopDelay: c.PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: c.PORTAL_OVERLOAD_EVENT_LOOP_UTILIZATION,
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: c.PORTAL_OVERLOAD_HEAP_BYTES === -1 ? 0 : c.PORTAL_OVERLOAD_HEAP_BYTES || defaultHeapCeiling(),
    maxRssBytes: c.PORTAL_OVERLOAD_RSS_BYTES,
    retryAfter,
    pressureHandler(req: FastifyRequest, reply: FastifyReply, type: string) {
      // Answered (or let through) here; returning nothing is the documented contract either way.
      shed(req, reply, type);
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
    name: 'portal_event_loop_max_delay_seconds',
    help: 'Longest single event-loop delay in the last 500 ms sample (compare PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS; 0 while that check is off)',
    registers,
    collect() {
      this.set(longestDelayMs / 1000);
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
