import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { FirstViewPage, PUBLIC_PAGES, type Lang, type PublicPage } from '../pages/first-view.page';
import { LoginPage } from '../pages/login.page';

/**
 * The public pages' first view from the server (docs/architecture.md "The first view from the server"): the HTML
 * holds the page, its form and its logo, drawn before any script (and without one), and the browser hydrates it
 * without a mismatch; until then its fields are visibly not editable, so nothing typed is lost.
 */
const PAGES = Object.keys(PUBLIC_PAGES) as PublicPage[];
const VIEWS: Array<{ brand: string; lang: Lang }> = [
  { brand: 'burjeel', lang: 'en' },
  { brand: 'medeor', lang: 'ar' },
  { brand: 'medeor', lang: 'en' },
  { brand: 'burjeel', lang: 'ar' },
];

/** React's hydration complaints (development texts and production error codes 418, 419, 421, 422, 423, 425). */
const HYDRATION = /hydrat|did ?n[o']t match|server rendered|Minified React error #(418|419|421|422|423|425)\b/i;

function hydrationComplaints(page: Page): string[] {
  const said: string[] = [];
  const listen = (m: ConsoleMessage) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) said.push(m.text());
  };
  page.on('console', listen);
  page.on('pageerror', (err) => HYDRATION.test(String(err.message)) && said.push(err.message));
  return said;
}

/** Whether React has taken over the element (hydrated it, rather than drawn another in its place). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);

test.describe('without JavaScript, the public pages read as drawn by the server', () => {
  test.use({ javaScriptEnabled: false });
  for (const { brand, lang } of VIEWS)
    test(`${brand}, ${lang}: login, register and forgot password show their form, labels and logo`, async ({ page }) => {
      const view = new FirstViewPage(page);
      for (const name of PAGES) {
        await test.step(name, async () => {
          await view.visit(name, brand, lang);
          await view.expectDrawn(name, brand, lang);
        });
      }
    });
});

test.describe('with JavaScript, the first view is hydrated', () => {
  for (const { brand, lang } of VIEWS.slice(0, 2))
    test(`${brand}, ${lang}: no hydration warning on login, register and forgot password; the server's elements stay`, async ({ page }) => {
      const complaints = hydrationComplaints(page);
      const view = new FirstViewPage(page);
      for (const name of PAGES) {
        await test.step(name, async () => {
          await view.visit(name, brand, lang);
          await view.expectDrawn(name, brand, lang);
          // The server's input is the one React took over: hydrated, not drawn anew.
          await view.mobile().evaluate((el) => ((el as HTMLElement).dataset.fromServer = 'yes'));
          await expect.poll(() => hydrated(page, 'input[name="mobile"]'), { timeout: 30_000 }).toBe(true);
          await expect(view.mobile()).toHaveAttribute('data-from-server', 'yes');
        });
      }
      expect(complaints).toEqual([]);
    });

  test('before main.js has run the form is visibly not editable; once hydrated a number typed stays and reaches the page', async ({ page }) => {
    const complaints = hydrationComplaints(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const view = new FirstViewPage(page);
    await view.visit('login', 'burjeel', 'en', { waitUntil: 'commit' });
    const mobile = view.mobile();
    await expect(mobile).toBeVisible();
    // Painted, not yet the page's: the field is disabled, so nothing typed can be lost; the banner, the page's
    // largest paint, is already there.
    await expect(mobile).toBeDisabled();
    await expect(view.banners().first()).toHaveJSProperty('complete', true);
    await mobile.pressSequentially('501234567', { timeout: 2000 }).catch(() => undefined);
    await expect(mobile).toHaveValue('');
    release();
    await expect(mobile).toBeEditable({ timeout: 30_000 });
    await mobile.pressSequentially('501234567');
    await expect(mobile).toHaveValue('501234567');
    // The page's state has it: the Login button opens once the password is given too.
    const login = new LoginPage(page);
    await login.password().fill('Portal@2026');
    await expect(login.submit()).toBeEnabled();
    await expect(mobile).toHaveValue('501234567');
    expect(await hydrated(page, 'input[name="mobile"]')).toBe(true);
    expect(complaints).toEqual([]);
  });
});
