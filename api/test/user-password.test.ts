import { sql } from 'kysely';
import { MSG } from '@portal/shared/contracts';
import { createTestApp, type TestApp } from './helpers.js';
import { lastOtp, login, newPerson, post, register } from './auth-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (mobile: string, dateOfBirth: string) => post(t, '/api/user/sendotpforpassword', { callingCode: '971', mobile, dateOfBirth });
const verify = (mobile: string, otp: string) => post(t, '/api/user/verifyotpforpassword', { callingCode: '971', mobile, otp });
const reset = (mobile: string, otp: string, newPassword: string) => post(t, '/api/user/resetpassword', { callingCode: '971', mobile, otp, newPassword });
const other = (otp: string) => (otp === '123456' ? '654321' : '123456');

test('forgot password in three steps, with every outcome message', async () => {
  const { person, login: before } = await register(t);

  expect((await send(newPerson().mobile, person.dateOfBirth)).body.message).toEqual({ status: 'NotFound', message: MSG.userNotFoundRegister });
  expect((await send(person.mobile, '16/03/1988')).body.message).toEqual({ status: 'Invalid', message: MSG.invalidDob });
  const missing = await post(t, '/api/user/sendotpforpassword', { callingCode: '971', mobile: person.mobile });
  expect(missing.status).toBe(400);
  expect(missing.body.message.message).toBe(MSG.selectDob);

  const sent = await send(person.mobile, person.dateOfBirth);
  expect(sent.body.message).toEqual({ status: 'Success', message: MSG.otpSent });
  const otp = await lastOtp(t, '971', person.mobile);

  expect((await verify(person.mobile, other(otp))).body).toEqual({ message: { status: 'Invalid', message: MSG.invalidOtpServer }, data: { validOtp: false } });
  expect((await verify(person.mobile, otp)).body).toEqual({ message: { status: 'Success', message: expect.any(String) }, data: { validOtp: true } });

  const weak = await reset(person.mobile, otp, 'weakpassword');
  expect(weak.status).toBe(400);
  expect(weak.body.message.message).toBe(MSG.passwordRules);

  expect((await reset(person.mobile, otp, 'Renewed#2027')).body.message).toEqual({ status: 'Success', message: MSG.passwordReset });
  // The code was used up by the reset, and the sessions of the old password are over.
  expect((await reset(person.mobile, otp, 'Another#2028')).body.message).toEqual({ status: 'Invalid', message: MSG.errorResettingPassword });
  expect((await post(t, '/api/auth/refreshtoken', { refreshToken: before.refreshToken })).status).toBe(401);

  expect((await post(t, '/api/auth/identify', { callingCode: '971', mobile: person.mobile, password: person.password, isInvokedForLogin: true })).body.message.status).toBe('Invalid');
  await expect(login(t, { ...person, password: 'Renewed#2027' })).resolves.toMatchObject({ mobile: person.mobile });
});

test('a reset needs the code verified in step 2', async () => {
  const { person } = await register(t);
  await send(person.mobile, person.dateOfBirth);
  const otp = await lastOtp(t, '971', person.mobile);
  expect((await reset(person.mobile, otp, 'Renewed#2027')).body.message.message).toBe(MSG.errorResettingPassword);
  // Not burnt by that attempt: the normal order still works.
  expect((await verify(person.mobile, otp)).body.data.validOtp).toBe(true);
  expect((await reset(person.mobile, otp, 'Renewed#2027')).body.message.message).toBe(MSG.passwordReset);
});

test('a verified reset code expires with the code (10 minutes)', async () => {
  const { person } = await register(t);
  await send(person.mobile, person.dateOfBirth);
  const otp = await lastOtp(t, '971', person.mobile);
  expect((await verify(person.mobile, otp)).body.data.validOtp).toBe(true);
  await t.handle.db.updateTable('otp_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('mobile', '=', person.mobile).execute();
  expect((await reset(person.mobile, otp, 'Renewed#2027')).body.message.message).toBe(MSG.errorResettingPassword);
});

test('a login OTP does not reset a password', async () => {
  const { person } = await register(t);
  await post(t, '/api/auth/identify', { callingCode: '971', mobile: person.mobile, password: person.password, isInvokedForLogin: true });
  const loginOtp = await lastOtp(t, '971', person.mobile);
  expect((await verify(person.mobile, loginOtp)).body.data.validOtp).toBe(false);
  expect((await reset(person.mobile, loginOtp, 'Hijacked#2027')).body.message.message).toBe(MSG.errorResettingPassword);
  // The password is unchanged and the login code still logs in.
  const res = await post(t, '/api/auth/login', { callingCode: '971', mobile: person.mobile, password: person.password, otp: loginOtp });
  expect(res.body.message.status).toBe('Success');
});

test('guessing the date of birth is limited: the 6th wrong date within an hour gets 429', async () => {
  const { person } = await register(t);
  for (let i = 1; i <= 5; i += 1) expect((await send(person.mobile, `0${i}/01/1990`)).body.message.message).toBe(MSG.invalidDob);
  const res = await send(person.mobile, person.dateOfBirth);
  expect(res.status).toBe(429);
});

test('a password reset also lifts a lock (the owner proved the number)', async () => {
  const { person } = await register(t);
  for (let i = 0; i < 5; i += 1) {
    await post(t, '/api/auth/identify', { callingCode: '971', mobile: person.mobile, password: 'Wrong#12345', isInvokedForLogin: true });
  }
  await send(person.mobile, person.dateOfBirth);
  const otp = await lastOtp(t, '971', person.mobile);
  await verify(person.mobile, otp);
  expect((await reset(person.mobile, otp, 'Renewed#2027')).body.message.message).toBe(MSG.passwordReset);
  await expect(login(t, { ...person, password: 'Renewed#2027' })).resolves.toMatchObject({ mobile: person.mobile });
});
