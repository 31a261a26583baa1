import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { type SessionData } from '../support/auth';
import { ReportsPage, seedRecords, withHospital } from '../pages/records-reports.page';
import { documentRoot } from '../pages/shell-frame.page';

/**
 * docs/product.md#reports, diagnostic reports: the patient's own report in the pdf.js viewer (its text in the rendered
 * page), a wrong then the right password on the protected copy, the download; Current/Past, type filter
 * and search; a family member with their own number after the code from the SMS outbox; Arabic RTL.
 * Fresh accounts get their hospital orders from the embedded dev route; the demo patient signs in once.
 */

/** The `patient` fixture's new patient with their hospital orders, the entry dialog already closed. */
async function freshPatient(page: Page, data: SessionData, pages = 2) {
  await withHospital(page);
  const who = { callingCode: String(data.callingCode ?? data.user?.callingCode ?? '971'), mobile: String(data.mobile ?? data.user?.mobile) };
  const seeded = await seedRecords(page.request, who, pages);
  return { data, who, seeded };
}

test('own lab report: viewer text, wrong then right password on the protected copy, download', async ({ page, patient }) => {
  const { seeded } = await freshPatient(page, patient);
  const reports = new ReportsPage(page);
  await test.step('Current lists the orders of the last month with their tests', async () => {
    await reports.open();
    await expect(reports.tab('current')).toContainText('Latest 1 month');
    await expect(reports.tab('past')).toContainText('Latest 6 months');
    await expect(reports.orderTitle('Complete Blood Count')).toBeVisible();
    await expect(reports.orderTitle('Chest X-Ray (PA view)')).toBeVisible();
    // The newest order is open: its tests with values, units, ranges and flags.
    await expect(reports.cell('Platelets')).toBeVisible();
    await expect(reports.cell('12.0 - 15.5')).toBeVisible();
  });
  await test.step('the report opens in the pdf.js viewer with its text on the rendered page', async () => {
    await reports.viewReport('Complete Blood Count');
    await expect(reports.textLayer).toContainText('Haemoglobin', { timeout: 20_000 });
    await expect(reports.textLayer).toContainText(`LAB-CBC-${seeded.patientId}`);
    await expect(reports.pageIndicator).toHaveText('Page 1 of 1');
    const drawn = await reports.canvas.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let dark = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! < 128 && d[i + 3]! > 0) dark += 1;
      return dark;
    });
    expect(drawn).toBeGreaterThan(1000);
  });
  await test.step('the protected copy asks for the password; a wrong one is refused, the right one opens', async () => {
    await reports.openProtectedCopy();
    await expect(reports.passwordField).toBeVisible();
    await reports.enterPassword('MARI01011990');
    await expect(reports.viewerAlert).toHaveText(reports.l.wrongPassword);
    // First four letters of the first name (Mariam) in capitals + date of birth 12/06/1990 as DDMMYYYY.
    await reports.enterPassword('MARI12061990');
    await expect(reports.textLayer).toContainText('Platelets', { timeout: 20_000 });
  });
  await test.step('the download is the protected PDF', async () => {
    const download = await reports.download();
    expect(download.suggestedFilename()).toBe(`LAB-CBC-${seeded.patientId}.pdf`);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/Encrypt');
  });
});

test('Past tab, type filter, search and the empty message', async ({ page, patient }) => {
  await freshPatient(page, patient);
  const reports = new ReportsPage(page);
  await reports.open();
  await test.step('type filter: radiology only', async () => {
    await reports.typeFilter.selectOption('RBF');
    await expect(reports.orderTitle('Chest X-Ray (PA view)')).toBeVisible();
    await expect(reports.orderTitle('Complete Blood Count')).toHaveCount(0);
    await reports.typeFilter.selectOption('ALL');
  });
  await test.step('search by a test name', async () => {
    await reports.searchBox.fill('marker 12');
    await expect(reports.orderTitle('Comprehensive Health Check')).toBeVisible();
    await expect(reports.orderTitle('Complete Blood Count')).toHaveCount(0);
    await reports.searchBox.fill('no such test');
    await expect(reports.text(reports.l.noReports)).toBeVisible();
    await reports.searchBox.fill('');
  });
  await test.step('Past: from 30 days ago back 6 months', async () => {
    await reports.tab('past').click();
    await expect(reports.orderTitle('Lipid Profile')).toBeVisible();
    await expect(reports.orderTitle('Complete Blood Count')).toHaveCount(0);
  });
});

test("a family member's report after the code sent to the member's own number", async ({ page, patient: data, outbox }) => {
  await withHospital(page);
  const auth = { authorization: `Bearer ${data.token}` };
  const memberMobile = `5${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const member = { firstName: 'Salma', lastName: 'Member', dateOfBirth: '22/07/1991', genderId: 2, callingCode: '971', mobile: memberMobile, documentTypeId: 4, documentId: `P${memberMobile}` };
  let patientId = '';
  await test.step('the member is known to the hospital and added to the family with their code', async () => {
    const his = await page.request.post('/api/dev/hispatient', { data: { ...member, facilityCode: 'BU10' } });
    expect(his.ok(), await his.text()).toBe(true);
    patientId = (await his.json()).data.patientId;
    const since = Date.now() - 1000;
    const save = await page.request.post('/api/user/savefamilymemberdetailsv2', {
      headers: auth,
      data: { ...member, email: `${memberMobile}@example.org`, countryId: 1, relationId: 1 },
    });
    expect(save.ok(), await save.text()).toBe(true);
    const referenceId = (await save.json()).data.referenceId;
    const otp = await outbox.code('971', memberMobile, { sentSince: since });
    const verify = await page.request.post('/api/user/verify', { headers: auth, data: { otp, referenceId } });
    expect(verify.ok(), await verify.text()).toBe(true);
    await seedRecords(page.request, { patientId });
  });
  const reports = new ReportsPage(page);
  await test.step('the member is chosen: her order shows when and where, nothing of what it found', async () => {
    await reports.open();
    await reports.choosePatient('Salma');
    await expect(reports.withheld.first()).toHaveText(reports.l.withheld);
    await expect(reports.orderTitle('Complete Blood Count')).toHaveCount(0);
    await expect(reports.cell('Haemoglobin')).toHaveCount(0);
  });
  await test.step('the code sent to her number shows her results', async () => {
    await expect(reports.order('Salma Member')).toBeVisible();
    await reports.enterMemberCode('Salma Member', (since) => outbox.code('971', memberMobile, { sentSince: since }));
    await expect(reports.orderTitle('Complete Blood Count')).toBeVisible();
    await expect(reports.cell('Haemoglobin').first()).toBeVisible();
  });
  await test.step('then her PDF opens without another code', async () => {
    await reports.viewReport('Complete Blood Count');
    await expect(reports.textLayer).toContainText('Salma Member', { timeout: 20_000 });
    await expect(reports.textLayer).toContainText('Haemoglobin');
    await expect(reports.viewer).toHaveCount(1);
  });
});

test.describe(() => {
  test.use({ lang: 'ar' });
  test('the demo patient opens their own lab report from a notification state (Arabic, RTL)', async ({ demoPage: page }) => {
    await withHospital(page);
    const reports = new ReportsPage(page, 'ar');
    await reports.open({ from: 'notification', familyMemberId: 0 });
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    await expect(reports.tab('current')).toContainText(reports.l.latest1);
    await expect(reports.orderTitle('Diabetes Panel')).toBeVisible();
    await reports.orderTitle('Diabetes Panel').click();
    await reports.viewReport('Diabetes Panel');
    await expect(reports.textLayer).toContainText('HbA1c', { timeout: 20_000 });
    await expect(reports.textLayer).toContainText('Ahmed Al Mansoori');
  });
});
