import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from '../support/auth';

/** The profile page, Manage Family with its Add dialog, and the 'Choose Hospital' entry dialog, checked with axe (WCAG 2.1 A/AA). */
const axe = async (page: import('@playwright/test').Page, include?: string) => {
  let b = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) b = b.include(include);
  const results = await b.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

for (const lang of ['en', 'ar'] as const) {
  test(`account pages have no axe violations (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, undefined, { lang, hospital: false });
    await page.goto('/auth/dashboard');
    await test.step('Choose Hospital', async () => {
      await expect(page.getByTestId('entry-dialog-choose')).toBeVisible();
      expect(await axe(page, '[data-testid="entry-dialog-choose"]')).toEqual([]);
      await page.getByTestId('hospital-BU10').click();
      await page.getByTestId('entry-save').click();
      await expect(page.getByTestId('entry-dialog-choose')).toBeHidden();
    });
    await test.step('profile', async () => {
      await page.goto('/auth/profile');
      await expect(page.getByTestId('profile-save')).toBeVisible();
      expect(await axe(page, 'main')).toEqual([]);
    });
    await test.step('Manage Family and the Add dialog', async () => {
      await page.goto('/auth/manageFamily');
      await expect(page.getByTestId('family-add')).toBeVisible();
      expect(await axe(page, 'main')).toEqual([]);
      await page.getByTestId('family-add').click();
      await expect(page.getByTestId('member-dialog')).toBeVisible();
      expect(await axe(page, '[data-testid="member-dialog"]')).toEqual([]);
    });
  });
}
