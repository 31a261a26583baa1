import { passwordWork } from '../src/modules/user/password.js';
import { sql } from 'kysely';
import { MSG } from '@portal/shared/contracts';
import { ACCOUNT_LOCKED } from '../src/modules/auth/service.js';
import { FREE_ACCOUNTS, MAX_DELAY_SECONDS, accountKeyOf, addressWait, delayFor, recordSigninFailure } from '../src/modules/security/signin-failures.js';
import { OTP_SENDS_PER_HOUR, otpSendKey } from '../src/modules/security/otp-service.js';
import { TEXT } from '../src/modules/auth/texts.js';
import { DEFAULT_DAILY_LOGIN_LIMIT, resetFailedAttempts, resetLoginCounter, getLoginCounters } from '../src/modules/security/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { lastOtp, login, outboxCount, post, register, newPerson } from './auth-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const identify = (mobile: string, password: string) => post(t, '/api/auth/identify', { callingCode: '971', mobile, password, isInvokedForLogin: true });
const userIdOf = async (mobile: string) =>
  (await t.handle.db.selectFrom('users').select('id').where('mobile', '=', mobile).where('status', '=', 'active').executeTakeFirstOrThrow()).id;

describe('failed passwords', () => {
  test('the 5th wrong password locks the account: the 6th answer is 423 even with the right password', async () => {
    const { person } = await register(t);
    for (let i = 1; i <= 4; i += 1) {
      const res = await identify(person.mobile, `Wrong#${i}2345`);
      expect(res.status).toBe(200);
      expect(res.body.data.remainingAttempts).toBe(5 - i);
    }
    const fifth = await identify(person.mobile, 'Wrong#52345');
    expect(fifth.status).toBe(423);
    const sixth = await identify(person.mobile, 'Wrong#62345');
    expect(sixth.status).toBe(423);
    expect(sixth.body.message).toEqual({ status: 'Invalid', message: ACCOUNT_LOCKED });
    const sent = await outboxCount(t, '971', person.mobile);
    const right = await identify(person.mobile, person.password);
    expect(right.status).toBe(423);
    expect(await outboxCount(t, '971', person.mobile)).toBe(sent);
    // login itself is locked as well
    const direct = await post(t, '/api/auth/login', { callingCode: '971', mobile: person.mobile, password: person.password, otp: '123456' });
    expect(direct.status).toBe(423);
  });

  test('the texts of our own (not the spec\'s) follow the request language', async () => {
    const { person } = await register(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/identify?lang=ar',
      payload: { callingCode: '971', mobile: person.mobile, password: 'Wrong#12345', isInvokedForLogin: true },
    });
    expect(res.json().message.message).toBe('رقم الهاتف المتحرك أو كلمة المرور غير صحيحة. متبقٍ 4 محاولات قبل قفل حسابك لمدة 15 دقيقة.');
    expect(res.json().message.message).toMatch(/[\u0600-\u06FF]/);
  });

  test('after 15 minutes the right password works again and a login clears the count', async () => {
    const { person } = await register(t);
    for (let i = 0; i < 5; i += 1) await identify(person.mobile, 'Wrong#12345');
    const id = await userIdOf(person.mobile);
    await t.handle.db.updateTable('login_counters').set({ locked_until: sql<Date>`now() - interval '1 second'` }).where('user_id', '=', id).execute();
    await login(t, person);
    expect((await getLoginCounters(t.handle.db, id)).failedAttempts).toBe(0);
  });

  test('once locked before, the next wrong password after the lock locks again at once', async () => {
    const { person } = await register(t);
    for (let i = 0; i < 5; i += 1) await identify(person.mobile, 'Wrong#12345');
    const id = await userIdOf(person.mobile);
    await t.handle.db.updateTable('login_counters').set({ locked_until: sql<Date>`now() - interval '1 second'` }).where('user_id', '=', id).execute();
    expect((await identify(person.mobile, 'Wrong#12345')).status).toBe(423);
  });

  test('resetFailedAttempts (the administrator) unlocks the account', async () => {
    const { person } = await register(t);
    for (let i = 0; i < 5; i += 1) await identify(person.mobile, 'Wrong#12345');
    const id = await userIdOf(person.mobile);
    expect((await getLoginCounters(t.handle.db, id)).lockedUntil).not.toBeNull();
    await resetFailedAttempts(t.handle.db, id);
    expect(await getLoginCounters(t.handle.db, id)).toMatchObject({ failedAttempts: 0, lockedUntil: null });
    expect((await identify(person.mobile, person.password)).body.message.status).toBe('OTPSent');
  });

  test('an unknown number costs one argon2 verification, as a wrong password does; a locked account costs none', async () => {
    // Counted, not timed: a clock comparison flakes on a busy machine, a count does not.
    const work = passwordWork();
    const verificationsOf = async (fn: () => Promise<unknown>) => {
      const before = work.verifications;
      await fn();
      return work.verifications - before;
    };
    const { person } = await register(t);
    expect(await verificationsOf(() => identify(newPerson().mobile, 'Wrong#12345'))).toBe(1);
    expect(await verificationsOf(() => identify(person.mobile, 'Wrong#12345'))).toBe(1);
    expect(await verificationsOf(() => identify(person.mobile, person.password))).toBe(1);
    for (let i = 0; i < 5; i += 1) await identify(person.mobile, 'Wrong#12345');
    expect(await verificationsOf(async () => expect((await identify(person.mobile, person.password)).status).toBe(423))).toBe(0);
  });
});

describe('daily login limit', () => {
  test(`after ${DEFAULT_DAILY_LOGIN_LIMIT} logins in a day: 429 with the spec's text, until the administrator resets it`, async () => {
    const { person } = await register(t);
    await login(t, person);
    const id = await userIdOf(person.mobile);
    expect((await getLoginCounters(t.handle.db, id)).loginsToday).toBe(1);

    await t.handle.db.updateTable('login_counters').set({ daily_login_count: DEFAULT_DAILY_LOGIN_LIMIT }).where('user_id', '=', id).execute();
    const sent = await outboxCount(t, '971', person.mobile);
    const res = await identify(person.mobile, person.password);
    expect(res.status).toBe(429);
    expect(res.body.message).toEqual({ status: 'Invalid', message: MSG.loginLimit });
    expect(await outboxCount(t, '971', person.mobile)).toBe(sent);

    await resetLoginCounter(t.handle.db, id);
    expect((await identify(person.mobile, person.password)).body.message.status).toBe('OTPSent');
  });

  test("yesterday's logins do not count today", async () => {
    const { person } = await register(t);
    await login(t, person);
    const id = await userIdOf(person.mobile);
    await t.handle.db.updateTable('login_counters').set({ daily_login_count: 99, daily_login_day: '2000-01-01' }).where('user_id', '=', id).execute();
    await login(t, person);
    expect((await getLoginCounters(t.handle.db, id)).loginsToday).toBe(1);
  });
});

describe('failed sign-ins per network address: a bounded delay, not a block of everyone behind it', () => {
  const from = (ip: string, mobile: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/identify', remoteAddress: ip, payload: { callingCode: '971', mobile, password, isInvokedForLogin: true } });
  /** `n` failures of other people's numbers from `ip`, the latest `agoSeconds` ago, spread over the hour before it. */
  const othersFailed = async (ip: string, n: number, agoSeconds: number) => {
    for (let i = 0; i < n; i += 1) await recordSigninFailure(t.handle.db, ip, accountKeyOf(null, '971', newPerson().mobile));
    await t.handle.db
      .updateTable('rate_events')
      .set({ at: sql<Date>`now() - make_interval(secs => ${agoSeconds} + (id % ${n}) * ${Math.floor(3000 / n)})` })
      .where('key', 'like', `signin-fail%${ip}%`)
      .execute();
    await t.handle.db.updateTable('rate_events').set({ at: sql<Date>`now() - make_interval(secs => ${agoSeconds})` }).where('id', '=', sql<string>`(select max(id) from rate_events where key = ${`signin-fail-ip:${ip}`})`).execute();
  };

  test('a correct login from an address with 100 failures of others in the last hour succeeds', async () => {
    const ip = '198.51.100.21';
    const { person } = await register(t);
    await othersFailed(ip, 100, MAX_DELAY_SECONDS);
    const res = await from(ip, person.mobile, person.password);
    expect(res.json().message.status).toBe('OTPSent');
    const otp = await lastOtp(t, '971', person.mobile);
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { callingCode: '971', mobile: person.mobile, password: person.password, otp } });
    expect(done.json().message.status).toBe('Success');
    expect(done.json().data.token).toEqual(expect.any(String));
  });

  test('right after another failure the address waits at most the delay, told by Retry-After, with no password work', async () => {
    const ip = '198.51.100.22';
    const { person } = await register(t);
    await othersFailed(ip, 100, 0);
    const before = passwordWork().verifications;
    const res = await from(ip, person.mobile, person.password);
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
    expect(res.json().data).toEqual({ retryAfterSeconds: wait });
    expect(res.json().message.message).toBe(TEXT.networkWait(wait));
    expect(passwordWork().verifications).toBe(before);
    // Hammering meanwhile is refused and does not extend the wait; once it has passed, the right password signs in.
    expect((await from(ip, newPerson().mobile, "Wrong#12345")).statusCode).toBe(429);
    await t.handle.db.updateTable('rate_events').set({ at: sql<Date>`at - make_interval(secs => ${wait})` }).where('key', 'like', `signin-fail%${ip}%`).execute();
    expect((await from(ip, person.mobile, person.password)).json().message.status).toBe('OTPSent');
  });

  test('the delay grows with the accounts failed from the address: free at first, then 1 s, 2 s, 4 s …', async () => {
    const ip = '198.51.100.23';
    expect([FREE_ACCOUNTS, FREE_ACCOUNTS + 1, FREE_ACCOUNTS + 2, FREE_ACCOUNTS + 3, FREE_ACCOUNTS + 50].map(delayFor)).toEqual([0, 1, 2, 4, MAX_DELAY_SECONDS]);
    for (let i = 0; i < FREE_ACCOUNTS; i += 1) expect((await from(ip, newPerson().mobile, 'Wrong#12345')).json().message.status).toBe('NotFound');
    // Three more accounts failed just now: the next attempt waits up to 4 s (less the time this test took since).
    for (let i = 0; i < 3; i += 1) await recordSigninFailure(t.handle.db, ip, accountKeyOf(null, '971', newPerson().mobile));
    const waited = await from(ip, newPerson().mobile, 'Wrong#12345');
    expect(waited.statusCode).toBe(429);
    expect(Number(waited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(waited.headers['retry-after'])).toBeLessThanOrEqual(4);
  });

  test('one person mistyping their own password charges the address once, not per attempt', async () => {
    const ip = '198.51.100.24';
    const { person } = await register(t);
    for (let i = 0; i < 4; i += 1) expect((await from(ip, person.mobile, 'Wrong#12345')).json().message.status).toBe('Invalid');
    expect(await addressWait(t.handle.db, ip)).toBe(0);
    const charged = await t.handle.db.selectFrom('rate_events').select(sql<number>`count(*)::int`.as('n')).where('key', '=', `signin-fail-ip:${ip}`).executeTakeFirstOrThrow();
    expect(charged.n).toBe(1);
  });

  test('a forged X-Forwarded-For does not give a fresh address', async () => {
    const ip = '198.51.100.25';
    await othersFailed(ip, 20, 0);
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/identify', remoteAddress: ip, headers: { 'x-forwarded-for': '203.0.113.99' },
      payload: { callingCode: '971', mobile: newPerson().mobile, password: 'Wrong#12345', isInvokedForLogin: true },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('limits checked before any password work', () => {
  test('the daily login limit and a used-up login code budget refuse without a verification', async () => {
    const { person } = await register(t);
    const id = await userIdOf(person.mobile);
    await t.handle.db.insertInto('rate_events').values(Array.from({ length: OTP_SENDS_PER_HOUR }, () => ({ key: otpSendKey('login', '971', person.mobile) }))).execute();
    let before = passwordWork().verifications;
    expect((await identify(person.mobile, person.password)).status).toBe(429);
    expect(passwordWork().verifications).toBe(before);
    await t.handle.db.deleteFrom('rate_events').where('key', '=', otpSendKey('login', '971', person.mobile)).execute();
    await login(t, person);
    await t.handle.db.updateTable('login_counters').set({ daily_login_count: DEFAULT_DAILY_LOGIN_LIMIT }).where('user_id', '=', id).execute();
    before = passwordWork().verifications;
    const res = await identify(person.mobile, person.password);
    expect(res.status).toBe(429);
    expect(res.body.message.message).toBe(MSG.loginLimit);
    expect(passwordWork().verifications).toBe(before);
  });

  test('resetting a password and registering hash nothing without a verified code', async () => {
    const { person } = await register(t);
    const before = passwordWork().hashes;
    const reset = await post(t, '/api/user/resetpassword', { callingCode: '971', mobile: person.mobile, otp: '123456', newPassword: 'Another#2026' });
    expect(reset.body.message.message).toBe(MSG.errorResettingPassword);
    const p = newPerson();
    const reg = await post(t, '/api/user/register', {
      firstName: 'A', lastName: 'B', email: 'a@example.com', mobile: p.mobile, callingCode: '971', dateOfBirth: p.dateOfBirth, genderId: 1, countryId: 784,
      documentTypeId: 1, documentId: p.documentId, password: p.password, otp: '123456', referenceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(reg.body.message.message).toBe(MSG.verifyMobile);
    expect(passwordWork().hashes).toBe(before);
  });
});

describe('OTP send budgets per purpose', () => {
  test('password-reset codes cannot use up the login codes', async () => {
    const { person } = await register(t);
    const reset = () => post(t, '/api/user/sendotpforpassword', { callingCode: '971', mobile: person.mobile, dateOfBirth: person.dateOfBirth });
    for (let i = 0; i < OTP_SENDS_PER_HOUR; i += 1) expect((await reset()).body.message.message).toBe(MSG.otpSent);
    const sixth = await reset();
    expect(sixth.status).toBe(429);
    expect(Number(sixth.body.data.retryAfterSeconds)).toBeGreaterThan(0);
    expect((await identify(person.mobile, person.password)).body.message.status).toBe('OTPSent');
  });
});
