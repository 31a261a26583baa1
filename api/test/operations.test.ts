import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../src/config.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { createTestApp, productionEnv, type TestApp } from './helpers.js';
import { newPerson, post, register } from './auth-support.js';

/**
 * What an operator relies on (docs/operations.md): the metrics endpoint and its protection, the Web Vitals
 * beacons turned into histograms, the overload answer under an event-loop stall, and the draining state.
 */

/** One sample's value from the Prometheus text (the sum when several series match the labels given). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let found: number | undefined;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const m = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const have = Object.fromEntries([...(m[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) found = (found ?? 0) + Number(m[2]);
  }
  return found;
}

async function scrape(t: TestApp, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  test('requests per route and status, process memory and event-loop delay, the job queue, OTP sends and sign-in failures', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const before = (await scrape(t)).text;
    const { person } = await register(t);
    const wrong = await post(t, '/api/auth/identify', { callingCode: '971', mobile: person.mobile, password: 'Wrong#12345', isInvokedForLogin: true });
    expect(wrong.body.message.status).toBe('Invalid');
    await post(t, '/api/auth/identify', { callingCode: '971', mobile: newPerson().mobile, password: 'Whatever#1', isInvokedForLogin: true });

    const m = await scrape(t);
    expect(m.status).toBe(200);
    expect(m.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(m.text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_code: '200' })).toBeGreaterThanOrEqual(3);
    expect(sample(m.text, 'http_request_duration_seconds_bucket', { route: '/api/user/register', status_code: '200', le: '+Inf' })).toBe(1);
    expect(sample(m.text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(m.text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(m.text, 'portal_event_loop_delay_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(m.text, 'portal_draining')).toBe(0);
    expect(m.text).toContain('# TYPE portal_jobs_queued gauge');
    // On PostgreSQL, the pool of this app (PGlite has one connection in process, no pool).
    if (t.handle.kind === 'postgres') {
      expect(sample(m.text, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(m.text, 'portal_db_pool_waiting')).toBe(0);
      expect(sample(m.text, 'portal_db_pool_max')).toBe(10);
    } else expect(m.text).not.toContain('portal_db_pool_connections');
    // Process counters: this test's own increments, whatever other apps of the jest process counted before.
    const delta = (name: string, labels: Record<string, string>) => (sample(m.text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(delta('portal_otp_sent_total', { purpose: 'registration', outcome: 'sent' })).toBe(1);
    expect(delta('portal_signin_failures_total', { reason: 'wrong-password' })).toBe(1);
    expect(delta('portal_signin_failures_total', { reason: 'unknown-number' })).toBe(1);
  });

  test('the job queue: depth and the age of the oldest due job, per queue', async () => {
    // A queue no worker of this app takes: the job stays pending, due for 90 s.
    await t.handle.db.insertInto('jobs').values({ queue: 'operations.probe', payload: JSON.stringify({}), run_at: new Date(Date.now() - 90_000) }).execute();
    await t.handle.db.insertInto('jobs').values({ queue: 'operations.probe', payload: JSON.stringify({}), run_at: new Date(Date.now() + 600_000) }).execute();
    const m = (await scrape(t)).text;
    expect(sample(m, 'portal_jobs_queued', { queue: 'operations.probe', state: 'pending' })).toBe(2);
    expect(sample(m, 'portal_jobs_oldest_due_seconds', { queue: 'operations.probe' })).toBeGreaterThanOrEqual(89);
    expect(sample(m, 'portal_jobs_oldest_due_seconds', { queue: 'operations.probe' })).toBeLessThan(3600);
  });

  test('draining: health answers 503 and every answer closes its connection', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    t.app.lifecycle.draining = true;
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers.connection).toBe('close');
      const other = await t.app.inject({ method: 'GET', url: '/api/masterdata/country' });
      expect(other.statusCode).toBe(200);
      expect(other.headers.connection).toBe('close');
      expect(sample((await scrape(t)).text, 'portal_draining')).toBe(1);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  test('closing (after the drain, on SIGTERM): no new connection, the request in flight finishes', async () => {
    const config = loadConfig({ PORTAL_MODE: 'embedded', LOG_LEVEL: 'silent', PORTAL_TOKEN_SECRET: 'x'.repeat(40) } as NodeJS.ProcessEnv);
    const app = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) });
    let release: (() => void) | null = null;
    // A test-only route that answers when the test says so: a request in flight for as long as needed.
    app.get('/api/test/slow', async () => {
      await new Promise<void>((r) => (release = r));
      return { done: true };
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${base}/api/test/slow`).then(async (r) => [r.status, await r.json()]);
    for (let i = 0; i < 100 && !release; i++) await sleep(20);
    expect(release).not.toBeNull();
    // As main.ts does on SIGTERM: draining (answers close their connection), then close.
    app.lifecycle.draining = true;
    const closed = app.close();
    await sleep(100);
    await expect(fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
    release!();
    expect(await inFlight).toEqual([200, { done: true }]);
    await closed;
  });

  test('with PORTAL_METRICS_TOKEN only that bearer token reads them', async () => {
    const s = await createTestApp({ PORTAL_METRICS_TOKEN: 'scrape-token-0123456789' });
    try {
      expect((await scrape(s)).status).toBe(401);
      expect((await scrape(s, { authorization: 'Bearer scrape-token-012345678X' })).status).toBe(401);
      const m = await scrape(s, { authorization: 'Bearer scrape-token-0123456789' });
      expect(m.status).toBe(200);
      expect(m.text).toContain('http_request_duration_seconds');
    } finally {
      await s.close();
    }
  });

  test('a production process without a token has no /api/metrics; with one, only for it', async () => {
    for (const [env, status] of [[{}, 404], [{ PORTAL_METRICS_TOKEN: 'scrape-token-0123456789' }, 401]] as const) {
      const config = loadConfig(productionEnv(env));
      const app = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) });
      await app.ready();
      try {
        expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(status);
      } finally {
        await app.close();
      }
    }
  });
});

describe('POST /api/client-vitals', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    // A registry like the deploy step writes: the routes and remotes a beacon may name.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-vitals-'));
    fs.mkdirSync(path.join(dataDir, 'registry'));
    const remotes = {
      'mfe-identity': { name: 'mfe_identity', manifest: '/mfe/mfe-identity/1.0.0-aaa/mf-manifest.json', deployId: '1.0.0-aaa', routes: { home: ['login', 'otp'], auth: ['profile'] } },
      'mfe-records': { name: 'mfe_records', manifest: '/mfe/mfe-records/1.0.0-bbb/mf-manifest.json', deployId: '1.0.0-bbb', routes: { home: [], auth: ['reports', 'reports/:id'] } },
    };
    fs.writeFileSync(path.join(dataDir, 'registry', 'remotes.json'), JSON.stringify({ remotes }));
    t = await createTestApp({ PORTAL_DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const beacon = (over: Record<string, unknown> = {}) => ({
    route: '/auth/reports',
    brand: 'burjeel',
    lang: 'en',
    remotes: { 'mfe-identity': '1.0.0-aaa', 'mfe-records': '1.0.0-bbb' },
    owner: 'mfe-records',
    metrics: [
      { name: 'LCP', value: 1830 },
      { name: 'CLS', value: 0.04 },
      { name: 'TTFB', value: 120 },
    ],
    ...over,
  });
  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/client-vitals', payload });

  test('histograms per route, remote and deployment; the page count per brand and language', async () => {
    expect((await send(beacon())).statusCode).toBe(202);
    expect((await send(beacon({ metrics: [{ name: 'LCP', value: 4200 }], remotes: { 'mfe-records': '1.0.1-ccc' } }))).statusCode).toBe(202);
    const m = (await scrape(t)).text;
    const lcp = (deployment: string, le: string) => sample(m, 'portal_web_vitals_lcp_seconds_bucket', { route: '/auth/reports', remote: 'mfe-records', deployment, le });
    expect(lcp('1.0.0-bbb', '2')).toBe(1);
    expect(lcp('1.0.0-bbb', '1.5')).toBe(0);
    expect(lcp('1.0.1-ccc', '4')).toBe(0);
    expect(lcp('1.0.1-ccc', '5')).toBe(1);
    expect(sample(m, 'portal_web_vitals_lcp_seconds_sum', { route: '/auth/reports', remote: 'mfe-identity', deployment: '1.0.0-aaa' })).toBeCloseTo(1.83, 5);
    expect(sample(m, 'portal_web_vitals_cls_bucket', { route: '/auth/reports', remote: 'mfe-records', deployment: '1.0.0-bbb', le: '0.05' })).toBe(1);
    expect(sample(m, 'portal_web_vitals_ttfb_seconds_count', { route: '/auth/reports', remote: 'mfe-records' })).toBe(1);
    expect(sample(m, 'portal_web_vitals_reports_total', { route: '/auth/reports', brand: 'burjeel', lang: 'en' })).toBe(2);
  });

  test('labels come from the registry: an unknown route is `other`, an unknown remote is dropped', async () => {
    expect((await send(beacon({ route: '/auth/made-up', remotes: { 'mfe-records': '1.0.0-bbb', 'mfe-nonsense': 'x' } }))).statusCode).toBe(202);
    const m = (await scrape(t)).text;
    expect(sample(m, 'portal_web_vitals_lcp_seconds_count', { route: 'other', remote: 'mfe-records' })).toBe(1);
    expect(m).not.toContain('made-up');
    expect(m).not.toContain('mfe-nonsense');
  });

  test('bad beacons are refused with the field named', async () => {
    const bad = [
      beacon({ metrics: [] }),
      beacon({ metrics: [{ name: 'LCP', value: -1 }] }),
      beacon({ metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] }),
      beacon({ metrics: [{ name: 'XYZ', value: 1 }] }),
      beacon({ route: '/auth/reports/123?x=<script>' }),
      beacon({ brand: 'evilcorp' }),
      beacon({ lang: 'fr' }),
      beacon({ remotes: { 'mfe-records': 'a b' } }),
    ];
    for (const payload of bad) {
      const res = await send(payload);
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect(res.json().data.field).toBeTruthy();
    }
  });
});

describe('overload', () => {
  test('one long stall sheds the requests that waited behind it, though the sample’s mean stays low; then recovery', async () => {
    const t = await createTestApp({ PORTAL_OVERLOAD_EVENT_LOOP_MAX_DELAY_MS: '400', PORTAL_OVERLOAD_RETRY_AFTER_S: '2' });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const get = async (url: string) => {
        const res = await fetch(`${base}${url}`);
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json().catch(() => null)) as any };
      };
      // Past the start's own samples (nothing is shed until two samples after ready).
      await sleep(1200);
      expect((await get('/api/masterdata/country')).status).toBe(200);
      // One stall of 700 ms, once: a request sent meanwhile waits behind it.
      const waiting = (async () => {
        await sleep(50);
        return get('/api/masterdata/country');
      })();
      await sleep(10);
      const until = Date.now() + 700;
      while (Date.now() < until) Math.sqrt(Math.random());
      const shed = await waiting;
      expect([shed.status, shed.retryAfter, shed.body]).toEqual([503, '2', { message: { status: 'Invalid', message: 'Network Error!' }, data: { retryAfterSeconds: 2 } }]);
      const metrics = await fetch(`${base}/api/metrics`).then((r) => r.text());
      expect(sample(metrics, 'portal_overload_rejections_total', { reason: 'eventLoopMaxDelay' })).toBeGreaterThanOrEqual(1);
      let recovered = 0;
      for (let i = 0; i < 40 && recovered !== 200; i++) {
        await sleep(100);
        recovered = (await get('/api/masterdata/country')).status;
      }
      expect(recovered).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('under an event-loop stall, API requests get 503 with Retry-After within the limit; health and metrics still answer; then recovery', async () => {
    const t = await createTestApp({ PORTAL_OVERLOAD_EVENT_LOOP_DELAY_MS: '150', PORTAL_OVERLOAD_RETRY_AFTER_S: '3' });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const get = async (url: string) => {
        const res = await fetch(`${base}${url}`);
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json().catch(() => null)) as any };
      };
      expect((await get('/api/masterdata/country')).status).toBe(200);

      // A CPU burner in this process (the app's own event loop): 400 ms busy out of every ~401 ms for 2 s.
      const burnUntil = Date.now() + 2000;
      await new Promise<void>((resolve) => {
        const burn = () => {
          const until = Date.now() + 400;
          while (Date.now() < until) Math.sqrt(Math.random());
          if (Date.now() < burnUntil) setTimeout(burn, 1);
          else resolve();
        };
        burn();
      });
      // The sample taken during the stall says overloaded: requests are answered at once, not queued.
      const started = Date.now();
      const shed = await get('/api/masterdata/country');
      expect(shed.status).toBe(503);
      expect(shed.retryAfter).toBe('3');
      expect(shed.body).toEqual({ message: { status: 'Invalid', message: 'Network Error!' }, data: { retryAfterSeconds: 3 } });
      // Answered at once, not after a queue (a loaded CI machine is given room).
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await get('/api/health')).status).toBe(200);
      const metrics = await fetch(`${base}/api/metrics`).then((r) => r.text());
      expect(sample(metrics, 'portal_overload_rejections_total', { reason: 'eventLoopDelay' })).toBeGreaterThanOrEqual(1);

      // The next samples (every 500 ms) see an idle loop again.
      let recovered = 0;
      for (let i = 0; i < 40 && recovered !== 200; i++) {
        await sleep(100);
        recovered = (await get('/api/masterdata/country')).status;
      }
      expect(recovered).toBe(200);
    } finally {
      await t.close();
    }
  });
});
