import { loadConfig } from '../src/config.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import sharp from 'sharp';
import { ACTIVE_PDFS, JPEG_8, PASSIVE_PDFS, PDF_HTML_POLYGLOT, PNG_8, REMOTE_DOCX, docx, pdf } from './file-support.js';
import { createTestApp, productionEnv, type TestApp } from './helpers.js';
import { lastOtp, newPerson, post, register } from './auth-support.js';
import { REFUSED, Tally, changedTables, newAccount, polluted, send, snapshot, type Account, type Inject } from './security-support.js';
import { seededAccount, sessionOf } from './account-support.js';
import { repack, xlsx, zip } from './xlsx-support.js';
import zlib from 'node:zlib';
import * as XLSX from 'xlsx';
import { OTP_MAX_ATTEMPTS } from '../src/modules/security/otp-service.js';

/**
 * The attacks that are not per route: uploads with wrong magic bytes and over their
 * limits (every upload route), spreadsheets carrying prototype-pollution payloads, an OTP brute-force loop
 * on every code the portal checks, a refresh-token replay, and the security headers on every kind of
 * answer (and HSTS on every one in production). The single-route cases live beside their features
 * (family, profile, broadcast-custom, auth-otp, auth-session, http tests); these go across all of them.
 */

let t: TestApp;
let patient: Account;
let broadcaster: Account;
const tally = new Tally('uploads, codes, tokens, headers');

beforeAll(async () => {
  t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
  patient = await newAccount(t, 1);
  broadcaster = await newAccount(t, 2);
}, 120_000);
afterAll(async () => {
  tally.print();
  await t?.close();
});

function isRefused(status: number, body: string): boolean {
  if (REFUSED.has(status)) return true;
  // The spec answers a wrong code with 200 and the envelope status 'Invalid' on some steps.
  try {
    return status === 200 && JSON.parse(body)?.message?.status !== 'Success';
  } catch {
    return false;
  }
}

/**
 * Runs attacks, records each, and checks that nothing changed in the data but `defence`: the tables whose
 * change is the defence itself (a code's attempt count and lock, a revoked token family), asserted by the test.
 */
async function refusedAll(what: string, attacks: { label: string; run: () => Promise<{ statusCode: number; body: string }> }[], defence: string[] = []) {
  const before = await snapshot(t);
  const bad: string[] = [];
  const results: boolean[] = [];
  for (const a of attacks) {
    const res = await a.run();
    const ok = isRefused(res.statusCode, res.body) && !polluted();
    results.push(ok);
    if (!ok) bad.push(`${a.label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  const changed = changedTables(before, await snapshot(t)).filter((n) => !defence.includes(n));
  attacks.forEach((a, i) => tally.record(`${what} ${a.label}`, results[i]! && changed.length === 0));
  expect({ what, bad, changed, polluted: polluted() }).toEqual({ what, bad: [], changed: [], polluted: false });
}

// ── uploads ─────────────────────────────────────────────────────────────────────────────────────
function multipart(fields: Record<string, string>, file?: { field: string; name: string; bytes: Buffer; type?: string }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200, 0)]);
const ZIP_NOT_XLSX = zip([{ name: 'evil.sh', data: Buffer.from('rm -rf /'), declaredSize: 8 }]);

interface UploadRoute {
  url: string;
  field: string;
  fields?: Record<string, string>;
  /** The allowed kind's extension and magic bytes (to build "right bytes, too big"). */
  ext: string;
  magic: Buffer;
  limit: number;
  token: () => string;
}
const UPLOADS: UploadRoute[] = [
  { url: '/api/user/uploaddocument?familyMemberId=0', field: 'document', fields: { documentType: '1', documentSide: '1' }, ext: 'png', magic: PNG_MAGIC, limit: 2_048_000, token: () => patient.token },
  { url: '/api/user/uploadprofileimage', field: 'file', ext: 'png', magic: PNG_MAGIC, limit: 2 * 1024 * 1024, token: () => patient.token },
  { url: '/api/notification/uploadnotifyimage', field: 'file', ext: 'png', magic: PNG_MAGIC, limit: 2 * 1024 * 1024, token: () => broadcaster.token },
  { url: '/api/notification/uploadnotifyuser', field: 'file', ext: 'xlsx', magic: xlsx([['Country Code', 'Mobile No'], ['971', '501234567']]), limit: 1_048_576, token: () => broadcaster.token },
];

test('every upload route is in the table (by the routes that read multipart)', () => {
  // The multipart routes are the POSTs without a body schema among the signed-in ones.
  const multipartRoutes = t.app.registeredRoutes
    .filter((r) => r.method === 'POST' && /upload/.test(r.url))
    .map((r) => r.url);
  expect(multipartRoutes.sort()).toEqual(UPLOADS.map((u) => u.url.split('?')[0]).sort());
});

test('uploads: wrong magic bytes under an allowed name, over the limit, empty, no file, hostile content types', async () => {
  for (const u of UPLOADS) {
    const up = (name: string, bytes: Buffer, type?: string, field = u.field) => () => {
      const body = multipart(u.fields ?? {}, { field, name, bytes, type });
      return send(t, { method: 'POST', url: u.url, payload: body.payload, headers: body.headers }, u.token());
    };
    await refusedAll(u.url, [
      { label: `an executable named .${u.ext}`, run: up(`file.${u.ext}`, EXE, u.ext === 'png' ? 'image/png' : undefined) },
      { label: `an ELF binary named .${u.ext}`, run: up(`file.${u.ext}`, ELF) },
      { label: `HTML with a script named .${u.ext}`, run: up(`file.${u.ext}`, HTML, 'image/png') },
      { label: `SVG with onload named .${u.ext}`, run: up(`file.${u.ext}`, SVG, 'image/svg+xml') },
      { label: 'the right bytes under an .exe name', run: up('file.exe', Buffer.concat([u.magic, Buffer.alloc(64, 1)])) },
      { label: 'a zip that is not a spreadsheet', run: up(`file.${u.ext}`, ZIP_NOT_XLSX) },
      { label: 'the right kind, one byte over the limit', run: up(`file.${u.ext}`, Buffer.concat([u.magic, Buffer.alloc(u.limit + 1 - u.magic.length, 1)])) },
      { label: 'an empty file', run: up(`file.${u.ext}`, Buffer.alloc(0)) },
      { label: 'no file at all', run: () => { const b = multipart(u.fields ?? {}); return send(t, { method: 'POST', url: u.url, payload: b.payload, headers: b.headers }, u.token()); } },
      { label: 'a JSON body instead of multipart', run: () => send(t, { method: 'POST', url: u.url, payload: { file: 'x' } }, u.token()) },
      { label: 'a path in the file name', run: up(`../../../../etc/passwd`, EXE) },
    ]);
  }
});

/**
 * Files that pass the magic-byte check but are not what they claim: parsed (PDF, with pdf.js) and decoded
 * (images, with sharp) before they are stored (security/file-content.ts).
 */
test('uploads read as what they claim: polyglots, scripts in PDFs, attachments, launch links, broken or oversized images', async () => {
  type Target = { url: string; field: string; fields: Record<string, string> };
  const doc: Target = { url: '/api/user/uploaddocument?familyMemberId=0', field: 'document', fields: { documentType: '4', documentSide: '1' } };
  const image: Target = { url: '/api/user/uploadprofileimage', field: 'file', fields: {} };
  const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
  const up = (u: Target, name: string, bytes: Buffer) => () => {
    const body = multipart(u.fields, { field: u.field, name, bytes });
    return send(t, { method: 'POST', url: u.url, payload: body.payload, headers: body.headers }, patient.token);
  };
  await refusedAll('file content', [
    { label: 'the HTML page that starts with %PDF (penetration test)', run: up(doc, 'passport.pdf', PDF_HTML_POLYGLOT) },
    { label: 'a real PDF with a page of HTML after its end', run: up(doc, 'passport.pdf', pdf({ trailing: '<html><script>alert(1)</script></html>' })) },
    { label: 'a real PDF with HTML in a comment after the header', run: up(doc, 'passport.pdf', pdf({ afterHeader: '%<html><body><script>alert(1)</script>\n' })) },
    { label: 'JavaScript run on open', run: up(doc, 'passport.pdf', pdf({ catalog: '/OpenAction 4 0 R', extra: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] })) },
    { label: 'JavaScript in the name tree', run: up(doc, 'passport.pdf', pdf({ catalog: '/Names << /JavaScript 4 0 R >>', extra: ['<< /Names [(a) 5 0 R] >>', '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] })) },
    { label: 'an embedded file', run: up(doc, 'passport.pdf', pdf({ catalog: '/Names << /EmbeddedFiles 4 0 R >>', extra: ['<< /Names [(payload.exe) 5 0 R] >>', '<< /Type /Filespec /F (payload.exe) /EF << /F 6 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'] })) },
    { label: 'a link that launches a program', run: up(doc, 'passport.pdf', pdf({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /Launch /F (cmd.exe) >> >>'] })) },
    { label: 'a PDF header and nothing that parses', run: up(doc, 'passport.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x41), Buffer.from('\n%%EOF\n')])) },
    { label: 'a PNG header and filler (document)', run: up(doc, 'scan.png', Buffer.concat([PNG_MAGIC, Buffer.alloc(200, 1)])) },
    { label: 'a PNG header and filler (profile image)', run: up(image, 'me.png', Buffer.concat([PNG_MAGIC, Buffer.alloc(200, 1)])) },
    { label: 'a truncated JPEG', run: up(image, 'me.jpg', JPEG_8.subarray(0, JPEG_8.length - 60)) },
    { label: 'a PNG of 64 million pixels (decompression bomb)', run: up(image, 'me.png', bomb) },
    // Actions that launch, import or submit, wherever the document keeps them (every object is walked).
    ...ACTIVE_PDFS.map(([label, bytes]) => ({ label: `PDF: ${label}`, run: up(doc, 'passport.pdf', bytes) })),
    // Word relations that fetch from outside, however the XML is written (read with an XML parser).
    ...REMOTE_DOCX.map(([label, bytes]) => ({ label: `Word: ${label}`, run: up(doc, 'passport.docx', bytes) })),
  ]);
  // The same kinds of file, clean, are taken.
  const clean: (readonly [Target, string, Buffer])[] = [
    [doc, 'passport.pdf', pdf()],
    [doc, 'passport.pdf', pdf({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (https://www.example.com/) >> >>'] })],
    ...PASSIVE_PDFS.map(([, bytes]) => [doc, 'passport.pdf', bytes] as const),
    [doc, 'passport.docx', docx()],
    [doc, 'scan.png', PNG_8],
    [image, 'me.jpg', JPEG_8],
  ];
  for (const [u, name, bytes] of clean) {
    const res = await up(u, name, bytes)();
    expect([name, res.statusCode]).toEqual([name, 200]);
  }
});

test('spreadsheets with prototype-pollution payloads are refused and pollute nothing', async () => {
  const files = [
    xlsx([['__proto__', 'constructor'], ['{"polluted":1}', 'x']]),
    xlsx([['Country Code', 'Mobile No', '__proto__'], ['971', '501234567', 'polluted']]),
    xlsx([['Country Code', '__proto__'], ['971', '501234567']]),
    xlsx([['constructor', 'prototype'], ['polluted', 'yes']]),
    xlsx([['Country Code', 'Mobile No', 'constructor'], ['971', '501234567', '{"prototype":{"polluted":"yes"}}']]),
  ];
  await refusedAll('uploadnotifyuser', files.map((bytes, i) => ({
    label: `pollution sheet #${i + 1}`,
    run: () => {
      const b = multipart({}, { field: 'file', name: 'list.xlsx', bytes });
      return send(t, { method: 'POST', url: '/api/notification/uploadnotifyuser', payload: b.payload, headers: b.headers }, broadcaster.token);
    },
  })));
  expect(Object.keys(Object.prototype)).toEqual([]);
});

// ── one-time codes ──────────────────────────────────────────────────────────────────────────────
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const GUESSES = 20;

/** The newest code of that purpose and number: invalidated after the allowed tries (5), never more counted. */
async function expectLocked(purpose: string, mobile: string) {
  const row = await t.handle.db
    .selectFrom('otp_codes')
    .select(['status', 'attempts'])
    .where('purpose', '=', purpose as never)
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect([purpose, row]).toEqual([purpose, { status: 'invalidated', attempts: OTP_MAX_ATTEMPTS }]);
}

test('an OTP brute-force loop on every code the portal checks: locked after the allowed tries, the right code then refused too', async () => {
  // Login: identify with the password, then guesses at /auth/login.
  const { person: a } = await register(t);
  await post(t, '/api/auth/identify', { callingCode: '971', mobile: a.mobile, password: a.password, isInvokedForLogin: true });
  const loginCode = await lastOtp(t, '971', a.mobile);
  const loginAt = (otp: string) => () => send(t, { method: 'POST', url: '/api/auth/login', payload: { callingCode: '971', mobile: a.mobile, password: a.password, otp } });
  await refusedAll('login code', [
    ...Array.from({ length: GUESSES }, (_, i) => ({ label: `guess ${i + 1}`, run: loginAt(wrong(loginCode, i)) })),
    { label: 'the right code after the lock', run: loginAt(loginCode) },
  ], ['otp_codes']);
  await expectLocked('login', a.mobile);

  // Registration: identify a new number, then guesses at verifyOtpForRegistration.
  const p = newPerson();
  const id = await post(t, '/api/auth/identify', { callingCode: '971', mobile: p.mobile, isInvokedForLogin: false, dateOfBirth: p.dateOfBirth, documentTypeId: 1, documentId: p.documentId });
  const referenceId = id.body.data.referenceId as string;
  const regCode = await lastOtp(t, '971', p.mobile);
  const regAt = (otp: string) => () => send(t, { method: 'POST', url: '/api/auth/verifyOtpForRegistration', payload: { referenceId, otp } });
  await refusedAll('registration code', [
    ...Array.from({ length: GUESSES }, (_, i) => ({ label: `guess ${i + 1}`, run: regAt(wrong(regCode, i)) })),
    { label: 'the right code after the lock', run: regAt(regCode) },
  ], ['otp_codes']);
  await expectLocked('registration', p.mobile);

  // Forgot password: sendotpforpassword, then guesses at verifyotpforpassword, then resetpassword with the right code.
  const { person: b } = await register(t);
  await post(t, '/api/user/sendotpforpassword', { callingCode: '971', mobile: b.mobile, dateOfBirth: b.dateOfBirth });
  const resetCode = await lastOtp(t, '971', b.mobile);
  const resetAt = (otp: string) => () => send(t, { method: 'POST', url: '/api/user/verifyotpforpassword', payload: { callingCode: '971', mobile: b.mobile, otp } });
  await refusedAll('password reset code', [
    ...Array.from({ length: GUESSES }, (_, i) => ({ label: `guess ${i + 1}`, run: resetAt(wrong(resetCode, i)) })),
    { label: 'the right code after the lock', run: resetAt(resetCode) },
    { label: 'resetpassword with the right code after the lock', run: () => send(t, { method: 'POST', url: '/api/user/resetpassword', payload: { callingCode: '971', mobile: b.mobile, otp: resetCode, newPassword: 'Hacked#2026' } }) },
  ], ['otp_codes']);
  await expectLocked('password_reset', b.mobile);

  // Family addition: the demo patient adds the spouse the hospital knows; guesses at /user/verify.
  const demo = await t.handle.db.selectFrom('users').select('id').where('mobile', '=', '501234567').executeTakeFirstOrThrow();
  const holder = await sessionOf(t, demo.id, 1);
  // Mariam is seeded on the demo family list: taken off it first, so that adding her asks for her code again.
  await t.handle.db.deleteFrom('family_members').where('user_id', '=', demo.id).where('first_name', '=', 'Mariam').execute();
  const pending = await send(t, {
    method: 'POST', url: '/api/user/savefamilymemberdetailsv2',
    payload: { firstName: 'Mariam', lastName: 'Al Mansoori', email: 'mariam@example.com', dateOfBirth: '22/07/1991', mobile: '502345678', callingCode: '971', genderId: 2, countryId: 784, documentTypeId: 1, documentId: '784-1991-2345678-2', relationId: 1 },
  }, holder.token);
  const familyRef = pending.json().data.referenceId as string;
  const familyCode = await lastOtp(t, '971', '502345678');
  const familyAt = (otp: string) => () => send(t, { method: 'POST', url: '/api/user/verify', payload: { referenceId: familyRef, otp } }, holder.token);
  await refusedAll('family addition code', [
    ...Array.from({ length: GUESSES }, (_, i) => ({ label: `guess ${i + 1}`, run: familyAt(wrong(familyCode, i)) })),
    { label: 'the right code after the lock', run: familyAt(familyCode) },
  ], ['otp_codes']);
  await expectLocked('family', '502345678');
});

// ── refresh token replay ────────────────────────────────────────────────────────────────────────
test('a refresh-token replay revokes the whole family: the thief’s and the owner’s tokens all stop', async () => {
  const { login: first } = await register(t);
  const rotated = await post(t, '/api/auth/refreshtoken', { token: first.token, refreshToken: first.refreshToken });
  expect(rotated.status).toBe(200);
  const owner = rotated.body.data as { token: string; refreshToken: string };
  const everyToken: Inject = { method: 'GET', url: '/api/user/profile' };
  await refusedAll('refresh replay', [
    { label: 'the old refresh token replayed', run: () => send(t, { method: 'POST', url: '/api/auth/refreshtoken', payload: { token: first.token, refreshToken: first.refreshToken } }) },
    { label: 'the rotated refresh token after the replay', run: () => send(t, { method: 'POST', url: '/api/auth/refreshtoken', payload: { token: owner.token, refreshToken: owner.refreshToken } }) },
    { label: 'the rotated access token after the replay', run: () => send(t, everyToken, owner.token) },
    { label: 'the first access token after the replay', run: () => send(t, everyToken, first.token) },
    { label: 'the refresh token with another session’s access token', run: () => send(t, { method: 'POST', url: '/api/auth/refreshtoken', payload: { token: patient.token, refreshToken: owner.refreshToken } }) },
  ], ['sessions', 'refresh_tokens']);
  // The defence: the session (the whole token family) is ended, and only it.
  const sessions = await t.handle.db.selectFrom('sessions').selectAll().where('user_id', '=', first.userId).execute();
  expect(sessions.length).toBeGreaterThan(0);
  expect(sessions.every((x) => (x as { revoked_at?: Date | null }).revoked_at)).toBe(true);
  expect((await send(t, everyToken, patient.token)).statusCode).toBe(200);
});

// ── headers ─────────────────────────────────────────────────────────────────────────────────────
function headerProblems(res: { headers: Record<string, unknown> }, production: boolean): string[] {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  const out: string[] = [];
  if (!csp) out.push('no CSP');
  if (/unsafe-eval/.test(csp)) out.push("CSP allows 'unsafe-eval'");
  if (!/frame-ancestors 'none'/.test(csp)) out.push("no frame-ancestors 'none'");
  if (!/object-src 'none'/.test(csp)) out.push("no object-src 'none'");
  if (h['x-content-type-options'] !== 'nosniff') out.push('no nosniff');
  const hsts = String(h['strict-transport-security'] ?? '');
  if (production && !/max-age=31536000/.test(hsts)) out.push('no HSTS in production');
  if (!production && hsts) out.push('HSTS outside production');
  return out;
}

test('security headers on every route’s answer — success, 401, 400 and 404 alike — and HSTS on every one in production', async () => {
  const answers: { label: string; req: Inject; token?: string }[] = [
    ...t.app.registeredRoutes.filter((r) => r.method === 'GET' && !r.url.includes(':') && !r.url.includes('*')).map((r) => ({ label: `GET ${r.url}`, req: { method: 'GET' as const, url: r.url }, token: patient.token })),
    { label: '401', req: { method: 'GET', url: '/api/user/profile' } },
    { label: '400', req: { method: 'POST', url: '/api/auth/identify', payload: {} } },
    { label: '404', req: { method: 'GET', url: '/api/nothing' } },
  ];
  const bad: string[] = [];
  for (const a of answers) {
    const res = await send(t, a.req, a.token);
    const problems = headerProblems(res, false);
    tally.record(`headers ${a.label}`, problems.length === 0);
    if (problems.length) bad.push(`${a.label} (${res.statusCode}): ${problems.join(', ')}`);
  }
  const config = loadConfig(productionEnv());
  const prod = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) });
  await prod.ready();
  try {
    for (const r of prod.registeredRoutes.filter((x) => !x.url.includes(':') && !x.url.includes('*'))) {
      const res = await prod.inject({ method: r.method as 'GET', url: r.url, ...(r.method === 'GET' ? {} : { payload: {} }) });
      const problems = headerProblems(res, true);
      tally.record(`production headers ${r.method} ${r.url}`, problems.length === 0);
      if (problems.length) bad.push(`production ${r.method} ${r.url} (${res.statusCode}): ${problems.join(', ')}`);
    }
  } finally {
    await prod.close();
  }
  expect(bad).toEqual([]);
});

// ── deep JSON, forwarded addresses ──────────────────────────────────────────────────────────────
const nest = (levels: number, leaf: unknown): unknown => Array.from({ length: levels }).reduce<unknown>((inner) => ({ n: inner }), leaf);

test('a NUL (or anything) nested deeper than the text guard’s limit, on every route with a JSON body: 400, nothing stored', async () => {
  const admin = await newAccount(t, 3);
  const withBody = t.app.registeredRoutes.filter((r) => r.schemaParts.includes('body'));
  expect(withBody.length).toBeGreaterThan(40);
  const bodies = [
    { label: 'a NUL 40 levels down', body: { payload: nest(40, 'a\u0000b') } },
    { label: 'a NUL 33 levels down in an array', body: { items: [nest(33, ['x\u0000'])] } },
    { label: 'clean text 200 levels down', body: { payload: nest(200, 'clean') } },
  ];
  for (const { label, body } of bodies) {
    await refusedAll(`deep JSON: ${label}`, withBody.map((r) => ({
      label: `${r.method} ${r.url}`,
      run: async () => {
        const res = await send(t, { method: r.method as 'POST', url: r.url.replace(/:\w+/g, 'abcdefghij12'), payload: body }, admin.token);
        // Named by its field, as every malformed request (the stand-ins answer in their own envelopes).
        return { statusCode: res.statusCode === 400 && /nested deeper than 32 levels|control characters/.test(res.body) ? 400 : res.statusCode === 400 ? 599 : res.statusCode, body: res.body };
      },
    })));
  }
});

test('behind a trusted proxy, a forwarded address that is not one or is too long is never used: no 500, the nearest real address is stored', async () => {
  const proxied = await createTestApp({ PORTAL_JOBS_WORKER: 'false', PORTAL_TRUSTED_PROXIES: 'loopback' });
  try {
    const cases: [string, string][] = [
      ['not-an-ip', '127.0.0.1'],
      ['a'.repeat(130), '127.0.0.1'],
      [`203.0.113.20, ${'9'.repeat(130)}`, '127.0.0.1'],
      [`${'x'.repeat(130)}, 203.0.113.21`, '203.0.113.21'],
      ['203.0.113.22:8080', '127.0.0.1'],
      [`fe80::1%${'e'.repeat(120)}`, '127.0.0.1'],
      [Array.from({ length: 40 }, (_, i) => `198.51.100.${i + 1}`).join(', '), '198.51.100.40'],
    ];
    const account = await newAccount(proxied, 1);
    for (const [forwarded, address] of cases) {
      const headers = { 'x-forwarded-for': forwarded };
      // Keys of the rate limits (a failed sign-in, a client error report), and the audit log.
      const identify = await proxied.app.inject({ method: 'POST', url: '/api/auth/identify', headers, payload: { callingCode: '971', mobile: '509990001', password: 'Wrong#2026pw', isInvokedForLogin: true } });
      await proxied.handle.db.deleteFrom('client_errors').execute();
      const reported = await proxied.app.inject({ method: 'POST', url: '/api/client-errors', headers, payload: { kind: 'render', message: 'boom' } });
      const profile = await proxied.app.inject({ method: 'GET', url: '/api/user/profile', headers: { ...headers, authorization: `Bearer ${account.token}` } });
      const stored = (await proxied.handle.db.selectFrom('client_errors').select('ip').execute()).map((r) => r.ip);
      const audited = await proxied.handle.db.selectFrom('audit_log').select('ip').where('subject_user_id', '=', account.userId).where('resource', '=', 'profile').orderBy('id', 'desc').limit(1).executeTakeFirst();
      const got = { identify: identify.statusCode, reported: reported.statusCode, profile: profile.statusCode, stored, audited: audited?.ip };
      const want = { identify: 200, reported: 202, profile: 200, stored: [address], audited: address };
      tally.record(`forwarded ${forwarded.slice(0, 40)}`, JSON.stringify(got) === JSON.stringify(want), JSON.stringify(got));
      expect([forwarded, got]).toEqual([forwarded, want]);
    }
  } finally {
    await proxied.close();
  }
});

// ── spreadsheets: an inflated part, and the longest list ────────────────────────────────────────
async function uploadList(bytes: Buffer, token: string) {
  const b = multipart({}, { field: 'file', name: 'list.xlsx', bytes });
  return send(t, { method: 'POST', url: '/api/notification/uploadnotifyuser', payload: b.payload, headers: b.headers }, token);
}

/** The longest the event loop stood still while `run` ran (ms): the widest gap between the ticks of a 5 ms interval. */
async function longestStall<T>(run: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let widest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    widest = Math.max(widest, now - last);
    last = now;
  }, 5);
  try {
    const result = await run();
    // One more tick, so that a stall at the very end is seen too.
    await new Promise((r) => setTimeout(r, 20));
    return { result, stallMs: Math.max(0, widest - 5) };
  } finally {
    clearInterval(tick);
  }
}

test('a 1 MB spreadsheet holding 16 MB of shared strings is refused while it is read, without holding the event loop', async () => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Country Code', 'Mobile No'], ['971', '501234567']]), 'Sheet1');
  // A workbook with a shared-strings part, which the crafted one replaces.
  const good = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: true }) as Buffer;
  // Shared strings that compress well (under the per-part ratio), filling what the old limit let through.
  // The sheet's own four strings first (its header and row), then filler.
  const strings: string[] = ['<si><t>Country Code</t></si><si><t>Mobile No</t></si><si><t>971</t></si><si><t>501234567</t></si>'];
  for (let i = 0, len = 0; len < 16 * 1_048_576 - 64 * 1024; i += 1) {
    const si = `<si><t>Mobile No ${i % 997}</t></si>`;
    strings.push(si);
    len += si.length;
  }
  const sst = Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings.join('')}</sst>`);
  const deflated = zlib.deflateRawSync(sst, { level: 9 });
  const files = [
    { label: 'declaring its 16 MB', bytes: repack(good, { 'xl/sharedStrings.xml': { data: deflated, declaredSize: sst.length } }) },
    { label: 'declaring 2 KB of it', bytes: repack(good, { 'xl/sharedStrings.xml': { data: deflated, declaredSize: 2048 } }) },
  ];
  for (const f of files) {
    expect(f.bytes.length).toBeLessThan(1_048_576);
    const { result: res, stallMs } = await longestStall(() => uploadList(f.bytes, broadcaster.token));
    const refused = res.statusCode === 400 && res.json().message.message === 'Invalid/Empty file, please upload a correct file.';
    // Unpacking and parsing it took the loop 1–2.5 s; refused while reading, the loop never waits long.
    console.log(`spreadsheet of 16 MB shared strings ${f.label}: ${res.statusCode}, longest event-loop stall ${Math.round(stallMs)} ms`);
    tally.record(`16 MB shared strings ${f.label}`, refused && stallMs < 250, `${res.statusCode}, stall ${Math.round(stallMs)} ms`);
    expect({ label: f.label, status: res.statusCode, stalledOver250ms: stallMs >= 250 }).toEqual({ label: f.label, status: 400, stalledOver250ms: false });
  }
});

test('a list of 10,000 numbers (the limit) is counted in one answer, and can be broadcast to', async () => {
  const numbers = Array.from({ length: 10_000 }, (_, i) => ['971', String(560_000_000 + i)]);
  // Three of them have accounts.
  const holders = [0, 4_999, 9_999].map((i) => numbers[i]![1]!);
  for (const [i, mobile] of holders.entries()) {
    await seededAccount(t, { firstName: 'Listed', lastName: `Holder ${i}`, mobile });
  }
  const res = await uploadList(xlsx([['Country Code', 'Mobile No'], ...numbers]), broadcaster.token);
  const data = res.json().data;
  tally.record('a 10,000-number list', res.statusCode === 200 && data?.count === 10_000 && data?.accountCount === 3, `${res.statusCode} ${res.body.slice(0, 100)}`);
  expect([res.statusCode, data?.count, data?.accountCount]).toEqual([200, 10_000, 3]);
  const sent = await send(t, {
    method: 'POST', url: '/api/notification/broadcast',
    payload: { FacilityId: 0, NotificationType: 2, NotificationTitle: 'To the list', NotificationText: 'Ten thousand numbers', Type: 'toExcel', Mobilelist: data.Mobilelist, InURLPath: Buffer.from('https://example.com/list').toString('base64') },
  }, broadcaster.token);
  tally.record('a broadcast to 10,000 numbers', sent.statusCode === 200 && sent.json().data.targetCount === 3, `${sent.statusCode} ${sent.body.slice(0, 100)}`);
  expect([sent.statusCode, sent.json().data?.targetCount]).toEqual([200, 3]);
});

// ── the last administrator ──────────────────────────────────────────────────────────────────────
test('the last administrator keeps the role: not by its own hand, nor when two administrators demote each other at once', async () => {
  const app = await createTestApp({ PORTAL_JOBS_WORKER: 'false' });
  try {
    const a = await seededAccount(app, { firstName: 'Admin', lastName: 'One', roleId: 3 });
    const setRole = (by: Account, userId: number, roleId: number) =>
      send(app, { method: 'POST', url: '/api/user/updaterole', payload: { userId, roleId } }, by.token).then((r) => ({ status: r.statusCode, message: r.json().message.message as string }));
    const roleOf = async (userId: number) => (await app.handle.db.selectFrom('users').select('role_id').where('id', '=', userId).executeTakeFirstOrThrow()).role_id;
    const refusal = { status: 409, message: 'The last administrator cannot lose the administrator role' };

    const self = await setRole(a, a.userId, 1);
    tally.record('the last administrator demoting itself', self.status === 409, JSON.stringify(self));
    expect([self, await roleOf(a.userId)]).toEqual([refusal, 3]);

    // With a second administrator, the two demote each other at the same moment: one of them stays (the other's
    // request is refused by the lock's recount, or by its guard once its own role is gone).
    const b = await seededAccount(app, { firstName: 'Admin', lastName: 'Two', roleId: 1 });
    expect((await setRole(a, b.userId, 3)).status).toBe(200);
    const both = await Promise.all([setRole(a, b.userId, 1), setRole(b, a.userId, 1)]);
    const roles = [await roleOf(a.userId), await roleOf(b.userId)];
    const admins = roles.filter((r) => r === 3).length;
    tally.record('two administrators demoting each other at once', admins === 1, JSON.stringify(both));
    expect({ succeeded: both.filter((x) => x.status === 200).length, admins }).toEqual({ succeeded: 1, admins: 1 });
    expect([403, 409]).toContain(both.find((x) => x.status !== 200)?.status);

    // The one left cannot step down either.
    const survivor = roles[0] === 3 ? a : b;
    const last = await setRole(survivor, survivor.userId, 2);
    tally.record('the administrator left demoting itself', last.status === 409, JSON.stringify(last));
    expect([last, await roleOf(survivor.userId)]).toEqual([refusal, 3]);

    // Nor delete its account: the portal would be left without an administrator all the same.
    const deleted = await send(app, { method: 'POST', url: '/api/auth/deleteaccount' }, survivor.token).then((r) => ({ status: r.statusCode, message: r.json().message.message as string }));
    const status = (await app.handle.db.selectFrom('users').select('status').where('id', '=', survivor.userId).executeTakeFirstOrThrow()).status;
    tally.record('the last administrator deleting its account', deleted.status === 409 && status === 'active', JSON.stringify(deleted));
    expect([deleted, status]).toEqual([refusal, 'active']);
  } finally {
    await app.close();
  }
});

// ── the API's description ───────────────────────────────────────────────────────────────────────
test('/api/docs is not served in production mode unless PORTAL_API_DOCS asks for it; embedded mode serves it', async () => {
  const answers: Record<string, number[]> = {};
  for (const [label, env] of [['production', productionEnv()], ['production with PORTAL_API_DOCS=true', { ...productionEnv(), PORTAL_API_DOCS: 'true' }]] as const) {
    const config = loadConfig(env);
    const app = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) });
    await app.ready();
    try {
      answers[label] = [(await app.inject({ url: '/api/docs' })).statusCode, (await app.inject({ url: '/api/docs/json' })).statusCode];
    } finally {
      await app.close();
    }
  }
  answers['embedded'] = [(await t.app.inject({ url: '/api/docs' })).statusCode, (await t.app.inject({ url: '/api/docs/json' })).statusCode];
  tally.record('/api/docs in production', answers['production']!.every((s) => s === 404), JSON.stringify(answers));
  expect(answers).toEqual({ production: [404, 404], 'production with PORTAL_API_DOCS=true': [200, 200], embedded: [200, 200] });
});
