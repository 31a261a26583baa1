import { test, expect } from '../support/test';
import { axeViolations } from '../support/axe';
import { AccountEntry, ProfilePage } from '../pages/account-profile.page';
import { ManageFamilyPage } from '../pages/account-family.page';
import { Dashboard } from '../pages/shell-dashboard.page';

/** The profile page, Manage Family with its Add dialog, and the 'Choose Hospital' entry dialog, checked with axe (WCAG 2.2 A/AA). */

for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang, hospital: false });
    test(`account pages have no axe violations (${lang})`, async ({ patientPage: page }) => {
      test.setTimeout(240_000);
      await new Dashboard(page).open();
      await test.step('Choose Hospital', async () => {
        const entry = new AccountEntry(page);
        // It opens once the hospital list and the profile have answered, one after the other (a loaded machine: slow).
        await expect(entry.choose()).toBeVisible({ timeout: 30_000 });
        expect(await axeViolations(page, { include: '[data-testid="entry-dialog-choose"]' })).toEqual([]);
        await entry.pickHospital('BU10');
        await expect(entry.choose()).toBeHidden();
      });
      await test.step('profile', async () => {
        await new ProfilePage(page).open();
        expect(await axeViolations(page, { include: 'main' })).toEqual([]);
      });
      await test.step('Manage Family and the Add dialog', async () => {
        const family = new ManageFamilyPage(page);
        await family.open();
        expect(await axeViolations(page, { include: 'main' })).toEqual([]);
        await family.startAdd();
        expect(await axeViolations(page, { include: '[data-testid="member-dialog"]' })).toEqual([]);
      });
    });
  });
}
