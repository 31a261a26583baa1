/**
 * `pnpm bench` (part `lighthouse`): Lighthouse and first-load JavaScript of the federated
 * portal and of the monolith build of the same sources (scripts/monolith), measured in the same run.
 *
 *   - two embedded servers (support/server.mjs: new database, the live deployments, the real API), one
 *     serving the shell (federated), one the monolith (`PORTAL_WEB_ROOT=scripts/monolith/web`);
 *   - first load of each page in Chromium, gzip JavaScript (support/first-load.ts), which also checks that
 *     the page really works (the login form; the dashboard's tiles from the remotes, no failed area);
 *   - Lighthouse (mobile, default simulated throttling), `BENCH_LIGHTHOUSE_RUNS` (3) runs per page and build,
 *     alternating builds so that the machine's load falls on both alike. Each run gets a new Chromium with
 *     an empty profile (empty HTTP cache); a signed-in page gets the demo patient's session in localStorage
 *     first (support/auth.ts), and Lighthouse keeps it (`disableStorageReset`).
 *
 * Budgets (federated portal, medians; BUDGETS below): `/home/login` performance >= 98, FCP <= 1.0 s, LCP <= 1.2 s,
 * TBT <= 150 ms, CLS <= 0.01; `/auth/dashboard` performance >= 95, LCP <= 2.0 s, TBT <= 200 ms, CLS <= 0.1; LCP within
 * 1.10x and first-load JS within 1.15x of the monolith's, per page. Exit code 1 when one fails.
 *
 * Then the same pages again through the portal's real-user pipeline: `BENCH_FIELD_LOADS` (5) loads per page and build
 * in Chromium with the mobile throttling applied for real, whose Web Vitals the shell's collector sends to the build's
 * API; the table reads them back from its metrics (p75 bucket and mean of FCP and LCP), as an operator would.
 *
 * Env: CHROME_PATH, BENCH_PORTAL_PORT (8192), BENCH_MONOLITH_PORT (8193), BENCH_LIGHTHOUSE_RUNS (3); BENCH_BEFORE_WEB_ROOT
 * (and BENCH_BEFORE_PORT, 8194) adds a 'before' build: another shell build beside this one, in the same table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { DEMO, openSession, seedBrowserSession, type SessionData } from '../support/auth';
import { median } from './median';
import { formatTable, measureFirstLoad, type LoadedFile } from '../support/first-load';
import { histogramQuantile, metricSum } from '../support/prometheus';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(e2eDir, '..');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const FIELD_LOADS = Number(process.env.BENCH_FIELD_LOADS ?? 5);

interface Budget {
  score: number;
  fcp?: number;
  lcp: number;
  cls: number;
  tbt: number;
}
/** Per page (docs/performance.md "Budgets"); a page not listed has the dashboard's. */
const BUDGETS: Record<string, Budget> = {
  '/home/login': { score: 98, fcp: 1000, lcp: 1200, cls: 0.01, tbt: 150 },
  '/auth/dashboard': { score: 95, lcp: 2000, cls: 0.1, tbt: 200 },
};
const budgetOf = (page: string): Budget => BUDGETS[page] ?? BUDGETS['/auth/dashboard']!;
/** Federated against the monolith, per page. */
const RATIO = { lcp: 1.1, firstLoad: 1.15 };

interface Build {
  name: 'federated' | 'monolith' | 'before';
  port: number;
  env: Record<string, string>;
  base: string;
  session?: SessionData;
}
interface PageSpec {
  path: string;
  signedIn: boolean;
  /** The page works: what a person would see once it is usable. */
  ready: (page: Page) => Promise<void>;
}
interface Run {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcpElement: string;
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster; load lowers it). */
  benchmarkIndex: number;
}

const builds: Build[] = [
  { name: 'federated', port: Number(process.env.BENCH_PORTAL_PORT || 8192), env: {}, base: '' },
  { name: 'monolith', port: Number(process.env.BENCH_MONOLITH_PORT || 8193), env: { PORTAL_WEB_ROOT: path.join(root, 'scripts/monolith/web') }, base: '' },
];
// BENCH_BEFORE_WEB_ROOT: a third build, another web root (a folder holding `shell/dist`) served with the same remotes
// and API: a before/after of a change to the shell, alternating with the others (BENCH_BUILDS=federated,before).
if (process.env.BENCH_BEFORE_WEB_ROOT)
  builds.push({ name: 'before', port: Number(process.env.BENCH_BEFORE_PORT || 8194), env: { PORTAL_WEB_ROOT: path.resolve(process.env.BENCH_BEFORE_WEB_ROOT) }, base: '' });
for (const b of builds) b.base = `http://127.0.0.1:${b.port}`;
// BENCH_BUILDS=federated and BENCH_PAGES=/home/login narrow a run while working on one page (the budgets are
// still checked on what ran; the ratio needs both builds).
const only = (name: string) => (process.env[name] ?? '').split(',').filter(Boolean);
const onlyPages = only('BENCH_PAGES');
const onlyBuilds = only('BENCH_BUILDS');

const allPages: PageSpec[] = [
  {
    path: '/home/login',
    signedIn: false,
    ready: async (p) => {
      await p.getByRole('textbox').first().waitFor({ state: 'visible', timeout: 30_000 });
    },
  },
  {
    path: '/auth/dashboard',
    signedIn: true,
    ready: async (p) => {
      // The tiles come from the remotes' ./app modules: the remotes really loaded, and none failed.
      await p.locator('main#main ul li button').first().waitFor({ state: 'visible', timeout: 30_000 });
      await p.locator('.chakra-spinner').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
      const failed = await p.locator('[data-testid^="failed-"]').count();
      if (failed) throw new Error(`${failed} remote(s) failed on the dashboard`);
    },
  },
];

const pages = onlyPages.length ? allPages.filter((p) => onlyPages.includes(p.path)) : allPages;
if (onlyBuilds.length) builds.splice(0, builds.length, ...builds.filter((b) => onlyBuilds.includes(b.name)));

const children: ChildProcess[] = [];
function stopAll() {
  for (const c of children) if (c.exitCode === null && c.pid) c.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

async function waitFor(url: string, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** The embedded server as the journeys start it: a new database, the live deployments, the real API. */
async function startServer(build: Build) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${build.name}-`));
  const child = spawn(process.execPath, ['support/server.mjs'], {
    cwd: e2eDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...build.env, E2E_PORT: String(build.port), E2E_DATA_DIR: dataDir },
  });
  children.push(child);
  await waitFor(`${build.base}/api/health`, 180_000, `the ${build.name} server`);
  const request = await playwrightRequest.newContext({ baseURL: build.base });
  build.session = await openSession(request, DEMO);
  await request.dispose();
}

async function firstLoad(build: Build, spec: PageSpec): Promise<{ files: LoadedFile[]; total: number }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: build.base });
    const page = await context.newPage();
    if (spec.signedIn) await seedBrowserSession(page, build.session!);
    return await measureFirstLoad(page, spec.path, spec.ready);
  } finally {
    await browser.close();
  }
}

/** A new Chromium with an empty profile, reachable over the DevTools protocol; resolves with its port. */
async function launchChrome(profile: string): Promise<{ port: number; proc: ChildProcess }> {
  const proc = spawn(CHROME, ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...chromiumArgs, 'about:blank'], { stdio: 'ignore' });
  children.push(proc);
  const file = path.join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 300; i++) {
    if (fs.existsSync(file)) {
      const port = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
      if (port) return { port, proc };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('Chromium did not open its DevTools port');
}

async function lighthouseRun(build: Build, spec: PageSpec, n: number): Promise<Run> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chrome-'));
  const { port, proc } = await launchChrome(profile);
  try {
    if (spec.signedIn) {
      // The session lives in localStorage (spec keys): put it there in this profile, on a page of the origin
      // that loads none of the app's files.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = await cdp.contexts()[0]!.newPage();
      await seedBrowserSession(page, build.session!);
      await page.goto(`${build.base}/api/health`);
      await page.close();
      await cdp.close();
    }
    const url = `${build.base}${spec.path}`;
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A signed-in page that fell back to the login page would measure the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== spec.path) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    const out = path.join(e2eDir, 'test-results/lighthouse');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `${build.name}${spec.path.replaceAll('/', '-')}-${n}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]!;
    const lcpItem = (audit('largest-contentful-paint-element').details as any)?.items?.[0]?.items?.[0]?.node;
    return {
      score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint').numericValue!,
      cls: audit('cumulative-layout-shift').numericValue!,
      tbt: audit('total-blocking-time').numericValue!,
      fcp: audit('first-contentful-paint').numericValue!,
      lcpElement: String(lcpItem?.snippet ?? lcpItem?.selector ?? '?').slice(0, 80),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r(null) : proc.once('exit', r)));
    // Chromium's helper processes may still be writing into the profile for a moment.
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/**
 * One page load the way a patient's phone makes it, for the portal's own Web Vitals collector (shell/src/vitals):
 * Chromium with Lighthouse's mobile throttling applied for real (4x CPU, 150 ms round trips, 1.6 Mbit/s), the page
 * used until it works and its vitals are measured, then left, which sends its beacon to the build's API.
 */
async function fieldLoad(build: Build, spec: PageSpec): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: build.base, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (spec.signedIn) await seedBrowserSession(page, build.session!);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(spec.path);
    await spec.ready(page);
    await page.locator('html[data-vitals="measured"]').waitFor({ state: 'attached', timeout: 30_000 });
    const reports = async () => metricSum(await (await fetch(`${build.base}/api/metrics`)).text(), 'portal_web_vitals_reports_total', { route: spec.path });
    const before = await reports();
    await page.goto('about:blank');
    // The beacon leaves as the page is hidden; the browser closes once the API has counted it.
    for (let i = 0; i < 100 && (await reports()) === before; i++) await new Promise((r) => setTimeout(r, 100));
  } finally {
    await browser.close();
  }
}

/** What the build's API holds of a page's field loads: page loads, and the p75 bucket bound and mean of FCP and LCP. */
async function fieldVitals(build: Build, route: string, since: string) {
  const text = await (await fetch(`${build.base}/api/metrics`)).text();
  // Each load is counted once per remote it used: the remote with the most LCP samples is one every load used.
  const remotes = [...new Set([...text.matchAll(new RegExp(`portal_web_vitals_lcp_seconds_count\\{[^}]*route="${route}"[^}]*remote="([^"]+)"`, 'g'))].map((m) => m[1]!))];
  const remote = remotes.sort((a, b) => metricSum(text, 'portal_web_vitals_lcp_seconds_count', { route, remote: b }, since) - metricSum(text, 'portal_web_vitals_lcp_seconds_count', { route, remote: a }, since))[0];
  const labels = { route, remote: remote ?? 'none' };
  const of = (metric: string) => {
    const name = `portal_web_vitals_${metric}_seconds`;
    const count = metricSum(text, `${name}_count`, labels, since);
    return { p75: histogramQuantile(text, name, labels, 0.75, since), mean: count ? metricSum(text, `${name}_sum`, labels, since) / count : undefined };
  };
  return { loads: metricSum(text, 'portal_web_vitals_reports_total', { route }, since), fcp: of('fcp'), lcp: of('lcp') };
}

function budgetFailures(page: string, fed: { score: number; fcp: number; lcp: number; cls: number; tbt: number }): string[] {
  const budget = budgetOf(page);
  const out: string[] = [];
  if (fed.score < budget.score) out.push(`${page}: performance ${fed.score} < ${budget.score}`);
  if (budget.fcp !== undefined && fed.fcp > budget.fcp) out.push(`${page}: FCP ${Math.round(fed.fcp)} ms > ${budget.fcp} ms`);
  if (fed.lcp > budget.lcp) out.push(`${page}: LCP ${Math.round(fed.lcp)} ms > ${budget.lcp} ms`);
  if (fed.cls > budget.cls) out.push(`${page}: CLS ${fed.cls.toFixed(3)} > ${budget.cls}`);
  if (fed.tbt > budget.tbt) out.push(`${page}: TBT ${Math.round(fed.tbt)} ms > ${budget.tbt} ms`);
  return out;
}

const budgetText = (page: string) => {
  const b = budgetOf(page);
  return `${page}: perf >= ${b.score}${b.fcp !== undefined ? `, FCP <= ${b.fcp / 1000} s` : ''}, LCP <= ${b.lcp / 1000} s, CLS <= ${b.cls}, TBT <= ${b.tbt} ms`;
};

async function main() {
  const chromeVersion = await new Promise<string>((resolve) => {
    const p = spawn(CHROME, ['--version']);
    let s = '';
    p.stdout.on('data', (d) => (s += d));
    p.on('close', () => resolve(s.trim()));
  });
  console.log(`Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version}, ${chromeVersion}, mobile, simulated throttling, median of ${RUNS}`);
  for (const b of builds) await startServer(b);

  const kb: Record<string, number> = {};
  const loads: Record<string, LoadedFile[]> = {};
  const runs: Record<string, Run[]> = {};
  const key = (b: Build, p: PageSpec) => `${b.name} ${p.path}`;
  for (const p of pages) {
    for (const b of builds) {
      const load = await firstLoad(b, p);
      kb[key(b, p)] = load.total / 1024;
      loads[key(b, p)] = load.files;
      console.log(`first load ${key(b, p)}: ${kb[key(b, p)]!.toFixed(1)} KB gzip JS`);
      if (process.env.BENCH_VERBOSE) console.log(formatTable(load.files, load.total));
    }
  }
  for (let n = 1; n <= RUNS; n++) {
    for (const p of pages) {
      for (const b of builds) {
        // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART…): that run is made again.
        let r: Run | undefined;
        for (let attempt = 1; !r; attempt++) {
          try {
            r = await lighthouseRun(b, p, n);
          } catch (err) {
            if (attempt === 3) throw err;
            console.log(`run ${n} ${key(b, p)} again: ${(err as Error).message}`);
          }
        }
        (runs[key(b, p)] ??= []).push(r);
        console.log(`run ${n} ${key(b, p)}: score ${r.score}, LCP ${Math.round(r.lcp)} ms, FCP ${Math.round(r.fcp)} ms, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbt)} ms, CPU benchmark ${r.benchmarkIndex}, LCP element ${r.lcpElement}`);
      }
    }
  }

  // The same builds through the portal's real-user pipeline: throttled loads, their beacons, the API's histograms.
  // Only these loads count: what the Lighthouse runs' pages reported before is left out.
  const fieldSince: Record<string, string> = {};
  for (const b of builds) fieldSince[b.name] = await (await fetch(`${b.base}/api/metrics`)).text();
  for (let n = 1; n <= FIELD_LOADS; n++) for (const p of pages) for (const b of builds) await fieldLoad(b, p);

  const failures: string[] = [];
  const rows: string[][] = [['page', 'build', 'perf', 'FCP', 'LCP', 'CLS', 'TBT', 'first-load JS', 'CPU index']];
  const warnings: string[] = [];
  const summary: Record<string, unknown> = {};
  for (const p of pages) {
    const m: Record<string, { score: number; fcp: number; lcp: number; cls: number; tbt: number; cpu: number }> = {};
    for (const b of builds) {
      const rs = runs[key(b, p)] ?? [];
      const s = { score: median(rs.map((r) => r.score)), fcp: median(rs.map((r) => r.fcp)), lcp: median(rs.map((r) => r.lcp)), cls: median(rs.map((r) => r.cls)), tbt: median(rs.map((r) => r.tbt)), cpu: median(rs.map((r) => r.benchmarkIndex)) };
      m[b.name] = s;
      summary[key(b, p)] = { ...s, firstLoadKB: kb[key(b, p)], runs: rs, files: loads[key(b, p)] };
      rows.push([p.path, b.name, String(s.score), `${(s.fcp / 1000).toFixed(2)} s`, `${(s.lcp / 1000).toFixed(2)} s`, s.cls.toFixed(3), `${Math.round(s.tbt)} ms`, `${kb[key(b, p)]!.toFixed(1)} KB`, String(Math.round(s.cpu))]);
    }
    const fed = m.federated;
    const mono = m.monolith;
    if (!fed || !mono) {
      // One build only (BENCH_BUILDS): its own budgets, no ratio.
      if (fed && RUNS) failures.push(...budgetFailures(p.path, fed));
      continue;
    }
    const jsRatio = kb[`federated ${p.path}`]! / kb[`monolith ${p.path}`]!;
    const lcpRatio = fed.lcp / mono.lcp;
    rows.push([p.path, 'federated / monolith', '', '', `${lcpRatio.toFixed(2)}x`, '', '', `${jsRatio.toFixed(2)}x`, '']);
    // Lantern scales the CPU work it observed: a build whose runs fell into a slow moment of a shared machine looks
    // slower. Said, so that a ratio measured across such moments is read as such.
    if (RUNS && Math.max(fed.cpu, mono.cpu) > 1.2 * Math.min(fed.cpu, mono.cpu))
      warnings.push(`${p.path}: the machine's speed differed between the builds' runs (CPU benchmark index median ${Math.round(fed.cpu)} federated, ${Math.round(mono.cpu)} monolith): read its ratios with care, or run again`);
    summary[`ratio ${p.path}`] = { lcp: lcpRatio, firstLoad: jsRatio };
    if (jsRatio > RATIO.firstLoad) failures.push(`${p.path}: first-load JS ${jsRatio.toFixed(2)}x the monolith's > ${RATIO.firstLoad}x`);
    // BENCH_LIGHTHOUSE_RUNS=0: the first-load comparison alone.
    if (!RUNS) continue;
    failures.push(...budgetFailures(p.path, fed));
    if (lcpRatio > RATIO.lcp) failures.push(`${p.path}: LCP ${lcpRatio.toFixed(2)}x the monolith's > ${RATIO.lcp}x`);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log(`\nMedians of ${RUNS}. Budgets for the federated portal: ${pages.map((p) => budgetText(p.path)).join('; ')}; LCP within ${RATIO.lcp}x and first-load JS within ${RATIO.firstLoad}x of the monolith`);
  for (const r of rows) console.log(r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  if (warnings.length) console.log(`\nnoise:\n  ${warnings.join('\n  ')}`);
  if (FIELD_LOADS) {
    const seconds = (v: number | undefined) => (v === undefined ? '-' : v === Infinity ? '> max' : `${v.toFixed(2)} s`);
    const field: string[][] = [['page', 'build', 'loads', 'FCP p75 <=', 'FCP mean', 'LCP p75 <=', 'LCP mean']];
    for (const p of pages)
      for (const b of builds) {
        const v = await fieldVitals(b, p.path, fieldSince[b.name]!);
        summary[`field ${key(b, p)}`] = v;
        field.push([p.path, b.name, String(v.loads), seconds(v.fcp.p75), seconds(v.fcp.mean), seconds(v.lcp.p75), seconds(v.lcp.mean)]);
      }
    const w = field[0]!.map((_, i) => Math.max(...field.map((r) => r[i]!.length)));
    console.log(`\nReal users' Web Vitals as the portal collects them (POST /api/client-vitals, read back from /api/metrics): ${FIELD_LOADS} loads per page and build in Chromium, 4x CPU, 150 ms RTT, 1.6 Mbit/s; p75 is its histogram bucket's upper bound`);
    for (const r of field) console.log(r.map((c, i) => (i < 2 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join('  '));
  }
  fs.mkdirSync(path.join(e2eDir, 'test-results'), { recursive: true });
  fs.writeFileSync(path.join(e2eDir, 'test-results/lighthouse-bench.json'), JSON.stringify({ date: new Date().toISOString(), chrome: chromeVersion, summary }, null, 2));
  if (failures.length) {
    console.log(`\nbudget failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nevery Lighthouse and monolith budget holds');
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(stopAll);
