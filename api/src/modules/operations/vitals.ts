import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter, Histogram } from '@prometheus-io/client';
import { z } from 'zod';
import { BRANDS } from '@portal/shared/brand';
import { VITALS_DEPLOYMENT_PATTERN, VITALS_REMOTE_PATTERN, VITALS_ROUTE_PATTERN, WEB_VITAL_NAMES, type WebVitalName } from '@portal/shared/contracts';
import { routeLabels, type Registry as RemoteRegistry } from '@portal/shared/registry';
import type { AppDeps } from '../../deps.js';
import { ok, tooMany } from '../../http/envelope.js';
import { registryFile } from '../../http/web.js';
import { takeRateSlot } from '../security/rate-limit.js';

/** Beacons per client address and minute: one per page load, and a hospital's guest network puts many patients behind one address. */
export const CLIENT_VITALS_PER_MINUTE = 300;
/** Distinct (route, remote, deployment) series this process keeps; past it a beacon's labels become `other`. */
export const MAX_VITALS_SERIES = 400;

const body = z.object({
  route: z.string().max(120).regex(VITALS_ROUTE_PATTERN),
  brand: z.enum(BRANDS as [string, ...string[]]),
  lang: z.enum(['en', 'ar']),
  remotes: z
    .record(z.string().regex(VITALS_REMOTE_PATTERN), z.string().regex(VITALS_DEPLOYMENT_PATTERN))
    .refine((r) => Object.keys(r).length <= 12, { message: 'at most 12 remotes' }),
  owner: z.string().regex(VITALS_REMOTE_PATTERN).optional(),
  metrics: z
    .array(z.object({ name: z.enum(WEB_VITAL_NAMES), value: z.number().finite().min(0).max(600_000) }))
    .min(1)
    .max(WEB_VITAL_NAMES.length)
    .refine((m) => new Set(m.map((x) => x.name)).size === m.length, { message: 'each metric at most once' }),
});

/** Buckets around each metric's "good" and "poor" thresholds (web.dev): LCP 2.5/4 s, INP 0.2/0.5 s, TTFB 0.8/1.8 s, FCP 1.8/3 s, CLS 0.1/0.25. */
const SECONDS: Record<Exclude<WebVitalName, 'CLS'>, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10, 15],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
  TTFB: [0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 1.8, 3, 5, 10],
  FCP: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10],
};
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** The registry's route labels (which remote owns each), read again at most every 10 s; null without a registry. */
function registryLabels(file: string) {
  let cached: { at: number; labels: Map<string, string | undefined> | null; remotes: Set<string> } | null = null;
  return () => {
    if (cached && Date.now() - cached.at < 10_000) return cached;
    try {
      const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteRegistry;
      cached = { at: Date.now(), labels: routeLabels(registry), remotes: new Set(Object.keys(registry.remotes)) };
    } catch {
      cached = { at: Date.now(), labels: null, remotes: new Set() };
    }
    return cached;
  };
}

/**
 * POST /api/client-vitals: the shell's Web Vitals of one page load (shell/src/vitals), into histograms per route,
 * remote and deployment of the app's metrics registry, so that an operator sees whether a new deployment of a
 * remote made its pages slower. Labels come only from the registry (routes, remotes) and the beacon's deployment
 * ids, capped at MAX_VITALS_SERIES combinations: a client cannot make the metrics grow without bound.
 */
export function registerClientVitals(app: FastifyInstance, deps: AppDeps): void {
  const registers = [app.portalMetrics.registry];
  const labelNames = ['route', 'remote', 'deployment'] as const;
  const histograms = {
    LCP: new Histogram({ name: 'portal_web_vitals_lcp_seconds', help: 'Largest Contentful Paint of real page loads', labelNames, buckets: SECONDS.LCP, registers }),
    INP: new Histogram({ name: 'portal_web_vitals_inp_seconds', help: 'Interaction to Next Paint of real page loads (those with an interaction)', labelNames, buckets: SECONDS.INP, registers }),
    TTFB: new Histogram({ name: 'portal_web_vitals_ttfb_seconds', help: 'Time to First Byte of real page loads', labelNames, buckets: SECONDS.TTFB, registers }),
    FCP: new Histogram({ name: 'portal_web_vitals_fcp_seconds', help: 'First Contentful Paint of real page loads', labelNames, buckets: SECONDS.FCP, registers }),
    CLS: new Histogram({ name: 'portal_web_vitals_cls', help: 'Cumulative Layout Shift of real page loads (unitless)', labelNames, buckets: CLS_BUCKETS, registers }),
  } satisfies Record<WebVitalName, Histogram<(typeof labelNames)[number]>>;
  const pages = new Counter({
    name: 'portal_web_vitals_reports_total',
    help: 'Page loads that reported their Web Vitals, by route, brand and language',
    labelNames: ['route', 'brand', 'lang'] as const,
    registers,
  });
  const seen = new Set<string>();
  const known = registryLabels(registryFile(deps.config));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-vitals',
    { schema: { tags: ['operations'], summary: "The shell's Web Vitals of one page load (sendBeacon)", body }, logLevel: 'warn' },
    async (req, reply) => {
      const slot = await takeRateSlot(deps.db, `client-vitals:${req.ip}`, CLIENT_VITALS_PER_MINUTE, 60);
      if (!slot.allowed) throw tooMany('Too many attempts. Please try again later.');
      const b = req.body;
      const registry = known();
      // With a registry, only its routes and remotes become labels; without one (the web files on another host
      // and no registry in PORTAL_DATA_DIR), the formats and the series cap hold the line.
      const route = registry.labels ? (registry.labels.has(b.route) ? b.route : 'other') : b.route;
      const remotes = Object.entries(b.remotes).filter(([dir]) => !registry.labels || registry.remotes.has(dir));
      const series = (remotes.length ? remotes : [['shell', 'shell'] as [string, string]]).map(([remote, deployment]) => {
        const key = `${route}\u0000${remote}\u0000${deployment}`;
        if (!seen.has(key)) {
          if (seen.size >= MAX_VITALS_SERIES) return { route: 'other', remote: 'other', deployment: 'other' };
          seen.add(key);
        }
        return { route, remote, deployment };
      });
      for (const m of b.metrics) {
        const value = m.name === 'CLS' ? m.value : m.value / 1000;
        for (const labels of series) histograms[m.name].observe(labels, value);
      }
      pages.inc({ route: series[0]!.route, brand: b.brand, lang: b.lang });
      return reply.code(202).send(ok(null));
    },
  );
}
