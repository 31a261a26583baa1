import { test, expect } from '../support/test';
import { axeViolations } from '../support/axe';
import { ADMIN_LABELS, AnalyticsPage, BroadcastPage, InterestedUsersPage, ManageUserPage } from '../pages/admin.page';
import { pageHeading } from '../pages/shell-frame.page';

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
  test.describe(() => {
    test.use({ lang });
    test(`administrator pages have no axe violations (${lang}, ${device})`, async ({ adminPage: page }) => {
      test.setTimeout(240_000);
      const L = ADMIN_LABELS[lang];
      await page.setViewportSize(viewport);

      await test.step('Analytics, with the table of registrations shown', async () => {
        const analytics = new AnalyticsPage(page, lang);
        await analytics.open();
        await analytics.showTable();
        await expect(analytics.registrationsTable).toBeVisible();
        expect(await axeViolations(page, { include: 'main' })).toEqual([]);
      });
      await test.step('Interested Users, an offer’s users and the status dialog', async () => {
        const interested = new InterestedUsersPage(page, lang);
        await interested.open();
        await interested.offerButton(lang === 'en' ? 'Executive Health Check' : 'الفحص الصحي التنفيذي').click();
        await expect(interested.firstRow).toBeVisible();
        expect(await axeViolations(page, { include: 'main' })).toEqual([]);
        await interested.changeStatusButton(interested.firstRow).click();
        await expect(interested.statusDialog).toBeVisible();
        expect(await axeViolations(page, { include: '[data-testid="status-dialog"]' })).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(interested.statusDialog).toBeHidden();
      });
      await test.step('Manage User', async () => {
        const manage = new ManageUserPage(page, lang);
        await manage.open();
        await expect(pageHeading(page, L.manageUser)).toBeVisible({ timeout: 30_000 });
        await expect(manage.adminRows.nth(1)).toBeVisible();
        expect(await axeViolations(page, { include: 'main' })).toEqual([]);
      });
      await test.step('Broadcast Notification and the publish dialog on Custom', async () => {
        const broadcast = new BroadcastPage(page, lang);
        await broadcast.open();
        expect(await axeViolations(page, { include: 'main' })).toEqual([]);
        await broadcast.openDialog();
        await broadcast.hospitalSelect.selectOption({ label: L.custom });
        await broadcast.publishButton().click();
        await expect(broadcast.liveMessages.first()).toBeVisible();
        expect(await axeViolations(page, { include: '[data-testid="publish-dialog"]' })).toEqual([]);
      });
    });
  });
}
