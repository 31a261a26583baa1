import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The public identity pages in both languages, on a phone and a desktop, checked with axe (WCAG 2.1 A/AA). */
const pages = ['/home/login', '/home/register', '/home/forgotpassword'];

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`no axe violations (${lang}, ${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      for (const path of pages) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('input[name="mobile"]')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
          // Let the banner load so it is checked too.
          if (path === '/home/login') await expect(page.getByTestId('login-banner')).toBeVisible();
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          expect(summary, summary.join('\n')).toEqual([]);
        });
      }
    });
  }
}
