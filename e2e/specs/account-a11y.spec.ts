import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { axeViolations } from '../support/axe';

/** The profile page, Manage Family with its Add dialog, and the 'Choose Hospital' entry dialog, checked with axe (WCAG 2.2 A/AA). */

for (const lang of ['en', 'ar'] as const) {
  test(`account pages have no axe violations (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, undefined, { lang, hospital: false });
    await page.goto('/auth/dashboard');
    await test.step('Choose Hospital', async () => {
      // It opens once the hospital list and the profile have answered, one after the other (a loaded machine: slow).
      await expect(page.getByTestId('entry-dialog-choose')).toBeVisible({ timeout: 30_000 });
      expect(await axeViolations(page, { include: '[data-testid="entry-dialog-choose"]' })).toEqual([]);
      await page.getByTestId('hospital-BU10').click();
      await page.getByTestId('entry-save').click();
      await expect(page.getByTestId('entry-dialog-choose')).toBeHidden();
    });
    await test.step('profile', async () => {
      await page.goto('/auth/profile');
      await expect(page.getByTestId('profile-save')).toBeVisible();
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    });
    await test.step('Manage Family and the Add dialog', async () => {
      await page.goto('/auth/manageFamily');
      await expect(page.getByTestId('family-add')).toBeVisible();
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
      await page.getByTestId('family-add').click();
      await expect(page.getByTestId('member-dialog')).toBeVisible();
      expect(await axeViolations(page, { include: '[data-testid="member-dialog"]' })).toEqual([]);
    });
  });
}
