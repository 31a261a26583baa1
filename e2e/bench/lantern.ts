/**
 * Where Lighthouse's simulated time goes on one page: one Lighthouse run (mobile, default simulated throttling),
 * then Lantern's own node timings for FCP and LCP, each request and main-thread task of the simulated page with
 * its simulated start and end, in order of end: what holds up a page's FCP and LCP in the simulation (a call
 * after main.js, main.js waiting for a connection, main.js sharing the link with the remotes' files).
 *
 *   cd e2e && CHROME_PATH=/usr/bin/chromium pnpm exec tsx bench/lantern.ts http://127.0.0.1:8196/auth/dashboard
 *
 * Needs a running portal (support/server.mjs). An /auth page signs the demo patient in through the API first; the
 * session is kept in /tmp/portal-lantern-session-<port>.json, since each sign-in sends an SMS code and the server
 * limits those per hour. LANTERN_DEPS=1 also prints what each request waited for; LANTERN_TRACE=<file> writes the
 * page's trace (for Chromium's performance panel, or to read its CPU samples). Reads Lighthouse's computed
 * artifacts by their files (lighthouse 12.8.2): another version may move them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { chromium, request } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { DEMO, openSession, seedBrowserSession } from '../support/auth';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/lantern.ts <page address>');
const origin = new URL(url).origin;
const lhDir = path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json'));
const computed = (name: string) => import(path.join(lhDir, 'core/computed/metrics', `${name}.js`));
const { LanternFirstContentfulPaint } = await computed('lantern-first-contentful-paint');
const { LanternLargestContentfulPaint } = await computed('lantern-largest-contentful-paint');
const { LanternTotalBlockingTime } = await computed('lantern-total-blocking-time');

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lantern-'));
const chrome = spawn(process.env.CHROME_PATH || '/usr/bin/chromium', ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...chromiumArgs, 'about:blank'], { stdio: 'ignore' });
try {
  let port = 0;
  for (let i = 0; i < 300 && !port; i++) {
    const file = path.join(profile, 'DevToolsActivePort');
    if (fs.existsSync(file)) port = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    else await new Promise((r) => setTimeout(r, 100));
  }
  if (new URL(url).pathname.toLowerCase().startsWith('/auth')) {
    const cache = path.join(os.tmpdir(), `portal-lantern-session-${new URL(url).port}.json`);
    const session = fs.existsSync(cache) ? JSON.parse(fs.readFileSync(cache, 'utf8')) : await openSession(await request.newContext({ baseURL: origin }), DEMO);
    fs.writeFileSync(cache, JSON.stringify(session));
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = await cdp.contexts()[0]!.newPage();
    await seedBrowserSession(page, session);
    await page.goto(`${origin}/api/health`);
    await page.close();
    await cdp.close();
  }
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  const artifacts = result.artifacts as any;
  if (process.env.LANTERN_TRACE) fs.writeFileSync(process.env.LANTERN_TRACE, JSON.stringify(artifacts.Trace));
  const audit = (id: string) => Math.round(lhr.audits[id]!.numericValue!);
  console.log(`performance ${Math.round(lhr.categories.performance!.score! * 100)}, FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms, CPU index ${Math.round(lhr.environment.benchmarkIndex)}`);
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, SourceMaps: [], simulator: null };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const show = (name: string, metric: any) => {
    console.log(`\n${name}: ${Math.round(metric.timing)} ms (start, end, kind, what, bytes, priority)`);
    const graphStart = metric.pessimisticGraph.startTime;
    const rows: Array<[number, number, string]> = [];
    for (const [node, t] of metric.pessimisticEstimate.nodeTimings as Map<any, { startTime: number; endTime: number }>) {
      const span = `${Math.round(t.startTime)}\t${Math.round(t.endTime)}`;
      if (node.type === 'network') {
        const deps = process.env.LANTERN_DEPS ? `\twaits for ${node.getDependencies().map((d: any) => (d.type === 'network' ? d.request.url.replace(origin, '') : `task at ${Math.round((d.startTime - graphStart) / 1000)} ms`)).join(', ')}` : '';
        rows.push([t.endTime, t.startTime, `${span}\tNET\t${node.request.url.replace(origin, '').slice(0, 90)}\t${node.request.transferSize}\t${node.request.priority}${deps}`]);
      } else if (t.endTime - t.startTime > 8) {
        const event = node.childEvents.find((e: any) => e.args?.data?.url);
        rows.push([t.endTime, t.startTime, `${span}\tCPU\t${String(event?.args?.data?.url ?? node.event.name).replace(origin, '').slice(0, 90)}\t${Math.round(t.endTime - t.startTime)} ms`]);
      }
    }
    for (const [, , line] of rows.sort((a, b) => a[0] - b[0] || a[1] - b[1])) console.log(line);
  };
  show('FCP', await LanternFirstContentfulPaint.request(data, context));
  show('LCP', await LanternLargestContentfulPaint.request(data, context));
  // TBT: each simulated main-thread task over 50 ms (its blocking part counts) and what ran in it, by trace event and
  // script (the top-level events' own durations, unthrottled, as the trace recorded them).
  const tbt = await LanternTotalBlockingTime.request(data, context);
  console.log(`\nTBT (Lantern): ${Math.round(tbt.timing)} ms; tasks over 50 ms in the pessimistic simulation (start, end, blocking, what ran)`);
  for (const [node, t] of tbt.pessimisticEstimate.nodeTimings as Map<any, { startTime: number; endTime: number }>) {
    if (node.type !== 'cpu' || t.endTime - t.startTime <= 50) continue;
    const parts = new Map<string, number>();
    for (const e of node.childEvents as Array<{ name: string; dur?: number; args?: { data?: { url?: string; stackTrace?: Array<{ url: string }> } } }>) {
      const where = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url;
      const key = `${e.name}${where ? ` ${String(where).replace(origin, '').slice(0, 60)}` : ''}`;
      parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...parts].filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
    console.log(`${Math.round(t.startTime)}\t${Math.round(t.endTime)}\t${Math.round(t.endTime - t.startTime - 50)}\t${top.join('; ')}`);
  }
} finally {
  chrome.kill();
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
