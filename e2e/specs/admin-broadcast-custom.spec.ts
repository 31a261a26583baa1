import { test, expect } from '../support/test';
import { createStaff, registerThroughApi, signIn } from '../support/auth';
import { BroadcastPage, mobileListXlsx } from '../pages/admin.page';
import { ReportsPage } from '../pages/records-reports.page';
import { ResultsPage } from '../pages/records-results.page';
import { ShellNav } from '../pages/shell-frame.page';

/**
 * docs/product.md#administration-broadcasts, role 2: a broadcaster publishes to a Custom list uploaded from an .xlsx; the listed patient's
 * bell count rises and the notification opens its link; a patient who is not on the list gets nothing.
 * Then a lab result arriving in the HIS reaches the patient's bell and opens the diagnostic reports.
 */
test('a broadcaster publishes to an uploaded list; the listed patient’s bell counts it and opens the link', async ({ page, patient, browser, baseURL }) => {
  test.setTimeout(150_000);
  const { data: outsider } = await registerThroughApi(page.request);
  // Other journeys may broadcast to everyone meanwhile: this one looks for its own title.
  const unreadTitles = async (token: string) =>
    ((await (await page.request.get('/api/user/patientactivenotifications', { headers: { authorization: `Bearer ${token}` } })).json()).data as { notificationTitle: string }[]).map((n) => n.notificationTitle);
  const unread = async (token: string) => (await (await page.request.get('/api/notification/GetAllActiveNotificationsCount', { headers: { authorization: `Bearer ${token}` } })).json()).data as number;
  const nav = new ShellNav(page);
  await page.goto('/auth/dashboard');
  await expect(nav.mainMenu).toBeVisible({ timeout: 30_000 });

  const staffContext = await browser.newContext({ acceptDownloads: true });
  const staff = await staffContext.newPage();
  await signIn(staff, await createStaff(staff.request, 2));
  const broadcast = new BroadcastPage(staff);
  const title = `List ${Date.now() % 100000}`;
  const link = `${baseURL}/auth/healthPackages`;

  await test.step('the sample spreadsheet downloads; the upload is only enabled for Custom', async () => {
    await broadcast.open();
    await broadcast.openDialog();
    await expect(broadcast.spreadsheet).toBeDisabled();
    await broadcast.hospitalSelect.selectOption({ label: 'Custom' });
    await expect(broadcast.spreadsheet).toBeEnabled();
    const sample = await broadcast.downloadSample();
    expect(sample.suggestedFilename()).toBe('UploadMobileNo.xlsx');
  });
  await test.step('a file with a bad number is refused with the spec’s message', async () => {
    await broadcast.spreadsheet.setInputFiles({ name: 'numbers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: mobileListXlsx([[patient.callingCode, '12']]) });
    await expect(broadcast.dialogText('Invalid/Empty file, please upload a correct file.')).toBeVisible();
  });
  await test.step('the list with the patient’s number is read and published', async () => {
    await broadcast.spreadsheet.setInputFiles({
      name: 'numbers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: mobileListXlsx([[patient.callingCode, String(patient.mobile)], ['971', '599000111']]),
    });
    await expect(broadcast.dialogText('2 numbers ready')).toBeVisible();
    await broadcast.fill({ title, message: 'A health check offer just for you', url: link });
    await broadcast.publishButton().click();
    await expect(broadcast.sentMessage).toBeVisible();
    await expect(broadcast.dialog).toBeHidden({ timeout: 10_000 });
  });
  await test.step('the history follows the delivery to Sent: one delivered, one number without an account', async () => {
    const row = broadcast.historyRow(title);
    await expect(row).toContainText('Custom');
    await expect(broadcast.historyStatus(title)).toHaveText('Sent', { timeout: 30_000 });
    await expect(broadcast.historyCell(title, 6)).toHaveText('1');
    await expect(broadcast.historyCell(title, 7)).toHaveText('1');
  });

  await test.step('the listed patient’s bell count rises; the patient outside the list gets nothing', async () => {
    await expect.poll(() => unreadTitles(patient.token), { timeout: 30_000 }).toContain(title);
    expect(await unreadTitles(outsider.token)).not.toContain(title);
    await page.reload();
    const count = await unread(patient.token);
    expect(count).toBeGreaterThanOrEqual(1);
    await expect(nav.bellCount).toHaveText(String(count), { timeout: 30_000 });
  });
  await test.step('opening the notification opens its link and marks it read', async () => {
    await nav.bellButton.click();
    const item = nav.bellItems(title);
    await expect(item).toContainText('A health check offer just for you');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), item.click()]);
    expect(popup.url()).toBe(link);
    await popup.close();
    await expect.poll(() => unreadTitles(patient.token)).not.toContain(title);
  });

  await test.step('a spreadsheet notification is re-sent through the publish dialog, the hospital fixed', async () => {
    await broadcast.resend(title);
    await expect(broadcast.dialogHeading('Re-send a notification')).toBeVisible();
    await expect(broadcast.hospitalSelect).toBeDisabled();
    await expect(broadcast.dialogText('2 numbers ready')).toBeVisible();
    await broadcast.publishButton().click();
    await expect(broadcast.dialog).toBeHidden({ timeout: 10_000 });
    await expect(broadcast.historyRow(title)).toHaveCount(2);
    await expect.poll(() => unreadTitles(patient.token), { timeout: 30_000 }).toContain(title);
  });
  await staffContext.close();
});

test('results arriving in the HIS reach the patient’s bell: lab results open the results, a radiology report the diagnostic reports', async ({ page, patient }) => {
  test.setTimeout(120_000);
  const notices = async (type: string) =>
    ((await (await page.request.get('/api/user/patientactivenotifications', { headers: { authorization: `Bearer ${patient.token}` } })).json()).data as { type: string; messageTextEn: string }[])
      .filter((n) => n.type === type)
      .map((n) => n.messageTextEn);
  const nav = new ShellNav(page);
  const bellItem = async (text: string) => {
    await page.reload();
    await expect(nav.bellCount).toBeVisible({ timeout: 30_000 });
    await nav.bellButton.click();
    return nav.bellItems(text);
  };
  await page.goto('/auth/dashboard');
  await expect(nav.mainMenu).toBeVisible({ timeout: 30_000 });

  await test.step('laboratory results: a notice without the test’s name, opening the results page', async () => {
    const arrived = await page.request.post('/api/dev/his/labresult', { data: { callingCode: patient.callingCode, mobile: patient.mobile, orderName: 'Thyroid Panel' } });
    expect(arrived.ok(), await arrived.text()).toBe(true);
    await expect.poll(() => notices('RESULTS'), { timeout: 30_000 }).toEqual(['New results are ready in your portal.']);
    const item = await bellItem('New results are ready in your portal.');
    await expect(item).toContainText('New results');
    await item.click();
    await expect(page).toHaveURL(/\/auth\/results$/);
    await expect(new ResultsPage(page).heading).toBeVisible({ timeout: 30_000 });
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
    await expect(new ReportsPage(page).heading).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => notices('LABREPORT')).toEqual([]);
  });
});
