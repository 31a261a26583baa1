// Screenshots for looking at pages: node support/shoot.mjs <baseUrl> <outDir> <path>[,<path>…] [lang] [signin]
import { chromium } from '@playwright/test';
import fs from 'node:fs';
const [base, out, paths, lang = 'en', signin = ''] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
let session = null;
if (signin) {
  const [cc, mobile, password] = signin.split(':');
  const ctx = await browser.newContext({ baseURL: base });
  const r = ctx.request;
  const since = Date.now() - 1000;
  await r.post('/api/auth/identify', { data: { callingCode: cc, mobile, password, isInvokedForLogin: true } });
  const outbox = await (await r.get(`/api/dev/outbox?mobile=${cc}${mobile}`)).json();
  const code = JSON.stringify(outbox).match(/\b(\d{6})\b/)[1];
  session = (await (await r.post('/api/auth/login', { data: { callingCode: cc, mobile, password, otp: code } })).json()).data;
  // A preferred hospital, as after 'Choose Hospital', so the entry dialog does not cover every screenshot.
  await r.put('/api/user/preferredfacility', { headers: { authorization: `Bearer ${session.token}` }, data: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' } });
  Object.assign(session, { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi', facilityCode: 'BU10' });
  await ctx.close();
  void since;
}
for (const [vw, vh, tag] of [[390, 844, 'phone'], [1280, 800, 'desktop']]) {
  const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, baseURL: base });
  await ctx.addInitScript(([lang, s]) => {
    localStorage.setItem('lang', lang);
    if (s) {
      const { token, refreshToken, tokenExpiresAt, refreshExpiresAt, ...user } = s;
      localStorage.setItem('token', token); localStorage.setItem('refreshToken', refreshToken);
      localStorage.setItem('tokenExpiresAt', String(tokenExpiresAt)); localStorage.setItem('refreshExpiresAt', String(refreshExpiresAt));
      localStorage.setItem('user', JSON.stringify(user)); localStorage.setItem('isLoggedIn', '1');
    }
  }, [lang, session]);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${tag}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror ${tag}] ${e.message}`));
  for (const p of paths.split(',')) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const name = `${out}/${p.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${tag}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
