import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO = { callingCode: '971', mobile: '501234567', password: 'Portal@2026' };
export const BROADCASTER = { callingCode: '971', mobile: '500000002', password: 'Portal@2026' };
export const ADMIN = { callingCode: '971', mobile: '500000003', password: 'Portal@2026' };

export interface Credentials {
  callingCode: string;
  mobile: string;
  password: string;
}

/** The newest SMS code sent to a number (embedded outbox), waiting for it to arrive. */
export async function latestOtp(request: APIRequestContext, callingCode: string, mobile: string, after?: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await request.get(`/api/dev/outbox?mobile=${callingCode}${mobile}`);
    if (res.ok()) {
      const body = await res.json();
      const list: Array<{ text?: string; body?: string; message?: string; createdAt?: string; created_at?: string }> = body.data ?? body;
      const newest = list.find((m) => !after || Date.parse(m.createdAt ?? m.created_at ?? '') >= after);
      const text = newest?.text ?? newest?.body ?? newest?.message;
      const code = text?.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code arrived for ${callingCode}${mobile}`);
}

/** Logs in through the API (identify → SMS code → login) and returns the login payload. */
export async function loginThroughApi(request: APIRequestContext, who: Credentials = DEMO) {
  const since = Date.now() - 1000;
  const identify = await request.post('/api/auth/identify', {
    data: { callingCode: who.callingCode, mobile: who.mobile, password: who.password, isInvokedForLogin: true },
  });
  if (!identify.ok()) throw new Error(`identify failed: ${identify.status()} ${await identify.text()}`);
  const otp = await latestOtp(request, who.callingCode, who.mobile, since);
  const login = await request.post('/api/auth/login', {
    data: { callingCode: who.callingCode, mobile: who.mobile, password: who.password, otp },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  return (await login.json()).data as Record<string, any> & { token: string; refreshToken: string };
}

/** Puts a logged-in session into the page's localStorage under the spec's keys, as the login page would. */
export async function signIn(page: Page, who: Credentials = DEMO, opts: { lang?: 'en' | 'ar'; brandName?: string } = {}) {
  const data = await loginThroughApi(page.request, who);
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
  return data;
}
