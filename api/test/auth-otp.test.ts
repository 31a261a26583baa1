import { sql } from 'kysely';
import { MSG } from '@portal/shared/contracts';
import { buildApp } from '../src/app.js';
import { createAdapters } from '../src/adapters/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { lastOtp, newPerson, outboxCount, post, register } from './auth-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function identifyLogin(p: { mobile: string; password: string }, app = t.app) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/identify', payload: { callingCode: '971', mobile: p.mobile, password: p.password, isInvokedForLogin: true } });
  return { status: res.statusCode, body: res.json() };
}
const loginWith = (p: { mobile: string; password: string }, otp: string) => post(t, '/api/auth/login', { callingCode: '971', mobile: p.mobile, password: p.password, otp });
const other = (otp: string) => (otp === '123456' ? '654321' : '123456');

test('an OTP works once: the second login with the same code fails', async () => {
  const { person } = await register(t);
  await identifyLogin(person);
  const otp = await lastOtp(t, '971', person.mobile);
  expect((await loginWith(person, otp)).body.message.status).toBe('Success');
  const again = await loginWith(person, otp);
  expect(again.body.message).toEqual({ status: 'Invalid', message: MSG.invalidOtpServer });
});

test('two logins racing with the same code: exactly one succeeds', async () => {
  const { person } = await register(t);
  await identifyLogin(person);
  const otp = await lastOtp(t, '971', person.mobile);
  const results = await Promise.all([loginWith(person, otp), loginWith(person, otp), loginWith(person, otp)]);
  expect(results.filter((r) => r.body.message.status === 'Success')).toHaveLength(1);
});

test('an expired OTP fails', async () => {
  const { person } = await register(t);
  await identifyLogin(person);
  const otp = await lastOtp(t, '971', person.mobile);
  await t.handle.db
    .updateTable('otp_codes')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('mobile', '=', person.mobile)
    .where('purpose', '=', 'login')
    .execute();
  expect((await loginWith(person, otp)).body.message).toEqual({ status: 'Invalid', message: MSG.invalidOtpServer });
});

test('an OTP is valid for 10 minutes from its sending', async () => {
  const { person } = await register(t);
  await identifyLogin(person);
  const row = await t.handle.db
    .selectFrom('otp_codes')
    .select(sql<number>`extract(epoch from expires_at - created_at)::int`.as('life'))
    .where('mobile', '=', person.mobile)
    .where('purpose', '=', 'login')
    .executeTakeFirstOrThrow();
  expect(row.life).toBe(600);
});

test('after 5 wrong entries the 6th fails even with the right code', async () => {
  const { person } = await register(t);
  await identifyLogin(person);
  const otp = await lastOtp(t, '971', person.mobile);
  for (let i = 0; i < 5; i += 1) {
    expect((await loginWith(person, other(otp))).body.message.message).toBe(MSG.invalidOtpServer);
  }
  expect((await loginWith(person, otp)).body.message).toEqual({ status: 'Invalid', message: MSG.invalidOtpServer });
  const row = await t.handle.db.selectFrom('otp_codes').select(['status', 'attempts']).where('mobile', '=', person.mobile).where('purpose', '=', 'login').executeTakeFirstOrThrow();
  expect(row).toEqual({ status: 'invalidated', attempts: 5 });
});

test('a new OTP for the same purpose and number replaces the previous one', async () => {
  const { person } = await register(t);
  await identifyLogin(person);
  const first = await lastOtp(t, '971', person.mobile);
  await identifyLogin(person);
  const second = await lastOtp(t, '971', person.mobile);
  if (first !== second) expect((await loginWith(person, first)).body.message.message).toBe(MSG.invalidOtpServer);
  expect((await loginWith(person, second)).body.message.status).toBe('Success');
});

test('codes are stored only as a hash', async () => {
  const { person } = await register(t);
  await identifyLogin(person);
  const otp = await lastOtp(t, '971', person.mobile);
  const rows = await t.handle.db.selectFrom('otp_codes').selectAll().where('mobile', '=', person.mobile).execute();
  for (const r of rows) {
    expect(r.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(r)).not.toContain(otp);
  }
});

test('a login code is bound to its number', async () => {
  const a = (await register(t)).person;
  const b = (await register(t)).person;
  await identifyLogin(a);
  const codeOfA = await lastOtp(t, '971', a.mobile);
  await identifyLogin(b);
  const res = await loginWith(b, codeOfA);
  const codeOfB = await lastOtp(t, '971', b.mobile);
  if (codeOfA !== codeOfB) expect(res.body.message.message).toBe(MSG.invalidOtpServer);
});

test('the 6th OTP send to one number within an hour is refused with 429 and a clear text', async () => {
  const p = newPerson();
  const body = { callingCode: '971', mobile: p.mobile, isInvokedForLogin: false, dateOfBirth: p.dateOfBirth, documentTypeId: 1, documentId: p.documentId };
  for (let i = 0; i < 5; i += 1) expect((await post(t, '/api/auth/identify', body)).body.message.status).toBe('OTPSent');
  const sixth = await post(t, '/api/auth/identify', body);
  expect(sixth.status).toBe(429);
  expect(sixth.body.message.message).toMatch(/^You have exceeded the maximum number of OTP requests for this number\. Please try again after \d+ minutes?\.$/);
  expect(await outboxCount(t, '971', p.mobile)).toBe(5);
  // An hour later the number may receive codes again.
  await t.handle.db.updateTable('rate_events').set({ at: sql<Date>`at - interval '61 minutes'` }).where('key', '=', `otp-send:registration:971:${p.mobile}`).execute();
  expect((await post(t, '/api/auth/identify', body)).body.message.status).toBe('OTPSent');
});

test('two API processes on one database share the send limit', async () => {
  const second = await buildApp({ config: t.config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(t.config, t.handle.db) });
  await second.ready();
  try {
    const p = newPerson();
    const payload = { callingCode: '971', mobile: p.mobile, isInvokedForLogin: false, dateOfBirth: p.dateOfBirth, documentTypeId: 1, documentId: p.documentId };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? second : t.app).inject({ method: 'POST', url: '/api/auth/identify', payload }).then((r) => r.statusCode)),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(3);
  } finally {
    await second.close();
  }
});
