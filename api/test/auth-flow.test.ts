import { MSG } from '@portal/shared/contracts';
import { seedDemoUsers } from '../src/modules/user/seed.js';
import { passwordWork } from '../src/modules/user/password.js';
import { createTestApp, type TestApp } from './helpers.js';
import { lastOtp, newPerson, post, register, loginDemo } from './auth-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.handle.db);
});
afterAll(async () => {
  await t.close();
});

describe('registration', () => {
  test('identify → OTP from the outbox → verify → register gives a token and the logged-in user', async () => {
    const p = newPerson();
    const identify = await post(t, '/api/auth/identify', {
      callingCode: p.callingCode,
      mobile: p.mobile,
      isInvokedForLogin: false,
      dateOfBirth: p.dateOfBirth,
      documentTypeId: 1,
      documentId: p.documentId,
    });
    expect(identify.status).toBe(200);
    expect(identify.body.message).toEqual({ status: 'OTPSent', message: MSG.otpSent });
    expect(identify.body.data).toEqual({ isExistingUser: false, otpSent: true, referenceId: expect.any(String) });

    const sms = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=971${p.mobile}` });
    expect(sms.json().data[0].text).toMatch(/^Burjeel Patient Portal: your registration code is \d{6}\. It expires in 10 minutes\. Do not share it\.$/);
    const otp = await lastOtp(t, '971', p.mobile);

    const verified = await post(t, '/api/auth/verifyOtpForRegistration', { referenceId: identify.body.data.referenceId, otp });
    expect(verified.body).toEqual({ message: { status: 'Success', message: expect.any(String) }, data: { validOtp: true } });

    const reg = await post(t, '/api/user/register', {
      firstName: 'Mariam',
      lastName: 'Khan',
      email: 'mariam@example.com',
      mobile: p.mobile,
      callingCode: '971',
      dateOfBirth: p.dateOfBirth,
      genderId: 2,
      countryId: 784,
      documentTypeId: 1,
      documentId: p.documentId,
      password: p.password,
      otp,
      referenceId: identify.body.data.referenceId,
    });
    expect(reg.status).toBe(200);
    expect(reg.body.message.status).toBe('Success');
    expect(reg.body.data).toMatchObject({
      firstName: 'Mariam',
      lastName: 'Khan',
      gender: 'Female',
      email: 'mariam@example.com',
      mobile: p.mobile,
      callingCode: '971',
      countryCode: 'AE',
      profileImgUrl: null,
      profileImgFileName: null,
      isDOBAvailable: true,
      roleId: 1,
      roleName: 'Patient',
      facilityId: null,
      vblog: null,
    });
    expect(reg.body.data.token.split('.')).toHaveLength(3);
    expect(typeof reg.body.data.refreshToken).toBe('string');
    expect(Date.parse(reg.body.data.tokenExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(reg.body.data.refreshExpiresAt)).toBeGreaterThan(Date.parse(reg.body.data.tokenExpiresAt));

    // The password is stored as argon2id (≥ 19 MiB, ≥ 2 passes), never as given.
    const row = await t.handle.db.selectFrom('users').select('password_hash').where('mobile', '=', p.mobile).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, tc] = /m=(\d+),t=(\d+)/.exec(row.password_hash!)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(tc)).toBeGreaterThanOrEqual(2);
  });

  test('an already registered number gets the Conflict message and no OTP', async () => {
    const res = await post(t, '/api/auth/identify', {
      callingCode: '971',
      mobile: '501234567',
      isInvokedForLogin: false,
      dateOfBirth: '15/03/1988',
      documentTypeId: 1,
      documentId: '784198812345671',
    });
    expect(res.body.message).toEqual({ status: 'Conflict', message: MSG.mobileAlreadyRegistered });
    expect(res.body.data.otpSent).toBe(false);
  });

  test('the Emirates ID must carry the year of birth (server side)', async () => {
    const p = newPerson();
    const res = await post(t, '/api/auth/identify', {
      callingCode: '971',
      mobile: p.mobile,
      isInvokedForLogin: false,
      dateOfBirth: '15/03/1990',
      documentTypeId: 1,
      documentId: '784198812345671',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({ status: 'Invalid', message: MSG.emiratesIdDobMismatch });
  });

  test("register with a missing field: 'All fields are required'", async () => {
    const res = await post(t, '/api/user/register', { firstName: 'A', mobile: '501111111', callingCode: '971' });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({ status: 'Invalid', message: MSG.allFieldsRequired });
  });

  test("register without verifying the OTP first: 'Please verify mobile number'", async () => {
    const p = newPerson();
    const identify = await post(t, '/api/auth/identify', {
      callingCode: '971', mobile: p.mobile, isInvokedForLogin: false, dateOfBirth: p.dateOfBirth, documentTypeId: 1, documentId: p.documentId,
    });
    const otp = await lastOtp(t, '971', p.mobile);
    const reg = await post(t, '/api/user/register', {
      firstName: 'A', lastName: 'B', email: 'a@b.co', mobile: p.mobile, callingCode: '971', dateOfBirth: p.dateOfBirth, genderId: 1, countryId: 784,
      documentTypeId: 1, documentId: p.documentId, password: p.password, otp, referenceId: identify.body.data.referenceId,
    });
    expect(reg.body.message).toEqual({ status: 'Invalid', message: MSG.verifyMobile });
  });

  test("register with other details than the verified ones: 'Error in registration'", async () => {
    const p = newPerson();
    const identify = await post(t, '/api/auth/identify', {
      callingCode: '971', mobile: p.mobile, isInvokedForLogin: false, dateOfBirth: p.dateOfBirth, documentTypeId: 1, documentId: p.documentId,
    });
    const otp = await lastOtp(t, '971', p.mobile);
    await post(t, '/api/auth/verifyOtpForRegistration', { referenceId: identify.body.data.referenceId, otp });
    const reg = await post(t, '/api/user/register', {
      firstName: 'A', lastName: 'B', email: 'a@b.co', mobile: p.mobile, callingCode: '971', dateOfBirth: p.dateOfBirth, genderId: 1, countryId: 784,
      documentTypeId: 4, documentId: 'P1234567', password: p.password, otp, referenceId: identify.body.data.referenceId,
    });
    expect(reg.body.message).toEqual({ status: 'Invalid', message: MSG.errorInRegistration });
  });

  test("a wrong registration OTP: 'Invalid OTP'", async () => {
    const p = newPerson();
    const identify = await post(t, '/api/auth/identify', {
      callingCode: '971', mobile: p.mobile, isInvokedForLogin: false, dateOfBirth: p.dateOfBirth, documentTypeId: 1, documentId: p.documentId,
    });
    const otp = await lastOtp(t, '971', p.mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    const res = await post(t, '/api/auth/verifyOtpForRegistration', { referenceId: identify.body.data.referenceId, otp: wrong });
    expect(res.body).toEqual({ message: { status: 'Invalid', message: MSG.invalidOtpServer }, data: { validOtp: false } });
  });
});

test("a deleted (deactivated) account's number can register again", async () => {
  const { person, login: first } = await register(t);
  await t.handle.db.updateTable('users').set({ status: 'deactivated', deactivated_at: new Date() }).where('id', '=', first.userId).execute();
  const again = await register(t, { ...person, password: 'Second#2026' });
  expect(again.login.userId).not.toBe(first.userId);
  const rows = await t.handle.db.selectFrom('users').select(['status']).where('mobile', '=', person.mobile).orderBy('id').execute();
  expect(rows.map((r) => r.status)).toEqual(['deactivated', 'active']);
});

describe('login', () => {
  test('the demo patient logs in with password + OTP', async () => {
    const data = await loginDemo(t, 'patient');
    expect(data).toMatchObject({ firstName: 'Ahmed', roleId: 1, roleName: 'Patient', gender: 'Male', isDOBAvailable: true, countryCode: 'AE' });
  });

  test('the demo seed is idempotent and holds roles 2 and 3', async () => {
    expect(await seedDemoUsers(t.handle.db)).toBe(0);
    const roles = await t.handle.db.selectFrom('users').select(['mobile', 'role_id']).where('mobile', 'in', ['500000002', '500000003']).orderBy('mobile').execute();
    expect(roles).toEqual([{ mobile: '500000002', role_id: 2 }, { mobile: '500000003', role_id: 3 }]);
  });

  test('identify for login sends an OTP to an existing user', async () => {
    const { person } = await register(t);
    const res = await post(t, '/api/auth/identify', { callingCode: '971', mobile: person.mobile, password: person.password, isInvokedForLogin: true });
    expect(res.body.data).toEqual({ isExistingUser: true, otpSent: true, loginTicket: expect.any(String) });
    expect(res.body.message.status).toBe('OTPSent');
  });

  test('an unknown number: not registered, no OTP', async () => {
    const p = newPerson();
    const res = await post(t, '/api/auth/identify', { callingCode: '971', mobile: p.mobile, password: 'Whatever#1', isInvokedForLogin: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ isExistingUser: false, otpSent: false });
    expect(res.body.message.message).toBe(MSG.notRegistered);
  });

  test('a wrong password: Invalid with the attempts left', async () => {
    const { person } = await register(t);
    const res = await post(t, '/api/auth/identify', { callingCode: '971', mobile: person.mobile, password: 'Wrong#12345', isInvokedForLogin: true });
    expect(res.body.message.status).toBe('Invalid');
    expect(res.body.message.message).toMatch(/4 attempts left/);
    expect(res.body.data).toMatchObject({ isExistingUser: true, otpSent: false, failedAttempts: 1, remainingAttempts: 4 });
  });

  test("a wrong login OTP: 'Invalid OTP'", async () => {
    const { person } = await register(t);
    await post(t, '/api/auth/identify', { callingCode: '971', mobile: person.mobile, password: person.password, isInvokedForLogin: true });
    const otp = await lastOtp(t, '971', person.mobile);
    const res = await post(t, '/api/auth/login', { callingCode: '971', mobile: person.mobile, password: person.password, otp: otp === '000000' ? '000001' : '000000' });
    expect(res.body).toEqual({ message: { status: 'Invalid', message: MSG.invalidOtpServer }, data: null });
  });

  test("a bad mobile number is refused with the spec's text", async () => {
    const res = await post(t, '/api/auth/identify', { callingCode: '971', mobile: '12ab', password: 'x', isInvokedForLogin: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({ status: 'Invalid', message: MSG.invalidMobile });
  });
});

describe('the login ticket (the OTP step carries no password)', () => {
  const identify = (p: { mobile: string; password?: string; loginTicket?: string }) => post(t, '/api/auth/identify', { callingCode: '971', isInvokedForLogin: true, ...p });
  const loginWith = (body: Record<string, unknown>) => post(t, '/api/auth/login', { callingCode: '971', ...body });

  test('identify answers a ticket; the ticket and the code sign in, once, with no password work', async () => {
    const { person } = await register(t);
    const first = await identify({ mobile: person.mobile, password: person.password });
    expect(first.body.data).toEqual({ isExistingUser: true, otpSent: true, loginTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const loginTicket = first.body.data.loginTicket as string;
    const otp = await lastOtp(t, '971', person.mobile);
    const before = passwordWork().verifications;
    const wrong = await loginWith({ mobile: person.mobile, loginTicket, otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.body.message).toEqual({ status: 'Invalid', message: MSG.invalidOtpServer });
    const done = await loginWith({ mobile: person.mobile, loginTicket, otp });
    expect(done.body.message.status).toBe('Success');
    expect(done.body.data.token).toEqual(expect.any(String));
    expect(passwordWork().verifications).toBe(before);
    // Used up: the same ticket with a new code of the same number does not sign in again.
    await identify({ mobile: person.mobile, password: person.password });
    const again = await loginWith({ mobile: person.mobile, loginTicket, otp: await lastOtp(t, '971', person.mobile) });
    expect(again.body.message).toEqual({ status: 'Invalid', message: 'Your session has expired. Please log in again.' });
  });

  test('resend with the ticket sends a new code without the password; a ticket is bound to its number', async () => {
    const { person } = await register(t);
    const other = (await register(t)).person;
    const loginTicket = (await identify({ mobile: person.mobile, password: person.password })).body.data.loginTicket as string;
    const first = await lastOtp(t, '971', person.mobile);
    const resent = await identify({ mobile: person.mobile, loginTicket });
    expect(resent.body.message.status).toBe('OTPSent');
    expect(resent.body.data.loginTicket).toBeUndefined();
    const second = await lastOtp(t, '971', person.mobile);
    expect((await identify({ mobile: other.mobile, loginTicket })).body.message.status).toBe('Invalid');
    expect((await loginWith({ mobile: other.mobile, loginTicket, otp: second })).body.message.status).toBe('Invalid');
    if (first !== second) expect((await loginWith({ mobile: person.mobile, loginTicket, otp: first })).body.message.status).toBe('Invalid');
    expect((await loginWith({ mobile: person.mobile, loginTicket, otp: second })).body.message.status).toBe('Success');
  });

  test('a made-up or expired ticket signs nobody in; password + code still works for other clients', async () => {
    const { person } = await register(t);
    const loginTicket = (await identify({ mobile: person.mobile, password: person.password })).body.data.loginTicket as string;
    const otp = await lastOtp(t, '971', person.mobile);
    expect((await loginWith({ mobile: person.mobile, loginTicket: 'x'.repeat(43), otp })).body.message.status).toBe('Invalid');
    await t.handle.db.updateTable('login_tickets').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await loginWith({ mobile: person.mobile, loginTicket, otp })).body.message.status).toBe('Invalid');
    expect((await loginWith({ mobile: person.mobile, password: person.password, otp })).body.message.status).toBe('Success');
    expect((await loginWith({ mobile: person.mobile, otp })).status).toBe(400);
  });
});
