import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { freshMobile, latestOtp } from '../support/auth';
import { axeViolations } from '../support/axe';
import { ReportsPage, seedRecords, withHospital } from '../pages/records-reports.page';
import { AccessLogPage } from '../pages/records-access-log.page';
import { documentRoot } from '../pages/shell-frame.page';

/**
 * Who saw my records: the patient opens their own report and, after the code sent to the member's number, a
 * family member's report; both reads appear at the top of /auth/recordAccess (newest first) with whose they were,
 * who opened them and from where, in English and in Arabic, and the page has no axe violation in either language.
 */

async function openAccessLog(page: Page, lang: 'en' | 'ar') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  const log = new AccessLogPage(page, lang);
  await log.open();
  await expect(log.entries().first()).toBeVisible();
  return log;
}

test("a report the patient opened and a family member's report opened through the consent code both appear, in English and Arabic", async ({ page, patient: data }) => {
  test.setTimeout(150_000);
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
    const log = await openAccessLog(page, 'en');
    const memberRead = log.entries(`Diagnostic report ${memberDoc}`);
    const ownRead = log.entries(`Diagnostic report ${ownDoc}`);
    await expect(log.whose(memberRead)).toHaveText('Salma Member');
    await expect(log.who(memberRead)).toHaveText('You');
    await expect(log.from(memberRead)).toHaveText('Patient portal');
    await expect(log.whose(ownRead)).toHaveText('You');
    await expect(log.entries().first()).toContainText(memberDoc);
    await expect(log.times.first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await axeViolations(page)).toEqual([]);
  });
  await test.step('Arabic: the same reads in Arabic; no axe violation', async () => {
    const log = await openAccessLog(page, 'ar');
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    const memberRead = log.entries(`التقرير التشخيصي ${memberDoc}`);
    await expect(log.whose(memberRead)).toHaveText('Salma Member');
    await expect(log.who(memberRead)).toHaveText('أنت');
    await expect(log.from(memberRead)).toHaveText('بوابة المرضى');
    await expect(log.whose(log.entries(`التقرير التشخيصي ${ownDoc}`))).toHaveText('أنت');
    expect(await axeViolations(page)).toEqual([]);
  });
});
