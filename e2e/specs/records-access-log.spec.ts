import { test, expect, type Page } from '@playwright/test';
import { freshMobile, latestOtp, signIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { ReportsPage, seedRecords, withHospital } from '../pages/records-reports.page';

/**
 * Who saw my records: the patient opens their own report and, after the code sent to the member's number, a
 * family member's report; both reads appear at the top of /auth/recordAccess (newest first) with whose they were,
 * who opened them and from where, in English and in Arabic, and the page has no axe violation in either language.
 */

async function openAccessLog(page: Page, lang: 'en' | 'ar') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto('/auth/recordAccess');
  await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Who saw my records' : 'من اطّلع على سجلاتي' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('access-entry').first()).toBeVisible();
}

test("a report the patient opened and a family member's report opened through the consent code both appear, in English and Arabic", async ({ page }) => {
  test.setTimeout(150_000);
  const data = await signIn(page);
  await withHospital(page);
  const auth = { authorization: `Bearer ${data.token}` };
  const own = await seedRecords(page.request, { callingCode: '971', mobile: String(data.mobile ?? data.user?.mobile) }, 1);
  const memberMobile = freshMobile();
  const member = { firstName: 'Salma', lastName: 'Member', dateOfBirth: '22/07/1991', genderId: 2, callingCode: '971', mobile: memberMobile, documentTypeId: 4, documentId: `P${memberMobile}` };
  let memberDoc = '';
  await test.step('a family member with their own number, known to the hospital', async () => {
    const his = await page.request.post('/api/dev/hispatient', { data: { ...member, facilityCode: 'BU10' } });
    expect(his.ok(), await his.text()).toBe(true);
    const since = Date.now() - 1000;
    const save = await page.request.post('/api/user/savefamilymemberdetailsv2', { headers: auth, data: { ...member, email: `${memberMobile}@example.org`, countryId: 1, relationId: 1 } });
    expect(save.ok(), await save.text()).toBe(true);
    const otp = await latestOtp(page.request, '971', memberMobile, since);
    expect((await page.request.post('/api/user/verify', { headers: auth, data: { otp, referenceId: (await save.json()).data.referenceId } })).ok()).toBe(true);
    memberDoc = (await seedRecords(page.request, { patientId: (await his.json()).data.patientId }, 1)).docNumbers.find((d) => d.startsWith('LAB-CBC'))!;
  });
  const ownDoc = own.docNumbers.find((d) => d.startsWith('LAB-CBC'))!;
  const reports = new ReportsPage(page);
  await test.step('the patient opens their own report', async () => {
    await reports.open();
    await reports.viewReport('Complete Blood Count');
    await expect(reports.textLayer).toContainText('Haemoglobin', { timeout: 45_000 });
    await page.keyboard.press('Escape');
  });
  await test.step("then the member's report, after the code sent to the member", async () => {
    await reports.open();
    await reports.choosePatient('Salma');
    await expect(reports.withheld.first()).toBeVisible();
    await reports.enterMemberCode('Salma Member', (since) => latestOtp(page.request, '971', memberMobile, since));
    await reports.viewReport('Complete Blood Count');
    await expect(reports.textLayer).toContainText('Salma Member', { timeout: 45_000 });
    await page.keyboard.press('Escape');
  });

  await test.step('English: both reads at the top, newest first, whose, who and from where; no axe violation', async () => {
    await openAccessLog(page, 'en');
    const entries = page.getByTestId('access-entry');
    const memberRead = entries.filter({ hasText: `Diagnostic report ${memberDoc}` });
    const ownRead = entries.filter({ hasText: `Diagnostic report ${ownDoc}` });
    await expect(memberRead.getByTestId('access-whose')).toHaveText('Salma Member');
    await expect(memberRead.getByTestId('access-who')).toHaveText('You');
    await expect(memberRead.getByTestId('access-from')).toHaveText('Patient portal');
    await expect(ownRead.getByTestId('access-whose')).toHaveText('You');
    await expect(entries.first()).toContainText(memberDoc);
    await expect(page.getByTestId('access-when').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await axeViolations(page)).toEqual([]);
  });
  await test.step('Arabic: the same reads in Arabic; no axe violation', async () => {
    await openAccessLog(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const entries = page.getByTestId('access-entry');
    const memberRead = entries.filter({ hasText: `التقرير التشخيصي ${memberDoc}` });
    await expect(memberRead.getByTestId('access-whose')).toHaveText('Salma Member');
    await expect(memberRead.getByTestId('access-who')).toHaveText('أنت');
    await expect(memberRead.getByTestId('access-from')).toHaveText('بوابة المرضى');
    await expect(entries.filter({ hasText: `التقرير التشخيصي ${ownDoc}` }).getByTestId('access-whose')).toHaveText('أنت');
    expect(await axeViolations(page)).toEqual([]);
  });
});
