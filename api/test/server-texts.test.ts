import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@portal/shared/contracts';
import { SERVER_TEXTS_AR, serverText } from '../src/http/server-texts.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The server's own error texts in Arabic (src/http/server-texts.ts): every text a service throws is a spec
 * message (the client translates it), a field-named text (a malformed request), or in the catalogue; and the
 * error handler answers the catalogue's texts in the request's language.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return p === path.join(src, 'modules', 'content') ? [] : sources(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}
const code = sources(src).map((file) => ({ file: path.relative(src, file), text: fs.readFileSync(file, 'utf8') }));
const SPEC = new Set<string>(Object.values(MSG));
const FIELD_NAMED = /^[A-Za-z][\w.[\]]*: /;
const ARABIC = /[\u0600-\u06FF]/;

/** Literal texts given to the error helpers and to `new AppError(status, text…)`. */
function thrownTexts(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  const helper = /\b(?:badRequest|conflict|locked|tooMany|forbidden|notFound|unauthorized)\((['`])((?:(?!\1).)*)\1/g;
  const appError = /new AppError\(\d+,\s*(['`])((?:(?!\1).)*)\1/g;
  for (const { file, text } of code) {
    for (const re of [helper, appError]) for (const m of text.matchAll(re)) found.push({ file, text: m[2]! });
  }
  return found;
}

describe('the catalogue covers what the services throw', () => {
  test('every thrown literal is a spec message, field-named, or has its Arabic', () => {
    const texts = thrownTexts();
    expect(texts.length).toBeGreaterThan(30);
    // `${MSG.x} …`: a spec message with a value after it; the client words that one itself.
    const fromSpec = (text: string) => SPEC.has(text) || text.startsWith('${MSG.');
    const missing = texts.filter(({ text }) => !fromSpec(text) && !FIELD_NAMED.test(text) && !SERVER_TEXTS_AR[text]);
    expect(missing).toEqual([]);
  });

  test('each Arabic text is Arabic, and each English key is still thrown somewhere (no stale entries)', () => {
    const all = code.map((c) => c.text).join('\n');
    for (const [en, ar] of Object.entries(SERVER_TEXTS_AR)) {
      expect({ en, arabic: ARABIC.test(ar) && ar !== en }).toEqual({ en, arabic: true });
      expect({ en, used: all.includes(`'${en}'`) }).toEqual({ en, used: true });
      expect({ en, spec: SPEC.has(en) }).toEqual({ en, spec: false });
    }
  });

  test('serverText: English unchanged, spec messages unchanged in Arabic (the client translates them)', () => {
    expect(serverText('Appointment not found', 'en')).toBe('Appointment not found');
    expect(serverText('Appointment not found', 'ar')).toBe('الموعد غير موجود');
    expect(serverText(MSG.slotTaken, 'ar')).toBe(MSG.slotTaken);
    expect(serverText('apptType: unknown type', 'ar')).toBe('apptType: unknown type');
    expect(serverText('Request body is too large (limit 1048576 bytes)', 'ar')).toBe('حجم الطلب كبير جدًا (الحد 1048576 بايت)');
  });
});

describe('the error handler answers in the request language', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  test('401 without a token: Arabic with Accept-Language ar or lang=ar, English otherwise', async () => {
    const en = await t.app.inject({ url: '/api/appointment/appointments' });
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toEqual({ status: 'Invalid', message: 'Unauthorized' });
    const ar = await t.app.inject({ url: '/api/appointment/appointments', headers: { 'accept-language': 'ar-AE,ar;q=0.9' } });
    expect(ar.json().message).toEqual({ status: 'Invalid', message: 'غير مصرّح' });
    const q = await t.app.inject({ url: '/api/appointment/appointments?lang=ar' });
    expect(q.json().message.message).toBe('غير مصرّح');
  });

  test('a spec message stays English in Arabic: the client translates it by its text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/identify',
      headers: { 'accept-language': 'ar' },
      payload: { callingCode: '971', mobile: '12ab', password: 'x', isInvokedForLogin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ status: 'Invalid', message: MSG.invalidMobile });
  });

  test('413: the limit in Arabic', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/identify',
      headers: { 'accept-language': 'ar', 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message.message).toMatch(/^حجم الطلب كبير جدًا \(الحد \d+ بايت\)$/);
  });
});
