import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/test';
import { openSession, registerThroughApi, seedBrowserSession } from '../support/auth';
import { FirstViewPage } from '../pages/first-view.page';
import { firstHeading, mainLandmark } from '../pages/shell-frame.page';
import { metricSum as sum } from '../support/prometheus';

/**
 * Real users' page speed (docs/operations.md): pages loaded in a real browser send their Web Vitals when they are
 * hidden, and the operator reads them back from the metrics as histograms per route, remote and deployment.
 */

interface Registry {
  remotes: Record<string, { deployId: string }>;
}

async function metrics(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/metrics');
  expect(res.status()).toBe(200);
  return res.text();
}

test('pages loaded in the browser report their Web Vitals, read back per route and deployment from the metrics', async ({ page, request }) => {
  const registry = (await (await request.get('/registry/remotes.json')).json()) as Registry;
  const identity = registry.remotes['mfe-identity']!.deployId;
  const records = registry.remotes['mfe-records']!.deployId;
  const before = await metrics(request);
  const lcpCount = (text: string, route: string, remote: string, deployment: string) =>
    sum(text, 'portal_web_vitals_lcp_seconds_count', { route, remote, deployment });

  await test.step('the login page, then the reports page of a signed-in patient, each left for the next', async () => {
    await page.goto('/home/login');
    const field = new FirstViewPage(page).firstTextbox();
    await expect(field).toBeVisible();
    // An interaction, for INP.
    await field.click();
    await page.keyboard.type('5');
    // The measuring code comes after the first paint: a page left before it has arrived reports nothing.
    await page.waitForLoadState('networkidle');
    const { user } = await registerThroughApi(request);
    await seedBrowserSession(page, await openSession(request, user));
    // Leaving the page hides it: the login page's beacon goes now.
    await page.goto('/auth/diagnosticReports');
    await expect(mainLandmark(page)).toBeVisible();
    await expect(firstHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
  });

  // Journeys of the other worker load pages too: this one's are at least one more of each.
  await test.step('the metrics hold both pages, labelled by route pattern, remote and live deployment', async () => {
    let after = '';
    await expect
      .poll(async () => {
        after = await metrics(request);
        return [
          lcpCount(after, '/home/login', 'mfe-identity', identity) - lcpCount(before, '/home/login', 'mfe-identity', identity) >= 1,
          lcpCount(after, '/auth/diagnosticReports', 'mfe-records', records) - lcpCount(before, '/auth/diagnosticReports', 'mfe-records', records) >= 1,
        ];
      }, { timeout: 15_000 })
      .toEqual([true, true])
      .catch((e) => {
        console.log(after.split('\n').filter((l) => l.startsWith('portal_web_vitals') && !l.includes('_bucket')).join('\n'));
        throw e;
      });
    // The other metrics of the same page loads: TTFB and FCP always, CLS always (0 when nothing moved).
    for (const name of ['portal_web_vitals_ttfb_seconds_count', 'portal_web_vitals_fcp_seconds_count', 'portal_web_vitals_cls_count']) {
      expect(sum(after, name, { route: '/home/login', remote: 'mfe-identity' }) - sum(before, name, { route: '/home/login', remote: 'mfe-identity' }), name).toBeGreaterThanOrEqual(1);
    }
    expect(sum(after, 'portal_web_vitals_reports_total', { route: '/auth/diagnosticReports', brand: 'burjeel', lang: 'en' })).toBeGreaterThanOrEqual(1);
    // The signed-in page also used the identity remote (its overlays): its deployment is counted there too.
    expect(lcpCount(after, '/auth/diagnosticReports', 'mfe-identity', identity) - lcpCount(before, '/auth/diagnosticReports', 'mfe-identity', identity)).toBeGreaterThanOrEqual(1);
    // A real page's LCP lands in a finite bucket below the overflow.
    const finite = sum(after, 'portal_web_vitals_lcp_seconds_bucket', { route: '/home/login', remote: 'mfe-identity', deployment: identity, le: '15' });
    expect(finite).toBeGreaterThanOrEqual(1);
  });
});
