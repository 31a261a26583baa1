import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/test';
import { RemoteFailure, ShellNav, anyHeading, pageHeading } from '../pages/shell-frame.page';
import { Dashboard } from '../pages/shell-dashboard.page';
import { FirstViewPage } from '../pages/first-view.page';

interface RegistryEntry {
  manifest: string;
  entry?: string;
  roles?: number[];
  nav?: unknown;
  overlays?: boolean;
  widgets?: boolean;
}

async function registryOf(page: Page): Promise<Record<string, RegistryEntry>> {
  return (await (await page.request.get('/registry/remotes.json')).json()).remotes;
}

/** The entry file the shell registers with the federation runtime (remoteEntryOf in @portal/shared/registry). */
const entryOf = (r: RegistryEntry) => r.entry ?? r.manifest.replace(/[^/]*$/, 'remoteEntry.js');
const entriesOf = (registry: Record<string, RegistryEntry>, dirs: string[]) => dirs.map((d) => entryOf(registry[d]!));
const roleRemotes = (registry: Record<string, RegistryEntry>, roleId: number) =>
  Object.entries(registry)
    .filter(([, r]) => !r.roles || r.roles.includes(roleId))
    .map(([d]) => d);
/** The remotes the dashboard renders something of: overlays, widgets, or a menu the registry does not hold. */
const dashboardRemotes = (registry: Record<string, RegistryEntry>, roleId: number) => roleRemotes(registry, roleId).filter((d) => !registry[d]!.nav || registry[d]!.overlays || registry[d]!.widgets);
/** The remote files the page preloads as `as`: remote entries (script) or fetches (none since the runtime reads no manifest). */
const preloadLinks = (page: Page, as: 'script' | 'fetch') =>
  page.evaluate(
    (kind) => [...new Set(Array.from(document.querySelectorAll<HTMLLinkElement>(`link[rel=preload][as=${kind}]`)).map((l) => new URL(l.href).pathname))].filter((p) => p.startsWith('/mfe/')),
    as,
  );

/** Every request the page makes under /mfe/, by path, in order. */
function recordRemoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/mfe/')) seen.push(pathname);
  });
  return seen;
}

/** The shell's code: main.js (its shared libraries are in it); nothing of the shell runs before it arrives. */
const SHELL_ENTRY = /^\/main\.js$/;

test.describe('remote entries are preloaded for the remotes the page will need', () => {
  /** The owner's entry and `./app` files of a public page, and the requests to remotes the page makes. */
  const publicPageFiles = async (page: Page) => {
    const registry = await registryOf(page);
    const identity = registry['mfe-identity']!.manifest;
    const dir = identity.replace(/mf-manifest\.json$/, '');
    const manifest = await (await page.request.get(identity)).json();
    const appScripts: string[] = manifest.exposes.find((e: { name: string }) => e.name === 'app').assets.js.sync.map((f: string) => dir + f);
    return { identity, early: [dir + manifest.metaData.remoteEntry.name, ...appScripts], requests: recordRemoteRequests(page) };
  };

  test('a public page the server does not draw preloads only the entry and ./app of the remote that owns it, each fetched once, and no manifest', async ({ page }) => {
    const { identity, early, requests } = await publicPageFiles(page);
    // Hold back main.js until the remote's entry and ./app have been requested (at most 8 s): none of the shell's
    // code runs meanwhile, so they were named by the page the server sent (api web.ts), not by the runtime.
    const earlyRequested = new Promise<void>((resolve) => page.on('request', () => early.every((f) => requests.includes(f)) && resolve()));
    let heldUntilEarly = false;
    await page.route(
      (url) => SHELL_ENTRY.test(url.pathname),
      async (route) => {
        heldUntilEarly = await Promise.race([earlyRequested.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 8000))]);
        await route.continue();
      },
    );
    // The code step's page is not drawn by the server (it needs the sign-in's state).
    await page.goto('/home/otpforlogin');
    await expect.poll(() => heldUntilEarly, { timeout: 15_000, message: `requested: ${requests.join(', ')}` }).toBe(true);
    expect(await preloadLinks(page, 'fetch')).toEqual([]);
    expect(requests).not.toContain(identity); // the shell registers the entry file: nothing reads the manifest
    // The federation runtime's own requests were answered by the preloads: one request each, not two.
    for (const f of early) expect(requests.filter((p) => p === f), f).toHaveLength(1);
    expect(requests.filter((p) => !p.startsWith('/mfe/mfe-identity/'))).toEqual([]);
  });

  test("a page the server drew names none of its remote's code: it paints without it, and the shell asks for the owner's entry and ./app once each", async ({ page }) => {
    const { identity, early, requests } = await publicPageFiles(page);
    const sent = await (await page.request.get('/home/login')).text();
    expect(sent).toContain('data-first-view=');
    expect(sent).not.toMatch(/<link rel="preload" href="\/mfe\//);
    await page.goto('/home/login');
    await expect(new FirstViewPage(page).firstTextbox()).toBeEditable({ timeout: 30_000 });
    // The shell preloads what the page did not name: the entry, and `./app`'s scripts from the manifest (preload.ts).
    expect(requests.filter((p) => p === identity).length).toBeLessThanOrEqual(1);
    for (const f of early) expect(requests.filter((p) => p === f), f).toHaveLength(1);
    expect(requests.filter((p) => !p.startsWith('/mfe/mfe-identity/'))).toEqual([]);
  });

  /** Signed in as a person of `roleId` (1 a patient, 3 an administrator), the dashboard and then a remote page. */
  const dashboardPaintsFirst = async (page: Page, who: { roleId: 1 | 3 }) => {
    const registry = await registryOf(page);
    const needed = dashboardRemotes(registry, who.roleId);
    // Menu entries and tiles are in the registry: the dashboard loads only what it renders (identity's overlay,
    // the widgets of appointments and content); records, telecare and the administration only show tiles or entries.
    expect(needed.sort()).toEqual(['mfe-appointments', 'mfe-content', 'mfe-identity']);
    const wanted = entriesOf(registry, needed);
    const requests = recordRemoteRequests(page);
    const dashboard = new Dashboard(page);
    await dashboard.open();
    await expect(dashboard.tile('Location')).toBeVisible({ timeout: 30_000 });
    // The dashboard is the shell's own page: the page names none of the remotes' code, and the shell asks for it
    // once the page has painted (pageOwner, afterFirstPaint), so that main.js has the network to itself before.
    expect(await preloadLinks(page, 'script')).toEqual([]);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      remotes: performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.startsWith('/mfe/')).map((r) => Math.round(r.startTime)),
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.remotes.length).toBeGreaterThan(0);
    expect(Math.min(...timing.remotes), `first paint at ${Math.round(timing.fcp)} ms, remote files from ${timing.remotes.join(', ')}`).toBeGreaterThanOrEqual(timing.fcp);
    // Each entry once, through the federation runtime; no manifest read on the way.
    for (const m of wanted) expect(requests.filter((p) => p === m), m).toHaveLength(1);
    expect(requests.filter((p) => p.endsWith('/mf-manifest.json'))).toEqual([]);
    // Records' tiles are drawn from the registry; its code comes with its page.
    await expect(dashboard.tile('Diagnostic Reports')).toBeVisible();
    expect(requests.filter((p) => p.startsWith('/mfe/mfe-records/') || p.startsWith('/mfe/mfe-admin/') || p.startsWith('/mfe/mfe-telecare/'))).toEqual([]);
    await dashboard.tile('Diagnostic Reports').click();
    await expect(pageHeading(page)).toHaveText(/Diagnostic Reports/, { timeout: 20_000 });
    expect(requests).toContain(entryOf(registry['mfe-records']!));
    const analytics = new ShellNav(page).link('Analytics');
    if (who.roleId === 1) {
      await expect(analytics).toHaveCount(0);
      expect(requests.filter((p) => p.startsWith('/mfe/mfe-admin/'))).toEqual([]);
    } else {
      await analytics.click();
      await expect(page).toHaveURL(/\/auth\/analytics$/);
      await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
      expect(requests).toContain(entryOf(registry['mfe-admin']!));
    }
  };
  const signedIn = "signed in, the dashboard paints before any remote's code is asked for, then loads its remotes once each, the others when needed";
  test(`${signedIn} — a patient`, async ({ patientPage: page }) => {
    test.setTimeout(90_000);
    await dashboardPaintsFirst(page, { roleId: 1 });
  });
  test(`${signedIn} — an administrator, whose menu has the administration, loaded when first opened`, async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    await dashboardPaintsFirst(page, { roleId: 3 });
  });

  test("signed in on a remote's page, the page names that remote's code and only it", async ({ patientPage: page }) => {
    const registry = await registryOf(page);
    const requests = recordRemoteRequests(page);
    await page.goto('/auth/diagnosticReports');
    await expect(pageHeading(page)).toHaveText(/Diagnostic Reports/, { timeout: 20_000 });
    expect(await preloadLinks(page, 'script')).toContain(entryOf(registry['mfe-records']!));
    expect((await preloadLinks(page, 'script')).filter((p) => !p.startsWith('/mfe/mfe-records/'))).toEqual([]);
    expect(requests.filter((p) => p === entryOf(registry['mfe-records']!))).toHaveLength(1);
  });
});

test.describe('version skew: a remote whose contract version the shell does not know', () => {
  test('its page shows the message, one console line and one report; the dashboard and the others work', async ({ patientPage: page }) => {
    const consoleLines: string[] = [];
    page.on('console', (m) => m.type() === 'error' && m.text().includes('[portal] remote mfe-records') && consoleLines.push(m.text()));
    const reports: Array<Record<string, string>> = [];
    page.on('request', (r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST' && reports.push(JSON.parse(r.postData() ?? '{}')));
    // A deployment built against a contract this shell does not know (version 2), served as it would be by a CDN.
    let rewritten = 0;
    await page.route('**/mfe/mfe-records/**/*.js', async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      const skewed = body.replace(/contractVersion:(?:[\w$]+\.CONTRACT_VERSION|1)\b/g, () => {
        rewritten++;
        return 'contractVersion:2';
      });
      await route.fulfill({ response: res, body: skewed });
    });

    const dashboard = new Dashboard(page);
    const failure = new RemoteFailure(page);
    await dashboard.open();
    await expect(dashboard.tile('Location')).toBeVisible({ timeout: 20_000 });
    // The dashboard does not load it (its tile comes from the registry, which says contract 1): nothing fails there.
    await expect(failure.message).toHaveCount(0);
    await dashboard.tile('Diagnostic Reports').click();
    await expect(failure.message).toBeVisible({ timeout: 20_000 });
    expect(rewritten).toBeGreaterThan(0);
    await expect(anyHeading(page, 'Diagnostic Reports')).toHaveCount(0);

    // Retry loads it again, is refused again, and neither the console nor the operators hear it twice.
    await failure.retry.click();
    await expect(failure.message).toBeVisible();
    await new ShellNav(page).link('Dashboard').first().click();
    await dashboard.tile('Location').click();
    await expect(pageHeading(page)).toBeVisible();
    // The Retry's refusal was written before its message showed, long before this page: one line, not two.
    await expect.poll(() => consoleLines.length).toBe(1);
    expect(consoleLines[0]).toMatch(/refused: unknown contract version 2 \(shell knows 1\)/);
    const contractReports = reports.filter((r) => r.remote === 'mfe-records');
    expect(contractReports).toHaveLength(1);
    expect(contractReports[0]).toMatchObject({ kind: 'remote-contract', remote: 'mfe-records' });
    expect(contractReports[0]!.message).toMatch(/unknown contract version 2/);
  });

  test('named so in the registry, it is not even downloaded; its page shows the message', async ({ patientPage: page }) => {
    const requests = recordRemoteRequests(page);
    const consoleLines: string[] = [];
    page.on('console', (m) => m.type() === 'error' && m.text().includes('[portal] remote mfe-records') && consoleLines.push(m.text()));
    await page.route('**/registry/remotes.json', async (route) => {
      const res = await route.fetch();
      const registry = await res.json();
      registry.remotes['mfe-records'].contract = 2;
      await route.fulfill({ response: res, json: registry });
    });
    // The server names a remote's files in the page only for a contract it knows (api test/web.test.ts); its
    // registry here still says 1, so the page it sends loses those preloads as it would with the real skew.
    await page.route(
      (url) => url.pathname.startsWith('/auth/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace(/<link rel="preload" href="\/mfe\/mfe-records\/[^>]*>/g, '') });
      },
    );
    await page.goto('/auth/diagnosticReports');
    await expect(new RemoteFailure(page).message).toBeVisible({ timeout: 20_000 });
    await page.goto('/auth/findDoctor');
    await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
    expect(requests.filter((p) => p.startsWith('/mfe/mfe-records/') && !p.endsWith('mf-manifest.json'))).toEqual([]);
    expect(consoleLines.length).toBeGreaterThan(0);
  });
});

test('a transient failure of the remote entry and of a chunk recovers without the user seeing it', async ({ patientPage: page }) => {
  const reports: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/client-errors') && reports.push(r.postData() ?? ''));
  // Each file of mfe-content fails the first time it is asked for (503, as during a deploy), then answers.
  const failedOnce = new Set<string>();
  await page.route('**/mfe/mfe-content/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (failedOnce.has(pathname)) return route.continue();
    failedOnce.add(pathname);
    return route.fulfill({ status: 503, body: 'deploying' });
  });
  await page.goto('/auth/needhelp');
  await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(new RemoteFailure(page).message).toHaveCount(0);
  const failed = [...failedOnce];
  expect(failed.some((p) => p.endsWith('/remoteEntry.js'))).toBe(true);
  // The exposed module and the page are chunks: they failed once too, and recovered.
  expect(failed.filter((p) => p.endsWith('.js') && !p.endsWith('/remoteEntry.js')).length).toBeGreaterThanOrEqual(2);
  expect(reports).toEqual([]);
});
