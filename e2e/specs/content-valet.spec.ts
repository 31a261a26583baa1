import { test, expect } from '@playwright/test';
import { axeViolations } from '../support/axe';

/**
 * The valet mock-up (docs/product.md#content-valet): /valet and /valetauth are top-level pages of mfe-content with their own frame
 * (no portal menu or footer), no sign-in, a total of 38 and time tiles opening a sample parking list.
 */
const T = {
  en: { login: 'Valet login', user: 'Username', pass: 'Password', submit: 'Login', userReq: 'Please enter your username', passReq: 'Please enter your password', title: 'Today at the valet desk', list: /^Cars in /, ok: 'OK', logout: 'Logout' },
  ar: { login: 'تسجيل دخول صف السيارات', user: 'اسم المستخدم', pass: 'كلمة المرور', submit: 'تسجيل الدخول', userReq: 'يرجى إدخال اسم المستخدم', passReq: 'يرجى إدخال كلمة المرور', title: 'اليوم في مكتب صف السيارات', list: /^السيارات الواصلة /, ok: 'موافق', logout: 'تسجيل الخروج' },
};

for (const lang of ['en', 'ar'] as const) {
  test(`valet: login form, total 38, a time tile's sample list (${lang})`, async ({ page }) => {
    const t = T[lang];
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const shellRequests: string[] = [];
    page.on('request', (r) => shellRequests.push(new URL(r.url()).pathname));

    await test.step('the login page: its own frame, only the content remote fetched', async () => {
      await page.goto('/valet');
      await expect(page.getByRole('heading', { level: 1, name: t.login })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      expect(shellRequests.some((p) => p.startsWith('/mfe/mfe-content/'))).toBe(true);
      expect(shellRequests.some((p) => p.startsWith('/mfe/mfe-identity/'))).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('empty fields are named; nothing is sent', async () => {
      const before = shellRequests.filter((p) => p.startsWith('/api/')).length;
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(t.userReq)).toBeVisible();
      await expect(page.getByText(t.passReq)).toBeVisible();
      await expect(page.getByLabel(t.user)).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel(t.user).fill('desk1');
      await page.getByLabel(t.pass).fill('anything');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/valetauth$/);
      expect(shellRequests.filter((p) => p.startsWith('/api/')).length).toBe(before);
    });

    await test.step('the dashboard: a total of 38 and five time tiles that add up to it', async () => {
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByTestId('valet-total')).toContainText(lang === 'ar' ? /38|٣٨/ : '38');
      const tiles = page.locator('[data-testid^="valet-window-"]');
      await expect(tiles).toHaveCount(5);
      // The count is the tile's second line, in the page's digits (Arabic-Indic or Latin).
      const counts = await tiles.evaluateAll((els) => els.map((el) => Number((el.querySelectorAll('p')[1]?.textContent ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)))));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(38);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('a tile opens its sample list; OK closes it and focus returns to the tile', async () => {
      const tile = page.getByTestId('valet-window-12:00');
      await tile.click();
      const dialog = page.getByRole('dialog', { name: t.list });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('row')).toHaveCount(1 + 8);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: t.ok, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(tile).toBeFocused();
    });

    await test.step('Logout returns to the login form', async () => {
      await page.getByRole('button', { name: t.logout }).click();
      await expect(page).toHaveURL(/\/valet$/);
      await expect(page.getByRole('heading', { level: 1, name: t.login })).toBeVisible();
    });
  });
}
