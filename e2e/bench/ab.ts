/**
 * A/B of two builds of the shell in a real browser, for changes too small for Lighthouse's medians on a
 * shared machine (Lighthouse's CPU benchmark index, which its simulation scales by, moves with the machine's load).
 *
 * Serve the two builds side by side, each with its own data directory (the remotes are the live deployments):
 *
 *   mkdir -p /tmp/webA/shell /tmp/webB/shell && cp -r shell/dist /tmp/webA/shell/dist   # build A
 *   # …change, `pnpm --filter ./shell run build`, then: cp -r shell/dist /tmp/webB/shell/dist   # build B
 *   PORTAL_WEB_ROOT=/tmp/webA E2E_PORT=8196 E2E_DATA_DIR=/tmp/abA node e2e/support/server.mjs &
 *   PORTAL_WEB_ROOT=/tmp/webB E2E_PORT=8197 E2E_DATA_DIR=/tmp/abB node e2e/support/server.mjs &
 *   cd e2e && AB_PAGE=/home/login AB_LOADS=10 pnpm exec tsx bench/ab.ts
 *
 * Each load: a new browser context at a phone's viewport (empty cache), the demo patient's session for an
 * /auth page, Chromium's CPU slowed 4× through the DevTools protocol (set on a page of the same origin first,
 * so that the page keeps it), then the page and 7 s. FCP, LCP and long tasks come from the page's own
 * PerformanceObserver. Loads alternate between the builds (A B, B A, …) so that the machine's load falls on
 * both alike. Prints the medians per build.
 *
 * Env: AB_A (http://127.0.0.1:8196), AB_B (http://127.0.0.1:8197), AB_PAGE (/home/login), AB_LOADS (10),
 * CHROME_PATH.
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { DEMO, openSession, seedBrowserSession, type SessionData } from '../support/auth';
import { median } from './median';

const builds = [
  { name: 'A', base: process.env.AB_A || 'http://127.0.0.1:8196' },
  { name: 'B', base: process.env.AB_B || 'http://127.0.0.1:8197' },
];
const pagePath = process.env.AB_PAGE || '/home/login';
const loads = Number(process.env.AB_LOADS || 10);
const signedIn = pagePath.startsWith('/auth');

interface Sample {
  fcp: number;
  lcp: number;
  /** Sum of the long tasks' durations. */
  longTasks: number;
  /** Sum of (duration − 50 ms) of the long tasks after FCP: total blocking time, observed rather than simulated. */
  blocking: number;
}

async function main() {
  const sessions = new Map<string, SessionData>();
  if (signedIn) {
    for (const b of builds) {
      const request = await playwrightRequest.newContext({ baseURL: b.base });
      sessions.set(b.name, await openSession(request, DEMO));
      await request.dispose();
    }
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs });
  const samples = new Map<string, Sample[]>(builds.map((b) => [b.name, []]));
  try {
    for (let i = 0; i < loads; i++) {
      for (const b of i % 2 ? [...builds].reverse() : builds) {
        const context = await browser.newContext({ baseURL: b.base, viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        if (signedIn) await seedBrowserSession(page, sessions.get(b.name)!);
        await page.addInitScript(() => {
          const w = window as unknown as { __ab: { lcp: number; tasks: Array<[number, number]> } };
          w.__ab = { lcp: NaN, tasks: [] };
          new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__ab.tasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__ab.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${b.base}/api/health`);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${b.base}${pagePath}`);
        await page.waitForTimeout(7000);
        const seen = await page.evaluate(() => {
          const w = window as unknown as { __ab: { lcp: number; tasks: Array<[number, number]> } };
          return { ...w.__ab, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN };
        });
        samples.get(b.name)!.push({
          fcp: seen.fcp,
          lcp: seen.lcp,
          longTasks: seen.tasks.reduce((sum, [, d]) => sum + d, 0),
          blocking: seen.tasks.filter(([start]) => start > seen.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${pagePath}, ${loads} loads per build, Chromium at 4x CPU, medians (ms):`);
  for (const b of builds) {
    const s = samples.get(b.name)!;
    const m = (k: keyof Sample) => median(s.map((x) => x[k])).toFixed(0);
    console.log(`  ${b.name} ${b.base}: FCP ${m('fcp')}, LCP ${m('lcp')}, long tasks ${m('longTasks')}, blocking after FCP ${m('blocking')}; LCPs ${s.map((x) => x.lcp.toFixed(0)).join(' ')}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
