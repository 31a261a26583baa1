import { test, expect } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { ValetPage } from '../pages/content-pages.page';

/**
 * The valet mock-up (docs/product.md#content-valet): /valet and /valetauth are top-level pages of mfe-content with their own frame
 * (no portal menu or footer), no sign-in, a total of 38 and time tiles opening a sample parking list.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`valet: login form, total 38, a time tile's sample list (${lang})`, async ({ page }) => {
    const valet = new ValetPage(page, lang);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const shellRequests: string[] = [];
    page.on('request', (r) => shellRequests.push(new URL(r.url()).pathname));

    await test.step('the login page: its own frame, only the content remote fetched', async () => {
      await valet.openLogin();
      await expect(valet.loginHeading()).toBeVisible();
      await expect(valet.root()).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      expect(shellRequests.some((p) => p.startsWith('/mfe/mfe-content/'))).toBe(true);
      expect(shellRequests.some((p) => p.startsWith('/mfe/mfe-identity/'))).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('empty fields are named; nothing is sent', async () => {
      const before = shellRequests.filter((p) => p.startsWith('/api/')).length;
      await valet.submit();
      await expect(valet.usernameRequired()).toBeVisible();
      await expect(valet.passwordRequired()).toBeVisible();
      await expect(valet.username()).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await valet.login('desk1', 'anything');
      await expect(page).toHaveURL(/\/valetauth$/);
      expect(shellRequests.filter((p) => p.startsWith('/api/')).length).toBe(before);
    });

    await test.step('the dashboard: a total of 38 and five time tiles that add up to it', async () => {
      await expect(valet.deskHeading()).toBeVisible();
      await expect(valet.total()).toContainText(lang === 'ar' ? /38|٣٨/ : '38');
      await expect(valet.tiles()).toHaveCount(5);
      // The count is the tile's second line, in the page's digits (Arabic-Indic or Latin).
      const counts = await valet.tileCounts();
      expect(counts.reduce((a, b) => a + b, 0)).toBe(38);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('a tile opens its sample list; OK closes it and focus returns to the tile', async () => {
      const tile = valet.tile('12:00');
      await tile.click();
      const dialog = valet.listDialog();
      await expect(dialog).toBeVisible();
      await expect(valet.listRows()).toHaveCount(1 + 8);
      expect(await axeViolations(page)).toEqual([]);
      await valet.closeList();
      await expect(dialog).toBeHidden();
      await expect(tile).toBeFocused();
    });

    await test.step('Logout returns to the login form', async () => {
      await valet.logout();
      await expect(page).toHaveURL(/\/valet$/);
      await expect(valet.loginHeading()).toBeVisible();
    });
  });
}
