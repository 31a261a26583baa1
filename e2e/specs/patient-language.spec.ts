import { test, expect } from '../support/test';
import { createStaff, freshMobile, registerThroughApi, signIn } from '../support/auth';
import { LoginPage } from '../pages/login.page';
import { OtpPage, readOtp } from '../pages/otp.page';
import { newestSms, newestSmsId } from '../support/outbox';
import { BroadcastPage, broadcastHistoryArabic, mobileListXlsx } from '../pages/admin.page';
import { RECORDS_LABELS, ReportsPage, seedRecords } from '../pages/records-reports.page';
import { ShellNav, documentRoot } from '../pages/shell-frame.page';

/**
 * Every message in the patient's language: a patient who signs in on the Arabic page gets the sign-in code in
 * Arabic; the account keeps Arabic, so the codes sent on the patient's behalf to a family member (adding them,
 * opening their report) are Arabic and name the patient; a broadcast written in English and Arabic shows in
 * Arabic in that patient's bell.
 */

test('an Arabic patient: sign-in, family and report codes in Arabic naming the patient; a bilingual broadcast in Arabic in the bell', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { user, data: registered } = await registerThroughApi(page.request, { firstName: 'Mariam', lastName: 'Haddad' });
  const auth = { authorization: `Bearer ${registered.token}` };
  const saved = await page.request.put('/api/user/preferredfacility', { headers: auth, data: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await seedRecords(page.request, { callingCode: user.callingCode, mobile: user.mobile });
  let token = '';

  await test.step('the patient chooses Arabic on the login page: the sign-in code arrives in Arabic', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.languageToggle().click();
    await expect(documentRoot(page)).toHaveAttribute('lang', 'ar');
    const before = await newestSmsId(page.request, user.callingCode, user.mobile);
    await login.login(user.mobile, user.password);
    const otp = new OtpPage(page);
    await otp.expectVisible();
    const text = await newestSms(page.request, user.callingCode, user.mobile, { afterId: before });
    expect(text).toMatch(/^بوابة مرضى برجيل: رمز تسجيل الدخول هو \d{6}\./);
    const signedIn = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login' && r.ok());
    await otp.enter(await readOtp(page.request, user.callingCode, user.mobile, before));
    token = ((await (await signedIn).json()).data as { token: string }).token;
    await expect(page).toHaveURL(/\/auth\//, { timeout: 30_000 });
  });

  const memberMobile = freshMobile();
  const member = { firstName: 'Salma', lastName: 'Haddad', dateOfBirth: '22/07/1991', genderId: 2, callingCode: '971', mobile: memberMobile, documentTypeId: 4, documentId: `P${memberMobile}` };
  await test.step('adding a family member texts the member in Arabic, naming the patient in her forms', async () => {
    const his = await page.request.post('/api/dev/hispatient', { data: { ...member, facilityCode: 'BU10' } });
    expect(his.ok(), await his.text()).toBe(true);
    await seedRecords(page.request, { patientId: (await his.json()).data.patientId });
    const before = await newestSmsId(page.request, '971', memberMobile);
    // The call the Manage Family form makes (its page is covered by the family journeys).
    const add = await page.request.post('/api/user/savefamilymemberdetailsv2', {
      headers: { authorization: `Bearer ${token}` },
      data: { ...member, email: `${memberMobile}@example.org`, countryId: 1, relationId: 1 },
    });
    expect(add.ok(), await add.text()).toBe(true);
    const text = await newestSms(page.request, '971', memberMobile, { afterId: before });
    expect(text).toMatch(/^بوابة مرضى برجيل: Mariam Haddad تطلب إضافتك فرداً من عائلتها\. الرمز \d{6}\..*شاركه معها/);
    const otp = text.match(/\b(\d{6})\b/)![1]!;
    const verify = await page.request.post('/api/user/verify', { headers: { authorization: `Bearer ${token}` }, data: { otp, referenceId: (await add.json()).data.referenceId } });
    expect(verify.ok(), await verify.text()).toBe(true);
  });

  await test.step("opening the member's report texts the member in Arabic, naming the patient", async () => {
    const reports = new ReportsPage(page, 'ar');
    await reports.open();
    await reports.choosePatient('Salma');
    // Her report is withheld until her code: neither its name nor its results are on the page.
    await expect(reports.withheld.first()).toHaveText(RECORDS_LABELS.ar.withheld);
    await expect(reports.orderTitle('Complete Blood Count')).toHaveCount(0);
    const before = await newestSmsId(page.request, '971', memberMobile);
    await reports.memberCodeButton('Salma Haddad').click();
    const text = await newestSms(page.request, '971', memberMobile, { afterId: before });
    expect(text).toMatch(/^بوابة مرضى برجيل: Mariam Haddad تطلب فتح تقريرك الطبي\. الرمز \d{6}\./);
    await page.keyboard.press('Escape');
  });

  await test.step('a broadcast written in English and Arabic shows in Arabic in the bell', async () => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, await createStaff(staff.request, 2));
    const broadcast = new BroadcastPage(staff);
    const title = `Clinic ${Date.now() % 100000}`;
    await broadcast.open();
    await broadcast.openDialog();
    await broadcast.hospitalSelect.selectOption({ label: 'Custom' });
    await broadcast.spreadsheet.setInputFiles({
      name: 'numbers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: mobileListXlsx([[user.callingCode, user.mobile]]),
    });
    await expect(broadcast.dialogText('1 number ready')).toBeVisible();
    await broadcast.fill({ title, message: 'The new wing is open', titleAr: 'أخبار العيادة', messageAr: 'افتتاح الجناح الجديد' });
    await broadcast.publishButton().click();
    await expect(broadcast.dialog).toBeHidden({ timeout: 10_000 });
    const arabic = broadcastHistoryArabic(staff, title);
    await expect(arabic.title).toHaveText('أخبار العيادة');
    await expect(arabic.message).toHaveText('افتتاح الجناح الجديد');
    await expect(broadcast.historyStatus(title)).toHaveText('Sent', { timeout: 30_000 });
    await staffContext.close();

    await page.goto('/auth/dashboard');
    const nav = new ShellNav(page, 'ar');
    await nav.openBell();
    const item = nav.bellItems('أخبار العيادة');
    await expect(item).toContainText('افتتاح الجناح الجديد');
    await expect(nav.bellItems(title)).toHaveCount(0);
  });
});
