import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { smsCode } from './outbox';

export const DEMO = { callingCode: '971', mobile: '501234567', password: 'Portal@2026' };
export const BROADCASTER = { callingCode: '971', mobile: '500000002', password: 'Portal@2026' };
export const ADMIN = { callingCode: '971', mobile: '500000003', password: 'Portal@2026' };

export interface Credentials {
  callingCode: string;
  mobile: string;
  password: string;
}

/** The code of the newest SMS sent to a number since `after` (ms), waiting for it to arrive. */
export function latestOtp(request: APIRequestContext, callingCode: string, mobile: string, after?: number): Promise<string> {
  return smsCode(request, callingCode, mobile, after ? { sentSince: after } : {});
}

/**
 * Logs in through the API (identify → SMS code → login) and returns the login payload. Two workers signing the
 * same demo number in at the same moment each get a code, and only the newest is valid: the one whose code was
 * replaced gets no session, and tries again after a short pause (at most three times).
 */
export async function loginThroughApi(request: APIRequestContext, who: Credentials = DEMO) {
  let data: (Record<string, any> & { token: string; refreshToken: string }) | null = null;
  // What a retry cannot mend (a refusal, no code within its wait, a third session-less answer: each try sends a
  // code, and a number gets 5 an hour) ends the retries and fails the sign-in with its reason.
  let fatal: unknown;
  let attempts = 0;
  await expect(async () => {
    if (fatal) return;
    attempts += 1;
    try {
      const since = Date.now() - 1000;
      const identify = await request.post('/api/auth/identify', {
        data: { callingCode: who.callingCode, mobile: who.mobile, password: who.password, isInvokedForLogin: true },
      });
      if (!identify.ok()) throw new Error(`identify failed: ${identify.status()} ${await identify.text()}`);
      const otp = await latestOtp(request, who.callingCode, who.mobile, since);
      const login = await request.post('/api/auth/login', {
        data: { callingCode: who.callingCode, mobile: who.mobile, password: who.password, otp },
      });
      const body = await login.text();
      if (!login.ok()) throw new Error(`login failed: ${login.status()} ${body}`);
      data = JSON.parse(body).data;
      if (!data?.token && attempts === 3) throw new Error(`login gave no session: ${body}`);
    } catch (err) {
      fatal = err;
      return;
    }
    expect(data?.token, 'a session (another worker’s code replaced this one)').toBeTruthy();
  }).toPass({ intervals: [300, 700, 1000], timeout: 60_000 });
  if (fatal) throw fatal;
  return data!;
}

/** A new mobile number for this test (UAE 50x-xxx-xxx style, 9 digits), unlikely to repeat across runs. */
export function freshMobile(): string {
  return `5${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

export interface NewUser extends Credentials {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/**
 * Registers a new account through the API (identify → SMS code → verify → register) so that each test
 * has its own user, independent of the per-number limits (OTP sends an hour, logins a day).
 */
export async function registerThroughApi(request: APIRequestContext, overrides: Partial<NewUser> = {}) {
  const user: NewUser = {
    callingCode: '971',
    mobile: freshMobile(),
    password: 'Portal@2026',
    firstName: 'Mariam',
    lastName: 'Test',
    dateOfBirth: '12/06/1990',
    ...overrides,
  };
  const documentId = `P${user.mobile}`;
  const since = Date.now() - 1000;
  const identify = await request.post('/api/auth/identify', {
    data: { callingCode: user.callingCode, mobile: user.mobile, isInvokedForLogin: false, dateOfBirth: user.dateOfBirth, documentTypeId: 4, documentId },
  });
  if (!identify.ok()) throw new Error(`identify (registration) failed: ${identify.status()} ${await identify.text()}`);
  const { referenceId } = (await identify.json()).data;
  const otp = await latestOtp(request, user.callingCode, user.mobile, since);
  const verify = await request.post('/api/auth/verifyOtpForRegistration', { data: { referenceId, otp } });
  if (!verify.ok()) throw new Error(`verify failed: ${verify.status()} ${await verify.text()}`);
  const register = await request.post('/api/user/register', {
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: `${user.mobile}@example.org`,
      mobile: user.mobile,
      callingCode: user.callingCode,
      dateOfBirth: user.dateOfBirth,
      genderId: 2,
      countryId: 1,
      documentTypeId: 4,
      documentId,
      password: user.password,
      otp,
      referenceId,
    },
  });
  if (!register.ok()) throw new Error(`register failed: ${register.status()} ${await register.text()}`);
  return { user, data: (await register.json()).data as Record<string, any> & { token: string; refreshToken: string } };
}

/** The first hospital of each brand's location list (content site). */
const FIRST_HOSPITAL: Record<string, { facilityId: number; vblog: string; facilityCode: string }> = {
  burjeel: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi', facilityCode: 'BU10' },
  medeor: { facilityId: 201, vblog: 'medeor-hospital-abu-dhabi', facilityCode: 'MD20' },
  lifecare: { facilityId: 301, vblog: 'lifecare-hospital-musaffah', facilityCode: 'LC10' },
  llh: { facilityId: 401, vblog: 'llh-hospital-abu-dhabi', facilityCode: 'LL18' },
  colab: { facilityId: 501, vblog: 'colab-clinic-abu-dhabi', facilityCode: 'CL10' },
};

/**
 * Puts a logged-in session into the page's localStorage under the spec's keys, as the login page would.
 * Without credentials a new account is registered for the test; pass DEMO (or ADMIN…) for a seeded one.
 */
export async function signIn(page: Page, who?: Credentials, opts: SessionOptions = {}) {
  const data = await openSession(page.request, who, opts);
  await seedBrowserSession(page, data, opts);
  return data;
}

export interface SessionOptions {
  lang?: 'en' | 'ar';
  brandName?: string;
  hospital?: boolean;
}

export type SessionData = Awaited<ReturnType<typeof loginThroughApi>>;

/** How long a seeded account's session is shared: well inside the access token's 15 minutes, so no page refreshes it. */
const SHARED_SESSION_MS = 10 * 60_000;

/**
 * A seeded account's session, shared by the journeys of one server run (a file in its data directory, which the
 * server empties when it starts). A seeded number signs in many journeys, and the API sends at most 5 sign-in
 * codes a number an hour: each journey's own sign-in would meet that limit, as a person would. A session is
 * shared only while its access token is far from expiry (no page exchanges its refresh token, which would end
 * it for the others) and only while the API still accepts it; otherwise this signs in again.
 */
async function sharedSession(request: APIRequestContext, who: Credentials): Promise<SessionData> {
  const dir = process.env.E2E_DATA_DIR;
  // Shared only through a journeys' server's data folder (the benchmarks start their own servers elsewhere).
  if (!dir || !fs.existsSync(dir)) return loginThroughApi(request, who);
  const file = path.join(dir, `session-${who.callingCode}${who.mobile}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as { at: number; data: SessionData };
    if (Date.now() - cached.at < SHARED_SESSION_MS) {
      const alive = await request.get('/api/user/profile', { headers: { authorization: `Bearer ${cached.data.token}` } });
      if (alive.ok()) return { ...cached.data };
    }
  } catch {
    // No session yet (or one being written): sign in.
  }
  const data = await loginThroughApi(request, who);
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, JSON.stringify({ at: Date.now(), data }));
  fs.renameSync(tmp, file);
  return { ...data };
}

/**
 * Logs in through the API (or registers a new account) and chooses the brand's first hospital, as signIn does.
 * A seeded account's session is shared between journeys (`sharedSession`); a journey that signs it out or
 * changes its password signs in with `loginThroughApi` instead.
 */
export async function openSession(request: APIRequestContext, who?: Credentials, opts: SessionOptions = {}): Promise<SessionData> {
  const data = who ? await sharedSession(request, who) : (await registerThroughApi(request)).data;
  // As after 'Choose Hospital' (docs/product.md#accounts-profile), so the entry dialog does not interrupt the journey; pass
  // `hospital: false` to meet the dialog.
  if (opts.hospital !== false) {
    const h = FIRST_HOSPITAL[opts.brandName ?? 'burjeel'] ?? FIRST_HOSPITAL['burjeel']!;
    const saved = await request.put('/api/user/preferredfacility', { headers: { authorization: `Bearer ${data.token}` }, data: { facilityId: h.facilityId, vblog: h.vblog } });
    if (!saved.ok()) throw new Error(`preferredfacility failed: ${saved.status()} ${await saved.text()}`);
    Object.assign(data, h);
  }
  return data;
}

/** Seeds a session opened with openSession into a page (or a new page of the same test), once per tab. */
export async function seedBrowserSession(page: Page, data: SessionData, opts: SessionOptions = {}) {
  const { token, refreshToken, tokenExpiresAt, refreshExpiresAt, ...user } = data;
  await page.addInitScript(
    ([session, lang, brandName]) => {
      if (sessionStorage.getItem('__e2e_seeded__')) return;
      sessionStorage.setItem('__e2e_seeded__', '1');
      localStorage.setItem('token', session.token);
      localStorage.setItem('refreshToken', session.refreshToken);
      if (session.tokenExpiresAt) localStorage.setItem('tokenExpiresAt', String(session.tokenExpiresAt));
      if (session.refreshExpiresAt) localStorage.setItem('refreshExpiresAt', String(session.refreshExpiresAt));
      localStorage.setItem('user', JSON.stringify(session.user));
      localStorage.setItem('userMobile', String(session.user.mobile ?? ''));
      localStorage.setItem('isLoggedIn', '1');
      if (lang) localStorage.setItem('lang', lang);
      if (brandName) localStorage.setItem('brandName', brandName);
    },
    [{ token, refreshToken, tokenExpiresAt, refreshExpiresAt, user }, opts.lang ?? null, opts.brandName ?? null] as const,
  );
}

let adminSession: Promise<{ token: string }> | null = null;
/** The demo administrator's token: the run's shared session (its number may receive 5 codes an hour). */
export function demoAdminToken(request: APIRequestContext): Promise<{ token: string }> {
  adminSession ??= sharedSession(request, ADMIN).catch((e) => {
    adminSession = null;
    throw e;
  });
  return adminSession;
}

/**
 * A new account with an administrator role (2 broadcaster, 3 administrator): registered through the API,
 * given the role by the demo administrator (Manage User's call), then logged in again so its session
 * carries the role. Each journey gets its own staff member instead of sharing the demo accounts'
 * per-number limits.
 */
export async function createStaff(request: APIRequestContext, roleId: 2 | 3, overrides: Partial<NewUser> = {}) {
  const { user, data } = await registerThroughApi(request, { firstName: roleId === 3 ? 'Huda' : 'Karim', lastName: roleId === 3 ? 'Admin' : 'Broadcaster', ...overrides });
  const admin = await demoAdminToken(request);
  const res = await request.post('/api/user/updaterole', { headers: { authorization: `Bearer ${admin.token}` }, data: { userId: data.userId, roleId } });
  if (!res.ok()) throw new Error(`updaterole failed: ${res.status()} ${await res.text()}`);
  return user;
}
