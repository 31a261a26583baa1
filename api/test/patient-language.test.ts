import { MSG } from '@portal/shared/contracts';
import { otpSmsText } from '../src/modules/security/sms-texts.js';
import { createTestApp, settleJobs, type TestApp } from './helpers.js';
import { freshMobile, lastOtp, login, newPerson, register, loginDemo } from './auth-support.js';

/**
 * Every text sent outside a page in the patient's language: the account's preferred language (the last one
 * chosen), SMS texts that say who writes and what the code is for, and broadcasts written in English and Arabic.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 60_000);
afterAll(() => t.close());

type Headers = Record<string, string>;
async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, body?: object, headers: Headers = {}) {
  const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}
const outbox = async (callingCode: string, mobile: string) =>
  ((await call('GET', `/api/dev/outbox?mobile=${callingCode}${mobile}`, null)).body.data as { text: string }[]).map((m) => m.text);
const preferred = async (userId: number) =>
  (await t.handle.db.selectFrom('users').select('preferred_lang').where('id', '=', userId).executeTakeFirstOrThrow()).preferred_lang;
const AR = { 'accept-language': 'ar', cookie: 'portal_view=llh.ar' };

describe('SMS texts', () => {
  test('each purpose says what the code is for and who writes, in English and Arabic', () => {
    const base = { code: '123456', minutes: 10, brand: 'medeor' } as const;
    expect(otpSmsText({ ...base, purpose: 'login', lang: 'en' })).toBe('Medeor Patient Portal: your sign-in code is 123456. It expires in 10 minutes. Do not share it.');
    expect(otpSmsText({ ...base, purpose: 'registration', lang: 'en' })).toContain('your registration code is 123456');
    expect(otpSmsText({ ...base, purpose: 'password_reset', lang: 'en' })).toContain('your password reset code is 123456');
    expect(otpSmsText({ ...base, purpose: 'family', lang: 'en', requester: 'Ahmed Khan' })).toContain('Ahmed Khan asks to add you as a family member');
    expect(otpSmsText({ ...base, purpose: 'report', lang: 'en', requester: 'Ahmed Khan' })).toContain('Ahmed Khan asks to open your report');
    expect(otpSmsText({ ...base, purpose: 'login', lang: 'ar' })).toBe('بوابة مرضى ميديور: رمز تسجيل الدخول هو 123456. تنتهي صلاحيته خلال 10 دقائق. لا تشاركه مع أحد.');
    expect(otpSmsText({ ...base, purpose: 'report', lang: 'ar', requester: 'أحمد خان', requesterGenderId: 1 })).toContain('أحمد خان يطلب فتح تقريرك الطبي');
    expect(otpSmsText({ ...base, purpose: 'family', lang: 'ar', requester: 'ليلى حداد', requesterGenderId: 2 })).toContain('ليلى حداد تطلب إضافتك فرداً من عائلتها. الرمز 123456. تنتهي صلاحيته خلال 10 دقائق. شاركه معها فقط إذا كنت موافقاً.');
    expect(otpSmsText({ ...base, purpose: 'report', lang: 'ar', requester: 'ليلى حداد', requesterGenderId: 2 })).toContain('ليلى حداد تطلب فتح تقريرك الطبي. الرمز 123456. تنتهي صلاحيته خلال 10 دقائق. شاركه معها فقط');
    expect(otpSmsText({ ...base, purpose: 'family', lang: 'ar', requester: 'أحمد خان', requesterGenderId: 1 })).toContain('شاركه معه فقط');
    // An unknown brand is the main brand's text, never an unnamed one.
    expect(otpSmsText({ ...base, brand: 'nope', purpose: 'login', lang: 'en' })).toMatch(/^Burjeel Patient Portal: /);
  });

  test('registration from an Arabic page: Arabic SMS naming the brand of the page; the account keeps Arabic', async () => {
    const p = newPerson();
    const identify = await call('POST', '/api/auth/identify', null, { callingCode: '971', mobile: p.mobile, isInvokedForLogin: false, dateOfBirth: p.dateOfBirth, documentTypeId: 1, documentId: p.documentId }, AR);
    expect(identify.body.message.status).toBe('OTPSent');
    const [text] = await outbox('971', p.mobile);
    expect(text).toMatch(/^بوابة مرضى إل إل إتش: رمز التحقق لإنشاء حسابك هو \d{6}\./);
    const otp = await lastOtp(t, '971', p.mobile);
    await call('POST', '/api/auth/verifyOtpForRegistration', null, { referenceId: identify.body.data.referenceId, otp });
    const reg = await call('POST', '/api/user/register', null, {
      firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.com', mobile: p.mobile, callingCode: '971', dateOfBirth: p.dateOfBirth,
      genderId: 2, countryId: 784, documentTypeId: 1, documentId: p.documentId, password: p.password, otp, referenceId: identify.body.data.referenceId,
    }, AR);
    expect(reg.body.message.status).toBe('Success');
    expect(await preferred(reg.body.data.userId)).toBe('ar');
  });

  test('the preferred language is the last one chosen: a switch while signed in, then a sign-in from an English page', async () => {
    const { login: l, person } = await register(t);
    expect(await preferred(l.userId)).toBe('en');
    expect((await call('PUT', '/api/user/preferredlanguage', l.token, { lang: 'ar' })).status).toBe(200);
    expect(await preferred(l.userId)).toBe('ar');
    const bad = await call('PUT', '/api/user/preferredlanguage', l.token, { lang: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body.message.message).toBe("lang: must be 'en' or 'ar'");
    expect((await call('PUT', '/api/user/preferredlanguage', null, { lang: 'ar' })).status).toBe(401);
    await login(t, person);
    expect(await preferred(l.userId)).toBe('en');
  });

  test('an Arabic patient adding a family member: the member gets an Arabic SMS naming the patient', async () => {
    const { login: l } = await register(t);
    await call('PUT', '/api/user/preferredfacility', l.token, { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' });
    await call('PUT', '/api/user/preferredlanguage', l.token, { lang: 'ar' });
    const member = {
      facilityCode: 'BU10', firstName: 'Sara', lastName: 'Haddad', dateOfBirth: '1992-04-10', genderId: 2, callingCode: '971', mobile: freshMobile(), documentTypeId: 1,
      documentId: `7841992${String(Date.now() % 1e7).padStart(7, '0')}1`,
    };
    expect((await call('POST', '/api/dev/hispatient', null, member)).status).toBe(200);
    // The page is English (say, a shared computer): the member's text follows the patient's preferred language.
    const saved = await call('POST', '/api/user/savefamilymemberdetailsv2', l.token, {
      firstName: member.firstName, lastName: member.lastName, email: 'sara@example.com', dateOfBirth: member.dateOfBirth, mobile: member.mobile, callingCode: '971',
      genderId: 2, countryId: 784, documentTypeId: 1, documentId: member.documentId, relationId: 1,
    });
    expect(saved.body.message).toEqual({ status: 'OTPSent', message: MSG.otpSent });
    const [text] = await outbox('971', member.mobile);
    // The test patient registers as a woman (genderId 2): the Arabic text uses the feminine forms.
    expect(text).toMatch(/^بوابة مرضى برجيل: Test Patient تطلب إضافتك فرداً من عائلتها\. الرمز \d{6}\..*شاركه معها/);
  });

  test('a family member with an account of their own reads the code in their own language', async () => {
    const { login: holder } = await register(t);
    const { login: own, person } = await register(t);
    await call('PUT', '/api/user/preferredlanguage', own.token, { lang: 'en' });
    await call('PUT', '/api/user/preferredlanguage', holder.token, { lang: 'ar' });
    await t.handle.db
      .insertInto('family_members')
      .values({ user_id: holder.userId, first_name: 'Omar', last_name: 'Member', email: 'o@example.com', date_of_birth: '1990-01-01', calling_code: '971', mobile: person.mobile, gender_id: 1, country_id: 784, document_type_id: 4, document_id: `P${Date.now()}`, relation_id: 1, relation: 'Spouse' } as never)
      .execute();
    const sent = await call('POST', '/api/user/sendotptofamily', holder.token, { callingCode: '971', mobile: person.mobile });
    expect(sent.body.message.status).toBe('OTPSent');
    const [text] = await outbox('971', person.mobile);
    expect(text).toMatch(/^Burjeel Patient Portal: Test Patient asks to open your report\. Code \d{6}\./);
  });
});

describe('forgot password', () => {
  test('the current password is refused as the new one; the same code then sets another', async () => {
    const { person } = await register(t);
    const body = { callingCode: '971', mobile: person.mobile, dateOfBirth: person.dateOfBirth };
    expect((await call('POST', '/api/user/sendotpforpassword', null, body)).body.message.status).toBe('Success');
    expect((await outbox('971', person.mobile))[0]).toMatch(/your password reset code is \d{6}/);
    const otp = await lastOtp(t, '971', person.mobile);
    expect((await call('POST', '/api/user/verifyotpforpassword', null, { callingCode: '971', mobile: person.mobile, otp })).body.data).toEqual({ validOtp: true });
    const same = await call('POST', '/api/user/resetpassword', null, { callingCode: '971', mobile: person.mobile, otp, newPassword: person.password });
    expect(same.body.message).toEqual({ status: 'Invalid', message: MSG.newPasswordSameAsOld });
    // Without the code, nobody learns whether a password is the current one.
    const guess = await call('POST', '/api/user/resetpassword', null, { callingCode: '971', mobile: person.mobile, otp: otp === '000000' ? '111111' : '000000', newPassword: person.password });
    expect(guess.body.message).toEqual({ status: 'Invalid', message: MSG.errorResettingPassword });
    const other = await call('POST', '/api/user/resetpassword', null, { callingCode: '971', mobile: person.mobile, otp, newPassword: 'Another#2026' });
    expect(other.body.message).toEqual({ status: 'Success', message: MSG.passwordReset });
    await login(t, { ...person, password: 'Another#2026' });
  });
});

describe('broadcasts in English and Arabic', () => {
  test('each patient reads their language, falling back to English; the history keeps both', async () => {
    const admin = (await loginDemo(t, 'admin')).token;
    const { login: arabic } = await register(t);
    const { login: english } = await register(t);
    await call('PUT', '/api/user/preferredlanguage', arabic.token, { lang: 'ar' });
    for (const id of [arabic.userId, english.userId]) await t.handle.db.updateTable('users').set({ facility_id: 5151 }).where('id', '=', id).execute();

    const bad = await call('POST', '/api/notification/broadcast', admin, { FacilityId: 5151, NotificationTitle: 'Clinic news', NotificationText: 'New wing open', NotificationTitleAr: 'ع'.repeat(31) });
    expect(bad.status).toBe(400);
    expect(bad.body.message.message).toBe(MSG.notificationTitleMax);

    const both = await call('POST', '/api/notification/broadcast', admin, {
      FacilityId: 5151, NotificationType: 2, NotificationTitle: 'Clinic news', NotificationText: 'New wing open', NotificationTitleAr: 'أخبار العيادة', NotificationTextAr: 'افتتاح الجناح الجديد',
    });
    expect(both.status).toBe(200);
    const englishOnly = await call('POST', '/api/notification/broadcast', admin, { FacilityId: 5151, NotificationType: 2, NotificationTitle: 'Parking', NotificationText: 'Level 2 is closed', NotificationTitleAr: '  ', NotificationTextAr: '' });
    expect(englishOnly.status).toBe(200);
    await settleJobs(t);

    const bell = (await call('GET', '/api/user/patientactivenotifications', arabic.token)).body.data;
    expect(bell[1]).toMatchObject({ notificationTitle: 'Clinic news', notificationTitleAr: 'أخبار العيادة', messageTextEn: 'New wing open', messageTextAr: 'افتتاح الجناح الجديد' });
    expect(bell[0]).toMatchObject({ notificationTitle: 'Parking', notificationTitleAr: null, messageTextEn: 'Level 2 is closed', messageTextAr: 'Level 2 is closed' });

    const history = (await call('GET', '/api/notification/broadcasthistory?start=0&take=10&facilityId=5151', admin)).body.data;
    expect(history[1]).toMatchObject({ notificationTitle: 'Clinic news', message: 'New wing open', notificationTitleAr: 'أخبار العيادة', messageAr: 'افتتاح الجناح الجديد' });
    expect(history[0]).toMatchObject({ notificationTitle: 'Parking', notificationTitleAr: null, messageAr: null });
    const found = (await call('GET', `/api/notification/broadcasthistory?start=0&take=10&searchText=${encodeURIComponent('الجناح')}`, admin)).body.data;
    expect(found.map((h: { notificationTitle: string }) => h.notificationTitle)).toEqual(['Clinic news']);
  });
});
