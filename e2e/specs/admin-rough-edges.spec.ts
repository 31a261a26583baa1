import { test, expect } from '@playwright/test';
import { createStaff, signIn } from '../support/auth';
import { BroadcastPage } from '../pages/admin.page';

/**
 * What an administrator meets in a real browser, phone and desktop, English and Arabic: a broadcast that would
 * reach nobody is said so before and after publishing; a table wider than a phone says it scrolls sideways;
 * admin lists read dd/MM/yyyy; a patient who opens an admin page is treated as on any page they may not open.
 */
test('a broadcast to a hospital no patient has chosen is announced as reaching nobody, before and after publishing', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const staff = await createStaff(page.request, 2);
  const session = await signIn(page, staff);
  const auth = { authorization: `Bearer ${session.token}` };
  // A hospital of the brand that no account has as its preferred hospital, asked of the API as the dialog does.
  const hospitals = (await (await page.request.get('/content/burjeel/getallhospitallocation')).json()).data as { locationId: number; name: string }[];
  let empty: { locationId: number; name: string } | undefined;
  for (const h of [...hospitals].reverse()) {
    const n = (await (await page.request.get(`/api/notification/audience?facilityId=${h.locationId}`, { headers: auth })).json()).data.count as number;
    if (n === 0) {
      empty = h;
      break;
    }
  }
  expect(empty, 'a hospital nobody has chosen').toBeDefined();
  const broadcast = new BroadcastPage(page);
  const title = `Nobody ${Date.now() % 100000}`;

  await test.step('the dialog says how many accounts it reaches, and warns for a hospital nobody has chosen', async () => {
    await broadcast.open();
    await broadcast.openDialog();
    await expect(broadcast.dialog.getByTestId('publish-audience')).toContainText(/Patient accounts it reaches: [1-9]/);
    await broadcast.dialog.getByRole('combobox', { name: 'Hospital' }).selectOption(String(empty!.locationId));
    await expect(broadcast.dialog.getByRole('alert')).toHaveText('No patient has chosen this hospital: this notification would reach nobody.');
  });
  await test.step('Publish asks again; Publish anyway sends it and says it reached nobody', async () => {
    await broadcast.fill({ title, message: 'A message for nobody at all' });
    await broadcast.dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(broadcast.dialog.getByRole('button', { name: 'Publish anyway' })).toBeVisible();
    await broadcast.dialog.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(page.getByText('Notification published, but it reached nobody.')).toBeVisible();
    await expect(broadcast.dialog).toBeHidden({ timeout: 10_000 });
  });
  await test.step('the history shows it as sent to nobody, not a green Sent, dated dd/MM/yyyy', async () => {
    const row = broadcast.historyRow(title);
    await expect(row.getByTestId('history-status')).toHaveText('Sent to nobody', { timeout: 30_000 });
    await expect(row).toContainText(empty!.name);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });
});

for (const lang of ['en', 'ar'] as const) {
  test(`on a phone an admin table wider than the screen says it scrolls sideways (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await createStaff(page.request, 3), { lang });
    await page.goto('/auth/manageUser');
    await expect(page.getByTestId('table-scroll-hint')).toHaveText(lang === 'ar' ? 'اسحب أو مرّر أفقيًا لعرض المزيد من الأعمدة.' : 'Swipe or scroll sideways to see more columns.', { timeout: 30_000 });
    await expect(page.getByRole('region', { name: lang === 'ar' ? 'المسؤولون' : 'Administrators' })).toBeVisible();
    await expect(page.getByTestId('table-more-end')).toBeVisible();
    await expect(page.getByTestId('table-more-start')).toHaveCount(0);
    // Scrolled to its far end, the shade moves to the start.
    await page.getByTestId('admin-list').evaluate((table) => {
      const scroller = table.closest('[role="region"]') as HTMLElement;
      scroller.scrollLeft = (getComputedStyle(scroller).direction === 'rtl' ? -1 : 1) * scroller.scrollWidth;
    });
    await expect(page.getByTestId('table-more-start')).toBeVisible();
    await expect(page.getByTestId('table-more-end')).toHaveCount(0);
  });
}

test('a patient who opens an admin page is treated as on any page they may not open', async ({ page }) => {
  await signIn(page);
  await page.goto('/auth/manageUser');
  await expect(page).toHaveURL(/\/auth\/dashboard$/, { timeout: 30_000 });
});
