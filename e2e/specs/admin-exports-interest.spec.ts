import { test, expect } from '../support/test';
import { createStaff, registerThroughApi, signIn } from '../support/auth';
import { AnalyticsPage, InterestedUsersPage, xlsxRows } from '../pages/admin.page';
import { PackageInterest } from '../pages/content-package-interest.page';

/**
 * docs/product.md#administration-exports, role 3: the registered-users export opened and read in the test; a patient's interest in a
 * health package followed up on Interested Users (status with comment, activity log) and exported.
 */
test('an administrator exports the registered users and reads the .xlsx', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  const { user: newcomer } = await registerThroughApi(page.request, { firstName: 'Export', lastName: 'Newcomer' });
  const analytics = new AnalyticsPage(page);
  await test.step('the chart and its table show today’s registrations', async () => {
    await analytics.open();
    await analytics.showTable();
    await expect(analytics.registrationsTableRows).toHaveCount(31);
  });
  const expected = await test.step('the count cards give the number of active accounts', async () => {
    const total = Number((await analytics.countValue('totalRegisteredUsers').innerText()).replace(/\D/g, ''));
    const gone = Number((await analytics.countValue('totalDeactivatedUsers').innerText()).replace(/\D/g, ''));
    return total - gone;
  });
  await test.step('Registered Users.xlsx holds every active account once, the newcomer too', async () => {
    const download = await analytics.exportRegistered();
    expect(download.suggestedFilename()).toBe('Registered Users.xlsx');
    const rows = await xlsxRows(download);
    expect(rows[0]).toEqual(['First Name', 'Last Name', 'Email', 'Mobile Number', 'Registered On']);
    expect(rows.length - 1).toBeGreaterThanOrEqual(expected);
    const mine = rows.find((r) => r[3] === `${newcomer.callingCode}${newcomer.mobile}`);
    expect(mine).toBeTruthy();
    // A formula in a cell is neutralised by the writer (api/test/admin-exports.test.ts); the name rule refuses one in a name.
    expect(mine!.slice(0, 2)).toEqual(['Export', 'Newcomer']);
    expect(mine![4]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(new Set(rows.slice(1).map((r) => r[3])).size).toBe(rows.length - 1);
  });
});

test('a patient’s interest in a package is followed up, logged and exported by an administrator', async ({ page, patient, browser }) => {
  test.setTimeout(150_000);
  await test.step('the patient taps I’m interested on Diabetes Care', async () => {
    const offer = new PackageInterest(page);
    await offer.open();
    await offer.openPackage('Diabetes Care');
    await expect(offer.heading('Diabetes Care')).toBeVisible({ timeout: 30_000 });
    await offer.interestButton.click();
    await expect(offer.thanks).toBeVisible();
    await expect(offer.registered).toBeDisabled();
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, await createStaff(admin.request, 3));
  const interested = new InterestedUsersPage(admin);
  const name = `${patient.firstName} ${patient.lastName}`;
  // The list shows the number masked except its last 4 digits (docs/product.md#everywhere-languages).
  const lead = `*****${String(patient.mobile).slice(-4)}`;
  await test.step('the administrator finds the lead under Diabetes Care', async () => {
    await interested.open();
    await interested.viewOffer('Diabetes Care');
    await expect(interested.row(lead)).toContainText('New');
  });
  await test.step('the status changes with a comment, and the activity log shows who did it', async () => {
    await interested.changeStatus(lead, 'Contacted', 'Called, prefers mornings');
    await expect(interested.row(lead)).toContainText('Contacted');
    await expect(interested.row(lead)).toContainText('Called, prefers mornings');
    await expect(interested.row(lead)).toContainText('Huda Admin');
    await interested.activityButton(interested.row(lead), name).click();
    const log = interested.activityDialog;
    await expect(log).toContainText('Called, prefers mornings');
    await expect(log).toContainText('By Huda Admin');
    await expect(log).toContainText(`By ${name}`);
    await admin.keyboard.press('Escape');
    await expect(log).toBeHidden();
  });
  await test.step('Interested Users - Diabetes Care.xlsx has the lead with its new status', async () => {
    const download = await interested.export();
    expect(download.suggestedFilename()).toBe('Interested Users - Diabetes Care.xlsx');
    const rows = await xlsxRows(download);
    expect(rows[0]).toEqual(['First Name', 'Last Name', 'Calling Code', 'Phone Number', 'Email', 'Region', 'Status', 'Comment', 'Created On', 'Modified By', 'Modified On']);
    // The export carries the full number: staff call the lead from it.
    const exported = rows.find((r) => r[3] === String(patient.mobile));
    expect(exported).toBeTruthy();
    expect([exported![6], exported![7], exported![9]]).toEqual(['Contacted', 'Called, prefers mornings', 'Huda Admin']);
  });
  await adminContext.close();
});
