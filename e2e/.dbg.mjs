import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8303';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx0 = await browser.newContext({ baseURL: base });
const r = ctx0.request;
await r.post('/api/auth/identify', { data: { callingCode: '971', mobile: '500000003', password: 'Portal@2026', isInvokedForLogin: true } });
const code = (await (await r.get('/api/dev/outbox?mobile=971500000003')).json()).data[0].text.match(/\b(\d{6})\b/)[1];
const s = (await (await r.post('/api/auth/login', { data: { callingCode: '971', mobile: '500000003', password: 'Portal@2026', otp: code } })).json()).data;
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
await ctx.addInitScript((s) => { const { token, refreshToken, tokenExpiresAt, refreshExpiresAt, ...user } = s; localStorage.setItem('token', token); localStorage.setItem('refreshToken', refreshToken); localStorage.setItem('tokenExpiresAt', String(tokenExpiresAt)); localStorage.setItem('refreshExpiresAt', String(refreshExpiresAt)); localStorage.setItem('user', JSON.stringify({ ...user, facilityId: 101 })); localStorage.setItem('isLoggedIn', '1'); sessionStorage.setItem('account.entryDialogDismissed', '1'); }, s);
const page = await ctx.newPage();
await page.goto('/auth/interestedusers'); await page.waitForLoadState('networkidle');
await page.getByTestId('offers').getByRole('button').first().click(); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
console.log(await page.evaluate(() => { const t = document.querySelector('[data-testid=interested-table]'); const out=[]; let p = t.parentElement; while (p && p !== document.body) { out.push([p.tagName, p.getAttribute('role'), getComputedStyle(p).overflowX, Math.round(p.getBoundingClientRect().width), Math.round(p.scrollWidth), getComputedStyle(p).display].join(' ')); p = p.parentElement; } return out.join('\n'); }));
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('[data-testid=interested-users] *')) { if (el.closest('[role=region]') && el.closest('[role=region]') !== el) continue; const r = el.getBoundingClientRect(); if (r.right > 400 && r.width > 0) { const p = el.parentElement?.getBoundingClientRect(); out.push(`${el.tagName}.${el.className?.toString().slice(0,40)} ${Math.round(r.left)}-${Math.round(r.right)} ${el.getAttribute('data-testid') ?? ''} ${getComputedStyle(el).position}`); } }
  return [document.documentElement.scrollWidth, ...out.slice(0, 15)].join('\n');
}));
await browser.close();
