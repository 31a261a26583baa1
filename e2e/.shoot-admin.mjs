import { chromium } from '@playwright/test';
import fs from 'node:fs';
const base = 'http://127.0.0.1:8303';
const out = '/tmp/admin-shots';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
async function login(cc, mobile, password) {
  const ctx = await browser.newContext({ baseURL: base });
  const r = ctx.request;
  await r.post('/api/auth/identify', { data: { callingCode: cc, mobile, password, isInvokedForLogin: true } });
  const outbox = await (await r.get(`/api/dev/outbox?mobile=${cc}${mobile}`)).json();
  const code = outbox.data[0].text.match(/\b(\d{6})\b/)[1];
  const s = (await (await r.post('/api/auth/login', { data: { callingCode: cc, mobile, password, otp: code } })).json()).data;
  await ctx.close();
  return s;
}
const admin = await login('971', '500000003', 'Portal@2026');
const patient = await login('971', '501234567', 'Portal@2026');
const req = (await browser.newContext({ baseURL: base })).request;
const auth = { authorization: `Bearer ${admin.token}` };
if (process.argv[2] === 'seed') {
  await req.post('/api/notification/broadcast', { headers: auth, data: { FacilityId: 0, NotificationType: 2, NotificationTitle: 'Winter health check', NotificationText: 'Book the Executive Health Check at 20% off until the end of December.', InURLPath: Buffer.from(`${base}/auth/healthPackages`).toString('base64') } });
  await req.post('/api/notification/broadcast', { headers: auth, data: { FacilityId: 0, NotificationType: 2, NotificationTitle: 'Clinic hours', NotificationText: 'Our Al Ain clinic opens at 7 am from Sunday.', Type: 'toExcel', Mobilelist: [{ countryCode: '971', mobileNo: '501234567' }, { countryCode: '971', mobileNo: '599000111' }] } });
  await req.post('/api/dev/his/labresult', { data: { callingCode: '971', mobile: '501234567', orderName: 'Thyroid Panel' } });
}
for (const lang of ['en', 'ar']) {
  for (const [vw, vh, tag] of [[390, 844, 'phone'], [1280, 800, 'desktop']]) {
    for (const who of ['admin', 'patient']) {
      const s = who === 'admin' ? admin : patient;
      const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, baseURL: base });
      await ctx.addInitScript(([lang, s]) => {
        localStorage.setItem('lang', lang);
        const { token, refreshToken, tokenExpiresAt, refreshExpiresAt, ...user } = s;
        localStorage.setItem('token', token); localStorage.setItem('refreshToken', refreshToken);
        localStorage.setItem('tokenExpiresAt', String(tokenExpiresAt)); localStorage.setItem('refreshExpiresAt', String(refreshExpiresAt));
        localStorage.setItem('user', JSON.stringify({ ...user, facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' })); localStorage.setItem('isLoggedIn', '1');
        sessionStorage.setItem('account.entryDialogDismissed', '1');
      }, [lang, s]);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.log(`[pageerror ${tag}] ${e.message}`));
      const shot = async (name) => {
        await page.waitForTimeout(700);
        await page.screenshot({ path: `${out}/${name}-${lang}-${tag}.png`, fullPage: name.endsWith('full') });
      };
      if (who === 'admin') {
        await page.goto('/auth/analytics'); await page.waitForLoadState('networkidle'); await shot('analytics-full');
        await page.goto('/auth/interestedusers'); await page.waitForLoadState('networkidle');
        await page.getByTestId('offers').getByRole('button').first().click(); await page.waitForLoadState('networkidle'); await shot('interested-full');
        await page.getByTestId('interested-row').first().getByRole('button').first().click(); await shot('status-dialog');
        await page.keyboard.press('Escape');
        await page.goto('/auth/notification/BroadcastNotification'); await page.waitForLoadState('networkidle'); await shot('broadcast-full');
        await page.getByTestId('new-broadcast').click();
        await page.getByTestId('publish-hospital').selectOption('custom');
        await page.getByTestId('publish-dialog').getByRole('button').filter({ hasText: lang === 'en' ? 'Publish' : 'نشر' }).last().click();
        await shot('publish-dialog');
      } else {
        await page.goto('/auth/dashboard'); await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: lang === 'en' ? /Notifications/ : /الإشعارات/ }).click(); await shot('bell');
        await page.keyboard.press('Escape');
        await page.goto('/auth/healthPackages'); await page.waitForLoadState('networkidle');
        await page.getByTestId('package-card').first().click(); await page.waitForLoadState('networkidle'); await shot('package');
      }
      await ctx.close();
    }
  }
}
await browser.close();
