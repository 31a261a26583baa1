import { test, expect } from '../support/test';
import { SignedInFramePage } from '../pages/signed-in-frame.page';
import type { Lang } from '../pages/first-view.page';

/**
 * The signed-in frame from the server's HTML (docs/architecture.md "The first view from the server"): every /auth page
 * arrives with the top bar, the menu's place, the page's place and the footer drawn, before any script and without
 * one, and with nothing of a person (the session lives in the browser); the shell's first render then puts the frame
 * itself in its place, without moving the page.
 */
const VIEWS: Array<{ brand: string; lang: Lang }> = [
  { brand: 'burjeel', lang: 'en' },
  { brand: 'medeor', lang: 'ar' },
];

test.describe('without JavaScript, an /auth page shows the frame', () => {
  test.use({ javaScriptEnabled: false });
  for (const { brand, lang } of VIEWS)
    test(`${brand}, ${lang}: the top bar with the logo, the menu's place, the page's place and the footer`, async ({ page }) => {
      const frame = new SignedInFramePage(page, lang);
      for (const path of ['/auth/dashboard', '/auth/diagnosticReports']) {
        await test.step(path, async () => {
          await frame.visit(path, brand);
          await frame.expectDrawn(brand, (page.viewportSize()?.width ?? 0) >= 992);
        });
      }
    });
});

test.describe('with JavaScript and a session', () => {
  test.use({ lang: 'en' });
  test('the frame is painted while main.js is held back; the shell then draws its own frame in the same place', async ({ page, patient }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const frame = new SignedInFramePage(page, 'en');
    await frame.visit('/auth/dashboard', 'burjeel', { waitUntil: 'commit' });
    await test.step('before any script: the server frame, no name in it', async () => {
      await frame.expectDrawn('burjeel', (page.viewportSize()?.width ?? 0) >= 992);
      await expect(frame.topBar).not.toContainText(patient.firstName);
    });
    const drawn = await frame.mainBox();
    release();
    await test.step("the shell's frame with the patient's name, the page where the server's was", async () => {
      await expect(frame.accountMenu(new RegExp(patient.firstName))).toBeVisible({ timeout: 30_000 });
      expect(await frame.mainBox()).toEqual(drawn);
    });
  });
});
