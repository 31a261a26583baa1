import { sql } from 'kysely';
import { base64url, compactDecrypt, decodeProtectedHeader } from 'jose';
import type { Bundle, Composition } from '@medplum/fhirtypes';
import { SHARE_PASSCODE } from '@portal/shared/contracts';
import { loginDemo } from './auth-support.js';
import { seededAccount } from './account-support.js';
import { createTestApp, type TestApp } from './helpers.js';
import { MANIFEST_LIMITS } from '../src/modules/summary/share-service.js';

/**
 * The summary shared as a SMART Health Link, followed as an outside receiving application would: decode the
 * `shlink:/` payload, POST the manifest with a recipient and the passcode, decrypt the JWE with the link's key (jose),
 * parse the IPS Bundle and find its Composition and sections. Wrong passcodes count down and lock the link, an expired
 * or revoked link answers 404, requests are limited per link and per address, and the owner sees every opening.
 */

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  demo = (await loginDemo(t, 'patient')).token;
}, 180_000);
afterAll(async () => t?.close());

async function api(token: string | null, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, payload, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  return { status: res.statusCode, json: () => res.json(), headers: res.headers, body: res.body, raw: res.rawPayload };
}

async function share(body: object, token = demo) {
  const r = await api(token, 'POST', '/api/user/summary/shares', { sections: ['problems', 'allergies', 'medications', 'results', 'immunizations'], expiresInHours: 24, ...body });
  expect(r.status).toBe(200);
  return r.json().data as { shlink: string; viewerUrl: string; link: { id: number } };
}

/** What a receiving application reads from the link: the payload (decoded, as the protocol defines it). */
function decode(shlink: string) {
  expect(shlink).toMatch(/^shlink:\/[A-Za-z0-9_-]+$/);
  return JSON.parse(new TextDecoder().decode(base64url.decode(shlink.slice('shlink:/'.length)))) as { url: string; key: string; exp: number; flag?: string; label: string; v: number };
}
/** The manifest request to the payload's url (the test app serves it at its path). */
const manifest = (url: string, body: object, ip = '203.0.113.10') =>
  t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: ip });

test('an outside client: decode the link, POST the manifest with the passcode, decrypt the file, read the IPS', async () => {
  const { shlink, viewerUrl, link } = await share({ passcode: 'cedar-2026', label: 'For Dr. Keller, Zurich' });
  expect(viewerUrl).toBe(`${t.config.publicUrl}/share/view#${shlink}`);
  const payload = decode(shlink);
  expect(payload).toMatchObject({ flag: 'P', label: 'For Dr. Keller, Zurich', v: 1 });
  expect(payload.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(payload.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/shl/[A-Za-z0-9_-]{43}$`));
  expect(payload.url.length).toBeLessThanOrEqual(128);
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

  const res = await manifest(payload.url, { recipient: 'Dr. Anna Keller, Zurich', passcode: 'cedar-2026' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  const files = res.json().files as { contentType: string; embedded: string }[];
  expect(files).toHaveLength(1);
  expect(files[0]!.contentType).toBe('application/fhir+json');
  expect(decodeProtectedHeader(files[0]!.embedded)).toEqual({ alg: 'dir', enc: 'A256GCM', cty: 'application/fhir+json' });
  const { plaintext, protectedHeader } = await compactDecrypt(files[0]!.embedded, base64url.decode(payload.key));
  expect(protectedHeader.cty).toBe('application/fhir+json');
  const bundle = JSON.parse(new TextDecoder().decode(plaintext)) as Bundle;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  const composition = bundle.entry![0]!.resource as Composition;
  expect(composition.resourceType).toBe('Composition');
  expect(composition.type!.coding![0]!.code).toBe('60591-5');
  expect(composition.section!.map((s) => s.code!.coding![0]!.code)).toEqual(['11450-4', '48765-2', '10160-0', '30954-2', '11369-6']);
  const patient = bundle.entry!.find((e) => e.fullUrl === composition.subject!.reference)!.resource!;
  expect(patient).toMatchObject({ resourceType: 'Patient', name: [{ given: ['Ahmed'] }] });

  // The server keeps the file encrypted and not the key: the stored file does not open without the link.
  const row = await t.handle.db.selectFrom('summary_share_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
  expect(row.jwe).toBe(files[0]!.embedded);
  expect(JSON.stringify(row)).not.toContain(payload.key);
  expect(JSON.stringify(row)).not.toContain(new URL(payload.url).pathname.split('/').pop());

  // A client that takes no embedded file gets a one-time location instead.
  const small = await manifest(payload.url, { recipient: 'Dr. Anna Keller, Zurich', passcode: 'cedar-2026', embeddedLengthMax: 100 });
  const location = (small.json().files[0] as { location: string; embedded?: string });
  expect(location.embedded).toBeUndefined();
  const file = await t.app.inject({ method: 'GET', url: new URL(location.location).pathname });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/^application\/jose/);
  expect((await compactDecrypt(file.body, base64url.decode(payload.key))).protectedHeader.enc).toBe('A256GCM');
  expect((await t.app.inject({ method: 'GET', url: new URL(location.location).pathname })).statusCode).toBe(404);

  // The owner's list: contents, expiry, passcode, openings, the recipient's name as given.
  const list = (await api(demo, 'GET', '/api/user/summary/shares')).json().data.links as any[];
  expect(list.find((l) => l.id === link.id)).toMatchObject({ status: 'active', passcode: true, openings: 2, recipients: ['Dr. Anna Keller, Zurich'], failedAttempts: 0, sections: ['problems', 'allergies', 'medications', 'results', 'immunizations'] });
});

test('a wrong passcode counts down (401 with remainingAttempts) and locks the link; then 404', async () => {
  const { shlink, link } = await share({ passcode: 'right-passcode' });
  const { url } = decode(shlink);
  expect((await manifest(url, { recipient: 'Someone' })).statusCode).toBe(401);
  for (let i = 1; i < SHARE_PASSCODE.attempts; i += 1) {
    const wrong = await manifest(url, { recipient: 'Guesser', passcode: `wrong-${i}` });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { remainingAttempts: SHARE_PASSCODE.attempts - i }]);
  }
  // A right passcode does not spend an attempt.
  expect((await manifest(url, { recipient: 'Dr. Right', passcode: 'right-passcode' })).statusCode).toBe(200);
  const last = await manifest(url, { recipient: 'Guesser', passcode: 'wrong-last' });
  expect([last.statusCode, last.json()]).toEqual([401, { remainingAttempts: 0 }]);
  expect((await manifest(url, { recipient: 'Dr. Right', passcode: 'right-passcode' })).statusCode).toBe(404);
  const mine = ((await api(demo, 'GET', '/api/user/summary/shares')).json().data.links as any[]).find((l) => l.id === link.id);
  expect(mine).toMatchObject({ status: 'locked', openings: 1, failedAttempts: SHARE_PASSCODE.attempts, remainingAttempts: 0, recipients: ['Guesser', 'Dr. Right'] });
});

test('parallel guesses cannot pass the lifetime limit', async () => {
  const { shlink } = await share({ passcode: 'parallel-right' });
  const { url } = decode(shlink);
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => manifest(url, { recipient: 'Flood', passcode: `guess-${i}` }, `198.51.100.${i + 1}`)));
  const counted = answers.filter((a) => a.statusCode === 401 && typeof a.json().remainingAttempts === 'number');
  expect(counted.length).toBeLessThanOrEqual(SHARE_PASSCODE.attempts);
  expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 404)).toBe(true);
  expect((await manifest(url, { recipient: 'Dr. Right', passcode: 'parallel-right' }, '198.51.100.99')).statusCode).toBe(404);
});

test('revoked at once, expired, unknown: 404; the expiry job removes the link and its file', async () => {
  const revoked = await share({});
  const r = decode(revoked.shlink);
  expect(r.flag).toBeUndefined();
  expect((await manifest(r.url, { recipient: 'Clinic' })).statusCode).toBe(200);
  const answer = await api(demo, 'POST', `/api/user/summary/shares/${revoked.link.id}/revoke`);
  expect(answer.json().data.link).toMatchObject({ status: 'revoked', openings: 1 });
  expect((await manifest(r.url, { recipient: 'Clinic' })).statusCode).toBe(404);

  const expired = await share({ expiresInHours: 1 });
  const e = decode(expired.shlink);
  await sql`update summary_share_links set expires_at = now() - interval '1 second' where id = ${expired.link.id}`.execute(t.handle.db);
  expect((await manifest(e.url, { recipient: 'Clinic' })).statusCode).toBe(404);
  expect((await manifest(`${t.config.publicUrl}/api/shl/${'A'.repeat(43)}`, { recipient: 'Clinic' })).statusCode).toBe(404);
  await sql`update jobs set run_at = now() where queue = 'summary.share-expiry' and payload->>'linkId' = ${String(expired.link.id)}`.execute(t.handle.db);
  await t.app.jobWorker!.drain();
  expect(await t.handle.db.selectFrom('summary_share_links').select('id').where('id', '=', expired.link.id).executeTakeFirst()).toBeUndefined();
  // The revoked link's file is gone at once; the row waits for its own expiry.
  expect((await t.handle.db.selectFrom('summary_share_links').select('jwe').where('id', '=', revoked.link.id).executeTakeFirstOrThrow()).jwe).toBeNull();
});

test('limits: per address and per link, 429 with Retry-After', async () => {
  const { shlink } = await share({});
  const { url } = decode(shlink);
  let last;
  for (let i = 0; i < MANIFEST_LIMITS.perAddress + 1; i += 1) last = await manifest(`${t.config.publicUrl}/api/shl/${'B'.repeat(43)}`, { recipient: 'Scanner' }, '192.0.2.77');
  expect(last!.statusCode).toBe(429);
  expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  const answers = [];
  for (let i = 0; i < MANIFEST_LIMITS.perLink + 1; i += 1) answers.push((await manifest(url, { recipient: 'Clinic' }, `192.0.2.${100 + i}`)).statusCode);
  expect(answers.slice(0, MANIFEST_LIMITS.perLink).every((s) => s === 200)).toBe(true);
  expect(answers.at(-1)).toBe(429);
});

test('bad requests are named; a link is made only of a summary the caller may read', async () => {
  const { shlink } = await share({});
  const { url } = decode(shlink);
  const noRecipient = await manifest(url, {}, '192.0.2.200');
  expect(noRecipient.statusCode).toBe(400);
  expect(noRecipient.body).toContain('recipient');
  for (const [body, field] of [[{ expiresInHours: 0 }, 'expiresInHours'], [{ expiresInHours: 721 }, 'expiresInHours'], [{ passcode: '123' }, 'passcode'], [{ sections: [] }, 'sections']] as const) {
    const r = await api(demo, 'POST', '/api/user/summary/shares', { sections: ['problems'], expiresInHours: 24, ...body });
    expect([r.status, r.json().data?.field]).toEqual([400, field]);
  }
  const stranger = await seededAccount(t, { firstName: 'Stranger' });
  expect((await api(stranger.token, 'POST', '/api/user/summary/shares', { familyMemberId: 1, sections: ['problems'], expiresInHours: 1 })).status).toBe(403);
  expect((await api(stranger.token, 'POST', `/api/user/summary/shares/${(await share({})).link.id}/revoke`)).status).toBe(403);
  expect((await api(null, 'GET', '/api/user/summary')).status).toBe(401);
});

test('a family member with her own number: only after her consent code; her own account sees the link and who opened it', async () => {
  const family = (await api(demo, 'GET', '/api/user/familymembers')).json().data as { familyMemberId: number; firstName: string; mobile: string }[];
  const mariam = family.find((m) => m.firstName === 'Mariam')!;
  const yousef = family.find((m) => m.firstName === 'Yousef')!;
  // The child is on the account's number: no code needed.
  expect((await api(demo, 'GET', `/api/user/summary?familyMemberId=${yousef.familyMemberId}`)).status).toBe(200);
  const refused = await api(demo, 'POST', '/api/user/summary/shares', { familyMemberId: mariam.familyMemberId, sections: ['problems'], expiresInHours: 2 });
  expect([refused.status, refused.json().message.message]).toEqual([403, 'OTP verification required']);
  await sql`insert into records_report_grants (user_id, calling_code, mobile, expires_at) select id, '971', '502345678', now() + interval '15 minutes' from users where mobile = '501234567'`.execute(t.handle.db);
  const { shlink, link } = await share({ familyMemberId: mariam.familyMemberId, sections: ['problems'], passcode: 'mariam-shares' });
  const { url, key } = decode(shlink);
  const opened = await manifest(url, { recipient: 'Dr. Nour, Muscat', passcode: 'mariam-shares' });
  const bundle = JSON.parse(new TextDecoder().decode((await compactDecrypt(opened.json().files[0].embedded, base64url.decode(key))).plaintext)) as Bundle;
  expect(bundle.entry!.find((e) => e.resource!.resourceType === 'Patient')!.resource).toMatchObject({ name: [{ given: ['Mariam'] }] });
  expect((await manifest(url, { recipient: 'Dr. Nour, Muscat', passcode: 'wrong-one' })).statusCode).toBe(401);

  // Mariam's own account (her identity document is the family member's).
  const own = await seededAccount(t, { firstName: 'Mariam', lastName: 'Al Mansoori', dateOfBirth: '1991-07-22', mobile: '502345678', documentId: '784199123456782', genderId: 2 });
  const hers = ((await api(own.token, 'GET', '/api/user/summary/shares')).json().data.links as any[]);
  expect(hers.map((l) => [l.id, l.mine, l.patientName, l.recipients])).toEqual([[link.id, false, 'Mariam Al Mansoori', ['Dr. Nour, Muscat']]]);
  const access = (await api(own.token, 'GET', '/api/user/recordaccess')).json().data.entries as any[];
  expect(access.filter((e) => e.what === 'sharedSummary').map((e) => [e.who, e.refused, e.channel, e.reference])).toEqual([
    [{ kind: 'recipient', name: 'Dr. Nour, Muscat' }, true, 'link', String(link.id)],
    [{ kind: 'recipient', name: 'Dr. Nour, Muscat' }, false, 'link', String(link.id)],
  ]);
  // And the account holder's "who saw my records" shows the same openings of Mariam's summary.
  const holder = (await api(demo, 'GET', '/api/user/recordaccess')).json().data.entries as any[];
  expect(holder.filter((e) => e.what === 'sharedSummary' && e.reference === String(link.id)).map((e) => e.whose.name)).toEqual(['Mariam Al Mansoori', 'Mariam Al Mansoori']);
  // An account on another number that only claims her document sees no link, no opening, and cannot revoke.
  const claimant = await seededAccount(t, { firstName: 'Mallory', lastName: 'Claimant', dateOfBirth: '1991-07-22', documentId: '784199123456782', genderId: 2 });
  expect((await api(claimant.token, 'GET', '/api/user/summary/shares')).json().data.links).toEqual([]);
  expect(((await api(claimant.token, 'GET', '/api/user/recordaccess')).json().data.entries as any[]).filter((e) => e.what === 'sharedSummary')).toEqual([]);
  expect((await api(claimant.token, 'POST', `/api/user/summary/shares/${link.id}/revoke`)).status).toBe(403);
  // She may revoke it herself.
  expect((await api(own.token, 'POST', `/api/user/summary/shares/${link.id}/revoke`)).json().data.link.status).toBe('revoked');
});

test('downloads of one’s own: FHIR JSON and a PDF in English and Arabic, no password; on "who saw my records"', async () => {
  const json = await api(demo, 'GET', '/api/user/summary?lang=en&sections=problems,allergies');
  expect(json.headers['content-type']).toMatch(/^application\/fhir\+json/);
  expect((JSON.parse(json.body) as Bundle).type).toBe('document');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  for (const [lang, words] of [['en', ['International Patient Summary', 'Prediabetes', 'Penicillin']], ['ar', ['Prediabetes', 'Penicillin']]] as const) {
    const pdf = await api(demo, 'GET', `/api/user/summary/pdf?lang=${lang}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await getDocument({ data: new Uint8Array(pdf.raw), verbosity: 0 }).promise;
    const text = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    for (const w of words) expect(text).toContain(w);
  }
  const access = (await api(demo, 'GET', '/api/user/recordaccess')).json().data.entries as any[];
  expect(access.filter((e) => e.what === 'summary' && e.who.kind === 'self').length).toBeGreaterThanOrEqual(3);
});
