import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@portal/shared/contracts';
import { SERVER_TEXTS_AR, serverText, wordEnvelope } from '../src/http/server-texts.js';
import { TEXT } from '../src/modules/auth/texts.js';
import { createTestApp, type TestApp } from './helpers.js';
import { register } from './auth-support.js';

/**
 * The server's own texts in Arabic (src/http/server-texts.ts): every text a service throws or answers with is a
 * spec message (the client translates it), a field-named text (a malformed request), or in the catalogue; and
 * every envelope, answer or error, goes out with the catalogue's texts in the request's language.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const OUTSIDE = ['content', 'fhir'].map((name) => path.join(src, 'standins', name));
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    // The content and FHIR stand-ins answer as the outside systems they stand for, not with the portal's texts.
    if (e.isDirectory()) return OUTSIDE.includes(p) ? [] : sources(p);
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

/** Literal texts of answers: `ok(data, 'text'…)` (status words, and the health check's 'ok' for machines, excepted). */
function answeredTexts(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  const answer = /\bok\([^;]*?,\s*'((?:[^'\\]|\\.)*)'/g;
  const statusWords = new Set(['Success', 'Invalid', 'NotFound', 'Conflict', 'OTPSent', 'Error', 'BadRequest', 'ok', '']);
  for (const { file, text } of code) for (const m of text.matchAll(answer)) if (!statusWords.has(m[1]!)) found.push({ file, text: m[1]! });
  return found;
}

describe('the catalogue covers what the services throw and answer', () => {
  test('every thrown literal is a spec message, field-named, or has its Arabic', () => {
    const texts = thrownTexts();
    expect(texts.length).toBeGreaterThan(30);
    // `${MSG.x} …`: a spec message with a value after it; the client words that one itself.
    const fromSpec = (text: string) => SPEC.has(text) || text.startsWith('${MSG.');
    const missing = texts.filter(({ text }) => !fromSpec(text) && !FIELD_NAMED.test(text) && !SERVER_TEXTS_AR[text]);
    expect(missing).toEqual([]);
  });

  test('every answered literal is a spec message, field-named, or has its Arabic', () => {
    const texts = answeredTexts();
    expect(texts.map((t) => t.text)).toEqual(expect.arrayContaining(['Appointment booked successfully', 'Role updated successfully']));
    const missing = texts.filter(({ text }) => !SPEC.has(text) && !FIELD_NAMED.test(text) && !SERVER_TEXTS_AR[text]);
    expect(missing).toEqual([]);
  });

  test("sign-in's texts (modules/auth/texts.ts) all have their Arabic, those with a number for every number", () => {
    for (const [name, text] of Object.entries(TEXT)) {
      const samples = typeof text === 'function' ? [0, 1, 2, 3, 10, 15].map((n) => text(n)) : [text];
      for (const en of samples) {
        const ar = serverText(en, 'ar');
        expect({ name, en, arabic: ARABIC.test(ar) && !/[A-Za-z]{4}/.test(ar.replace('UAE PASS', '')) }).toEqual({ name, en, arabic: true });
      }
    }
    expect(serverText(TEXT.wrongPassword(1), 'ar')).toBe('رقم الهاتف المتحرك أو كلمة المرور غير صحيحة. متبقٍ محاولة واحدة قبل قفل حسابك لمدة 15 دقيقة.');
    expect(serverText(TEXT.wrongPassword(2), 'ar')).toBe('رقم الهاتف المتحرك أو كلمة المرور غير صحيحة. متبقٍ محاولتان قبل قفل حسابك لمدة 15 دقيقة.');
    expect(serverText(TEXT.otpSendLimit(7), 'ar')).toBe('لقد تجاوزت الحد الأقصى لطلبات رمز التحقق لهذا الرقم. يرجى المحاولة مرة أخرى بعد 7 دقيقة.');
    expect(TEXT.dobLimit(1)).toBe('Too many attempts with a wrong date of birth. Please try again after 1 minute.');
  });

  test('each Arabic text is Arabic, and each English key is still thrown somewhere (no stale entries)', () => {
    const all = code.map((c) => c.text).join('\n');
    for (const [en, ar] of Object.entries(SERVER_TEXTS_AR)) {
      expect({ en, arabic: ARABIC.test(ar) && ar !== en }).toEqual({ en, arabic: true });
      expect({ en, used: all.includes(`'${en}'`) }).toEqual({ en, used: true });
      expect({ en, spec: SPEC.has(en) }).toEqual({ en, spec: false });
    }
  });

  test('wordEnvelope: only an envelope\'s text changes, and only in Arabic', () => {
    const answer = { message: { status: 'Success', message: 'Login successful' }, data: { token: 't' } };
    expect(wordEnvelope(answer, 'en')).toBe(answer);
    expect(wordEnvelope(answer, 'ar')).toEqual({ message: { status: 'Success', message: 'تم تسجيل الدخول بنجاح' }, data: { token: 't' } });
    expect(answer.message.message).toBe('Login successful');
    const spec = { message: { status: 'Invalid', message: MSG.slotTaken }, data: null };
    expect(wordEnvelope(spec, 'ar')).toBe(spec);
    for (const other of [null, [1, 2], { data: 1 }, { message: 'Login successful' }, 'Login successful']) expect(wordEnvelope(other, 'ar')).toBe(other);
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

  test('answers too: a registration and a logout in Arabic, in English without it', async () => {
    const { login } = await register(t);
    const headers = { authorization: `Bearer ${login.token}` };
    const ar = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...headers, 'accept-language': 'ar' }, payload: { refreshToken: login.refreshToken } });
    expect(ar.statusCode).toBe(200);
    expect(ar.json().message).toEqual({ status: 'Success', message: 'تم تسجيل الخروج بنجاح' });
    const { login: other } = await register(t);
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${other.token}` }, payload: { refreshToken: other.refreshToken } });
    expect(en.json().message).toEqual({ status: 'Success', message: TEXT.loggedOut });
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
