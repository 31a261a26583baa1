import { chromium } from '@playwright/test';
import fs from 'node:fs';
const base = 'http://127.0.0.1:8324';
const out = '/tmp/ips-shots';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const ctx0 = await browser.newContext({ baseURL: base });
const r = ctx0.request;
const [cc, mobile, password] = ['971', '501234567', 'Portal@2026'];
await r.post('/api/auth/identify', { data: { callingCode: cc, mobile, password, isInvokedForLogin: true } });
const outbox = await (await r.get(`/api/dev/outbox?mobile=${cc}${mobile}`)).json();
const code = JSON.stringify(outbox).match(/\b(\d{6})\b/)[1];
const session = (await (await r.post('/api/auth/login', { data: { callingCode: cc, mobile, password, otp: code } })).json()).data;
await r.put('/api/user/preferredfacility', { headers: { authorization: `Bearer ${session.token}` }, data: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' } });
Object.assign(session, { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi', facilityCode: 'BU10' });
const made = (await (await r.post('/api/user/summary/shares', { headers: { authorization: `Bearer ${session.token}` }, data: { sections: ['problems', 'allergies', 'medications', 'results', 'immunizations'], expiresInHours: 72, passcode: 'cedar-2026', label: 'For Dr. Keller, Zurich' } })).json()).data;
// An opening so the list shows a recipient.
const payload = JSON.parse(Buffer.from(made.shlink.slice(8), 'base64url').toString());
await r.post(new URL(payload.url).pathname, { data: { recipient: 'Dr. Anna Keller', passcode: 'cedar-2026' } });
for (const lang of ['en', 'ar']) {
  for (const [vw, vh, tag] of [[390, 844, 'phone'], [1280, 800, 'desktop']]) {
    const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, baseURL: base });
    await ctx.addInitScript(([lang, s]) => {
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('account.entryDialogDismissed', '1');
      if (s && location.pathname.startsWith('/auth')) {
        const { token, refreshToken, tokenExpiresAt, refreshExpiresAt, ...user } = s;
        localStorage.setItem('token', token); localStorage.setItem('refreshToken', refreshToken);
        localStorage.setItem('tokenExpiresAt', String(tokenExpiresAt)); localStorage.setItem('refreshExpiresAt', String(refreshExpiresAt));
        localStorage.setItem('user', JSON.stringify(user)); localStorage.setItem('isLoggedIn', '1');
      }
    }, [lang, session]);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log(`[pageerror ${tag}] ${e.message}`));
    const shot = async (name) => { await page.waitForTimeout(800); await page.screenshot({ path: `${out}/${name}-${lang}-${tag}.png` }); };
    await page.goto('/auth/healthSummary');
    await page.getByTestId('summary-section-problems').waitFor({ timeout: 30000 });
    await shot('summary');
    await page.getByRole('button', { name: lang === 'en' ? 'Share' : 'مشاركة', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await shot('share-form');
    await page.getByRole('dialog').getByLabel(lang === 'en' ? 'Passcode (optional)' : 'رمز المرور (اختياري)').fill('abc');
    await page.getByRole('dialog').getByRole('button', { name: lang === 'en' ? 'Create link' : 'إنشاء الرابط' }).click();
    await shot('share-error');
    await page.getByRole('dialog').getByLabel(lang === 'en' ? 'Passcode (optional)' : 'رمز المرور (اختياري)').fill('abcdefgh');
    await page.getByRole('dialog').getByRole('button', { name: lang === 'en' ? 'Create link' : 'إنشاء الرابط' }).click();
    await page.getByTestId('share-made').waitFor();
    await shot('share-made');
    await page.keyboard.press('Escape');
    await page.goto('/auth/sharedLinks');
    await page.getByTestId('shared-link').first().waitFor({ timeout: 30000 });
    await shot('links');
    await page.goto('/auth/recordAccess');
    await page.getByTestId('access-entry').first().waitFor({ timeout: 30000 });
    await shot('access');
    await page.goto('about:blank');
    await page.goto(made.viewerUrl);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30000 });
    await shot('viewer-form');
    await page.getByLabel(lang === 'en' ? 'Your name' : 'اسمك').fill('Dr. Anna Keller');
    await page.getByLabel(lang === 'en' ? 'Passcode' : 'رمز المرور').fill('cedar-2026');
    await page.getByRole('button', { name: lang === 'en' ? 'Open summary' : 'فتح الملخص' }).click();
    await page.getByTestId('summary-section-problems').waitFor({ timeout: 30000 });
    await shot('viewer-summary');
    await ctx.close();
  }
}
await browser.close();
console.log('done');
