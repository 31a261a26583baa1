import { test, expect } from '../support/test';
import { Navigation, RemoteFailure, ShellNav, contactUsDialog, pageHeading } from '../pages/shell-frame.page';
import { Dashboard } from '../pages/shell-dashboard.page';
import { FirstViewPage } from '../pages/first-view.page';

test.describe('the shell composes the remotes at run time', () => {
  test('shared modules are one copy: one React, one session store, one query client for every remote', async ({ patientPage: page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.open();
    await expect(pageHeading(page)).toBeVisible();
    // Wait until several remotes have been loaded (their tiles are on the dashboard).
    await expect(dashboard.tile('Location')).toBeVisible();
    const scopes = await page.evaluate(() => {
      const share = (globalThis as any).__FEDERATION__?.__SHARE__ ?? {};
      const seen: Record<string, Array<{ version: string; from: string; loaded: boolean }>> = {};
      for (const instance of Object.values<any>(share)) {
        for (const scope of Object.values<any>(instance)) {
          for (const [pkg, versions] of Object.entries<any>(scope)) {
            for (const [version, entry] of Object.entries<any>(versions)) {
              if (entry.loaded || entry.loading) (seen[pkg] ??= []).push({ version, from: entry.from, loaded: !!entry.loaded });
            }
          }
        }
      }
      return seen;
    });
    for (const pkg of ['react', 'react-dom', 'react-router-dom', '@portal/shared/session', '@portal/shared/ui', 'i18next', '@tanstack/react-query']) {
      const providers = new Set((scopes[pkg] ?? []).map((e) => `${e.version}@${e.from}`));
      expect(providers.size, `${pkg} loaded from ${[...providers].join(', ')}`).toBe(1);
    }
    // Several remotes loaded by the same runtime (the shell's instance) see the shell's copy.
    const remotes = await page.evaluate(() => ((globalThis as any).__FEDERATION__?.__INSTANCES__ ?? []).flatMap((i: any) => [...(i.moduleCache?.keys() ?? [])]) as string[]);
    expect(remotes.filter((r) => r.startsWith('mfe_')).length).toBeGreaterThanOrEqual(2);
  });

  test('an unreachable remote costs only its own area, and Retry brings it back', async ({ patientPage: page }) => {
    const dashboard = new Dashboard(page);
    const failure = new RemoteFailure(page);
    await page.route('**/mfe/mfe-content/**', (route) => route.abort());
    await dashboard.open();
    await expect(pageHeading(page)).toBeVisible();
    await expect(failure.message.first()).toBeVisible();
    // The rest of the portal works: the menu and the user menu still answer.
    await expect(new Navigation(page).first).toBeVisible();
    await page.unroute('**/mfe/mfe-content/**');
    await failure.retry.first().click();
    await expect(dashboard.tile('Location')).toBeVisible();
    await expect(failure.message).toHaveCount(0);
  });

  test('a page owned by a broken remote shows the message and a retry; other pages keep working', async ({ patientPage: page }) => {
    const failure = new RemoteFailure(page);
    await page.route('**/mfe/mfe-content/**', (route) => route.abort());
    await page.goto('/auth/needhelp');
    await expect(failure.message).toBeVisible();
    await expect(failure.retry).toBeVisible();
    await new Dashboard(page).open();
    await expect(pageHeading(page)).toBeVisible();
  });

  test("a dialog of a remote the page has not loaded: opening it loads the remote; a remote that cannot load says so", async ({ patientPage: page }) => {
    const content: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/mfe/mfe-content/') && content.push(r.url()));
    // Medication is records' page: content (Contact Us) is in the menu from the registry, its code not fetched.
    const nav = new Navigation(page);
    await page.goto('/auth/myMedication');
    await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
    expect(content).toEqual([]);
    await nav.button('Contact Us').click();
    await expect(contactUsDialog(page)).toBeVisible({ timeout: 20_000 });
    expect(content.length).toBeGreaterThan(0);

    await page.route('**/mfe/mfe-content/**', (route) => route.abort());
    await page.goto('/auth/myMedication');
    await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
    await nav.button('Contact Us').click();
    const failed = new RemoteFailure(page).unavailableDialog;
    await expect(failed.message).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/mfe/mfe-content/**');
    await failed.retry.click();
    await expect(contactUsDialog(page)).toBeVisible({ timeout: 20_000 });
  });

  test("the brand's content-site base comes with the page: no fetchwpbase call, the content calls go to that brand's site", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const login = new FirstViewPage(page);
    const firstBanner = async (brand: string) => (await (await page.request.get(`/content/${brand}/getwebbanner?banner_for=Login`)).json()).data[0].image as string;
    await page.goto('/home/login?brandName=medeor');
    // The stored base of another brand is not used: the banners are Medeor's, which the page arrived with.
    await expect(login.banners().first()).toHaveAttribute('src', await firstBanner('medeor'));
    await page.goto('/home/login?brandName=llh');
    await expect(login.banners().first()).toHaveAttribute('src', await firstBanner('llh'));
    await expect(login.firstTextbox()).toBeEditable({ timeout: 30_000 });
    expect(asked.filter((p) => p.endsWith('/getwebbanner'))).toEqual([]);
    expect(asked.filter((p) => p === '/api/masterdata/fetchwpbase')).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('wpBaseUrl'))).toMatch(/\/content\/llh\/$/);
  });

  test('an unknown address gets a real not-found page', async ({ page }) => {
    const nav = new ShellNav(page);
    await page.goto('/no/such/page');
    await expect(nav.notFoundHeading).toBeVisible();
    await expect(nav.link('Go to login')).toBeVisible();
  });

  test('/favicon.ico answers with the brand icon: an ICO of PNG images at 16, 32 and 48 pixels', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = await res.body();
    // ICONDIR: reserved 0, type 1 (icon), the number of images; then one 16-byte entry per image.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes: number[] = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const at = 6 + 16 * i;
      const png = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8));
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      // The PNG's own width and height (IHDR) are the entry's.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([ico[at], ico[at + 1]]);
      sizes.push(ico[at]!);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
