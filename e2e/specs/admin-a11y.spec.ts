import { test, expect } from '@playwright/test';
import { createStaff, signIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { ADMIN_LABELS, AnalyticsPage, BroadcastPage, InterestedUsersPage } from '../pages/admin.page';

/**
 * The administrator pages in the states the route sweep does not reach (the analytics table shown, an offer's
 * users, the status dialog, the publish dialog on Custom), checked with axe (WCAG 2.2 AA tags): English on a
 * desktop and Arabic on a phone. The pages themselves are swept in both languages on both viewports by
 * a11y-sweep.spec.ts.
 */

const runs = [
  { lang: 'en', device: 'desktop', viewport: { width: 1280, height: 800 } },
  { lang: 'ar', device: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { lang, device, viewport } of runs) {
  test(`administrator pages have no axe violations (${lang}, ${device})`, async ({ page }) => {
    test.setTimeout(240_000);
    const L = ADMIN_LABELS[lang];
    await page.setViewportSize(viewport);
    await signIn(page, await createStaff(page.request, 3), { lang });

    await test.step('Analytics, with the table of registrations shown', async () => {
      await new AnalyticsPage(page, lang).open();
      await page.getByRole('button', { name: L.showTable }).click();
      await expect(page.getByTestId('registrations-table')).toBeVisible();
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    });
    await test.step('Interested Users, an offer’s users and the status dialog', async () => {
      const interested = new InterestedUsersPage(page, lang);
      await interested.open();
      await interested.offerRow(lang === 'en' ? 'Executive Health Check' : 'الفحص الصحي التنفيذي').getByRole('button').click();
      await expect(page.getByTestId('interested-row').first()).toBeVisible();
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
      await page.getByTestId('interested-row').first().getByRole('button', { name: interested.L.changeStatus }).click();
      await expect(page.getByTestId('status-dialog')).toBeVisible();
      expect(await axeViolations(page, { include: '[data-testid="status-dialog"]' })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('status-dialog')).toBeHidden();
    });
    await test.step('Manage User', async () => {
      await page.goto('/auth/manageUser');
      await expect(page.getByRole('heading', { name: L.manageUser, level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('admin-list').getByRole('row').nth(1)).toBeVisible();
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    });
    await test.step('Broadcast Notification and the publish dialog on Custom', async () => {
      const broadcast = new BroadcastPage(page, lang);
      await broadcast.open();
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
      await broadcast.openDialog();
      await broadcast.dialog.getByRole('combobox', { name: L.hospital }).selectOption({ label: L.custom });
      await broadcast.dialog.getByRole('button', { name: L.publish }).click();
      await expect(broadcast.dialog.locator('[aria-live="polite"]').filter({ hasText: /\S/ }).first()).toBeVisible();
      expect(await axeViolations(page, { include: '[data-testid="publish-dialog"]' })).toEqual([]);
    });
  });
}
