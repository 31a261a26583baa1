import type { APIRequestContext, Page } from '@playwright/test';
import { latestOtp } from '../support/auth';

/**
 * A fresh patient per test for the content journeys: registered through the public API (identify →
 * SMS outbox → verifyOtpForRegistration → user/register), so tests never share a user or the demo
 * patient's OTP limit (5 codes per number per hour). The session is put into localStorage under the
 * spec's keys before the first page loads, as the login page would.
 */
export interface FreshPatient {
  token: string;
  user: Record<string, unknown> & { userId: number; firstName: string; mobile: string; callingCode: string };
}

let counter = 0;
function freshMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 100000}${process.pid % 10}${counter % 10}`.padStart(7, '0').slice(-7);
  return `56${tail}`;
}

/** The first hospital of each brand the journeys use (content site seed), saved as the preferred one. */
const HOSPITAL: Record<string, { facilityId: number; vblog: string; facilityCode: string }> = {
  burjeel: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi', facilityCode: 'BU10' },
  lifecare: { facilityId: 301, vblog: 'lifecare-hospital-musaffah', facilityCode: 'LC10' },
};

export async function registerPatient(request: APIRequestContext, brandName = 'burjeel'): Promise<FreshPatient & { raw: Record<string, any>; hospital: (typeof HOSPITAL)[string] }> {
  const mobile = freshMobile();
  const documentId = `784-1991-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}-3`;
  const identify = await request.post('/api/auth/identify', {
    data: { callingCode: '971', mobile, isInvokedForLogin: false, dateOfBirth: '12/06/1991', documentTypeId: 1, documentId },
  });
  if (!identify.ok()) throw new Error(`identify: ${identify.status()} ${await identify.text()}`);
  const referenceId = (await identify.json()).data.referenceId as string;
  // A fresh number has only this one message in its outbox.
  const otp = await latestOtp(request, '971', mobile);
  const verified = await request.post('/api/auth/verifyOtpForRegistration', { data: { referenceId, otp } });
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  const reg = await request.post('/api/user/register', {
    data: {
      firstName: 'Layla', lastName: 'Haddad', email: 'layla.haddad@example.com', mobile, callingCode: '971', dateOfBirth: '12/06/1991',
      genderId: 2, countryId: 784, documentTypeId: 1, documentId, password: 'Portal#2026', otp, referenceId,
    },
  });
  if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const raw = (await reg.json()).data as Record<string, any>;
  const { token, refreshToken: _r, tokenExpiresAt: _t, refreshExpiresAt: _e, ...user } = raw;
  // As after 'Choose Hospital': the pages preselect it and the entry dialog does not interrupt the journey.
  const hospital = HOSPITAL[brandName] ?? HOSPITAL.burjeel!;
  const saved = await request.put('/api/user/preferredfacility', {
    data: { facilityId: hospital.facilityId, vblog: hospital.vblog },
    headers: { authorization: `Bearer ${token}` },
  });
  if (!saved.ok()) throw new Error(`preferredfacility: ${saved.status()} ${await saved.text()}`);
  return { token, user: user as FreshPatient['user'], raw, hospital };
}

export async function signInFresh(page: Page, opts: { lang?: 'en' | 'ar'; brandName?: string } = {}): Promise<FreshPatient> {
  const p = await registerPatient(page.request, opts.brandName);
  const { token, refreshToken, tokenExpiresAt, refreshExpiresAt } = p.raw;
  const user = { ...p.user, ...p.hospital };
  await page.addInitScript(
    ([s, lang, brandName]) => {
      if (sessionStorage.getItem('__content_seeded__')) return;
      sessionStorage.setItem('__content_seeded__', '1');
      localStorage.setItem('token', s.token);
      localStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('tokenExpiresAt', String(s.tokenExpiresAt));
      localStorage.setItem('refreshExpiresAt', String(s.refreshExpiresAt));
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('userMobile', String(s.user.mobile));
      localStorage.setItem('isLoggedIn', '1');
      localStorage.setItem('lang', lang);
      if (brandName) localStorage.setItem('brandName', brandName);
    },
    [{ token, refreshToken, tokenExpiresAt, refreshExpiresAt, user }, opts.lang ?? 'en', opts.brandName ?? ''] as const,
  );
  return { token, user };
}
