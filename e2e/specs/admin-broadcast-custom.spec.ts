import { test, expect } from '@playwright/test';
import { createStaff, registerThroughApi, signIn } from '../support/auth';
import { BroadcastPage, mobileListXlsx } from '../pages/admin.page';

/**
 * docs/product.md#administration-broadcasts, role 2: a broadcaster publishes to a Custom list uploaded from an .xlsx; the listed patient's
 * bell count rises and the notification opens its link; a patient who is not on the list gets nothing.
 * Then a lab result arriving in the HIS reaches the patient's bell and opens the diagnostic reports.
 */
test('a broadcaster publishes to an uploaded list; the listed patient’s bell counts it and opens the link', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const patient = await signIn(page);
  const { data: outsider } = await registerThroughApi(page.request);
  // Other journeys may broadcast to everyone meanwhile: this one looks for its own title.
  const unreadTitles = async (token: string) =>
    ((await (await page.request.get('/api/user/patientactivenotifications', { headers: { authorization: `Bearer ${token}` } })).json()).data as { notificationTitle: string }[]).map((n) => n.notificationTitle);
  const unread = async (token: string) => (await (await page.request.get('/api/notification/GetAllActiveNotificationsCount', { headers: { authorization: `Bearer ${token}` } })).json()).data as number;
  await page.goto('/auth/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });

  const staffContext = await browser.newContext({ acceptDownloads: true });
  const staff = await staffContext.newPage();
  await signIn(staff, await createStaff(staff.request, 2));
  const broadcast = new BroadcastPage(staff);
  const title = `List ${Date.now() % 100000}`;
  const link = `${baseURL}/auth/healthPackages`;

  await test.step('the sample spreadsheet downloads; the upload is only enabled for Custom', async () => {
    await broadcast.open();
    await broadcast.openDialog();
    await expect(broadcast.dialog.getByTestId('publish-spreadsheet')).toBeDisabled();
    await broadcast.dialog.getByRole('combobox', { name: 'Hospital' }).selectOption({ label: 'Custom' });
    await expect(broadcast.dialog.getByTestId('publish-spreadsheet')).toBeEnabled();
    const [sample] = await Promise.all([staff.waitForEvent('download'), broadcast.dialog.getByRole('button', { name: /Download the sample/ }).click()]);
    expect(sample.suggestedFilename()).toBe('UploadMobileNo.xlsx');
  });
  await test.step('a file with a bad number is refused with the spec’s message', async () => {
    await broadcast.dialog.getByTestId('publish-spreadsheet').setInputFiles({ name: 'numbers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: mobileListXlsx([[patient.callingCode, '12']]) });
    await expect(broadcast.dialog.getByText('Invalid/Empty file, please upload a correct file.')).toBeVisible();
  });
  await test.step('the list with the patient’s number is read and published', async () => {
    await broadcast.dialog.getByTestId('publish-spreadsheet').setInputFiles({
      name: 'numbers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: mobileListXlsx([[patient.callingCode, String(patient.mobile)], ['971', '599000111']]),
    });
    await expect(broadcast.dialog.getByText('2 numbers ready')).toBeVisible();
    await broadcast.fill({ title, message: 'A health check offer just for you', url: link });
    await broadcast.dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(staff.getByText('Notification sent successfully')).toBeVisible();
    await expect(broadcast.dialog).toBeHidden({ timeout: 10_000 });
  });
  await test.step('the history follows the delivery to Sent: one delivered, one number without an account', async () => {
    const row = broadcast.historyRow(title);
    await expect(row).toContainText('Custom');
    await expect(row.getByTestId('history-status')).toHaveText('Sent', { timeout: 30_000 });
    await expect(row.getByRole('cell').nth(6)).toHaveText('1');
    await expect(row.getByRole('cell').nth(7)).toHaveText('1');
  });

  await test.step('the listed patient’s bell count rises; the patient outside the list gets nothing', async () => {
    await expect.poll(() => unreadTitles(patient.token), { timeout: 30_000 }).toContain(title);
    expect(await unreadTitles(outsider.token)).not.toContain(title);
    await page.reload();
    const count = await unread(patient.token);
    expect(count).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('bell-count')).toHaveText(String(count), { timeout: 30_000 });
  });
  await test.step('opening the notification opens its link and marks it read', async () => {
    await page.getByRole('button', { name: /Notifications/ }).click();
    const item = page.getByRole('menuitem').filter({ hasText: title });
    await expect(item).toContainText('A health check offer just for you');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), item.click()]);
    expect(popup.url()).toBe(link);
    await popup.close();
    await expect.poll(() => unreadTitles(patient.token)).not.toContain(title);
  });

  await test.step('a spreadsheet notification is re-sent through the publish dialog, the hospital fixed', async () => {
    await broadcast.historyRow(title).getByRole('button', { name: `Re-send ${title}` }).click();
    await expect(broadcast.dialog.getByRole('heading', { name: 'Re-send a notification' })).toBeVisible();
    await expect(broadcast.dialog.getByRole('combobox', { name: 'Hospital' })).toBeDisabled();
    await expect(broadcast.dialog.getByText('2 numbers ready')).toBeVisible();
    await broadcast.dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(broadcast.dialog).toBeHidden({ timeout: 10_000 });
    await expect(broadcast.historyRow(title)).toHaveCount(2);
    await expect.poll(() => unreadTitles(patient.token), { timeout: 30_000 }).toContain(title);
  });
  await staffContext.close();
});

test('results arriving in the HIS reach the patient’s bell: lab results open the results, a radiology report the diagnostic reports', async ({ page }) => {
  test.setTimeout(120_000);
  const patient = await signIn(page);
  const notices = async (type: string) =>
    ((await (await page.request.get('/api/user/patientactivenotifications', { headers: { authorization: `Bearer ${patient.token}` } })).json()).data as { type: string; messageTextEn: string }[])
      .filter((n) => n.type === type)
      .map((n) => n.messageTextEn);
  const bellItem = async (text: string) => {
    await page.reload();
    await expect(page.getByTestId('bell-count')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /Notifications/ }).click();
    return page.getByRole('menuitem').filter({ hasText: text });
  };
  await page.goto('/auth/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });

  await test.step('laboratory results: a notice without the test’s name, opening the results page', async () => {
    const arrived = await page.request.post('/api/dev/his/labresult', { data: { callingCode: patient.callingCode, mobile: patient.mobile, orderName: 'Thyroid Panel' } });
    expect(arrived.ok(), await arrived.text()).toBe(true);
    await expect.poll(() => notices('RESULTS'), { timeout: 30_000 }).toEqual(['New results are ready in your portal.']);
    const item = await bellItem('New results are ready in your portal.');
    await expect(item).toContainText('New results');
    await item.click();
    await expect(page).toHaveURL(/\/auth\/results$/);
    await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => notices('RESULTS')).toEqual([]);
  });

  await test.step('a radiology report: a notice naming it, opening the diagnostic reports', async () => {
    const arrived = await page.request.post('/api/dev/his/labresult', { data: { callingCode: patient.callingCode, mobile: patient.mobile, orderName: 'Chest X-Ray', radiology: true } });
    expect(arrived.ok(), await arrived.text()).toBe(true);
    await expect.poll(() => notices('LABREPORT'), { timeout: 30_000 }).toEqual(['Your Chest X-Ray report is ready.']);
    const item = await bellItem('Your Chest X-Ray report is ready.');
    await expect(item).toContainText('Your report is ready');
    await item.click();
    await expect(page).toHaveURL(/\/auth\/diagnosticReports$/);
    await expect(page.getByRole('heading', { name: 'Diagnostic Reports', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => notices('LABREPORT')).toEqual([]);
  });
});
