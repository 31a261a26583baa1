import { sql } from 'kysely';
import { seededAccount, sessionOf, type SeededAccount } from './account-support.js';
import { reportPassword } from '../src/modules/records/report-pdf.js';
import { DEMO_FAMILY } from '../src/standins/his/seed.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Diagnostic reports and medication through HTTP on a seeded database: ownership (another account's
 * report, medication or member → 403, and the refusal is in the audit log), the PDF's password checked
 * with pdf.js itself, the code for a family member's reports, and the active/past split of medication.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(async () => {
  await t.close();
});

type Patient = SeededAccount;
const newPatient = (firstName = 'Layla', dateOfBirth = '1990-05-01', mobile?: string, documentId?: string): Promise<Patient> =>
  seededAccount(t, { firstName, lastName: 'Records', dateOfBirth, mobile, documentId, genderId: 2 });

async function call(p: Patient | null, url: string, payload?: object, method: 'GET' | 'POST' = 'POST') {
  const res = await t.app.inject({ method, url, payload, headers: p ? { authorization: `Bearer ${p.token}` } : {} });
  const json = /json/.test(String(res.headers['content-type'])) ? res.json() : null;
  return { status: res.statusCode, body: json as { message: { status: string; message: string }; data: any }, raw: res };
}

async function seedRecords(p: Patient, pages = 2) {
  const r = await call(null, '/api/dev/records/seed', { callingCode: '971', mobile: p.mobile, pages });
  expect(r.status).toBe(200);
  return r.body.data as { patientId: string; docNumbers: string[] };
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function deniedEntries(userId: number, resource: string) {
  const r = await sql<{ action: string; resource_id: string | null; outcome: string }>`
    select action, resource_id, outcome from audit_log where actor_user_id = ${userId} and resource = ${resource} and outcome = 'denied' order by id`.execute(t.handle.db);
  return r.rows;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: PdfJs;
beforeAll(async () => {
  pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
});

async function pdfText(bytes: Buffer, password?: string): Promise<{ pages: number; text: string }> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), password, ...({ isEvalSupported: false } as object), useSystemFonts: false, verbosity: 0 }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text += content.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n';
  }
  const pages = doc.numPages;
  await doc.loadingTask.destroy();
  return { pages, text };
}

describe('lab reports', () => {
  test('the current window lists the own orders with their tests; the past window the older ones', async () => {
    const p = await newPatient();
    const seeded = await seedRecords(p);
    const current = await call(p, '/api/appointment/labreports', { patientId: '', his: '', startDate: daysAgo(30), endDate: today(), familyMemberId: 0 });
    expect(current.status).toBe(200);
    expect(current.body.message.status).toBe('Success');
    const docs = current.body.data.patientLabOrderDetails.map((o: any) => o.docNumber);
    expect(docs).toEqual(expect.arrayContaining([`LAB-CBC-${seeded.patientId}`, `RBF-XRAY-${seeded.patientId}`, `LAB-CHECK-${seeded.patientId}`]));
    expect(docs).not.toContain(`LAB-LIPID-${seeded.patientId}`);
    const cbc = current.body.data.patientLabOrderDetails.find((o: any) => o.docNumber.startsWith('LAB-CBC'));
    expect(cbc).toMatchObject({ docType: 'LAB', facilityId: 'BU10', patientId: seeded.patientId, familyMemberId: 0, otpRequired: false });
    expect(current.body.data.patientLabTestDetails.filter((x: any) => x.docNumber === cbc.docNumber).map((x: any) => [x.testName, x.flag]))
      .toEqual([['Haemoglobin', 'L'], ['White blood cells', 'N'], ['Platelets', 'H']]);
    const past = await call(p, '/api/appointment/labreports', { startDate: daysAgo(182), endDate: daysAgo(31) });
    expect(past.body.data.patientLabOrderDetails.map((o: any) => o.docNumber)).toEqual([`LAB-LIPID-${seeded.patientId}`]);
  });

  test('an empty window says NotFound with empty lists; bad dates are 400', async () => {
    const p = await newPatient();
    const r = await call(p, '/api/appointment/labreports', { startDate: daysAgo(30), endDate: today() });
    expect(r.status).toBe(200);
    expect(r.body.message.status).toBe('NotFound');
    expect(r.body.data.patientLabOrderDetails).toEqual([]);
    expect((await call(p, '/api/appointment/labreports', { startDate: 'yesterday', endDate: today() })).status).toBe(400);
    expect((await call(p, '/api/appointment/labreports', { startDate: today(), endDate: daysAgo(3) })).status).toBe(400);
    expect((await call(null, '/api/appointment/labreports', { startDate: daysAgo(3), endDate: today() })).status).toBe(401);
  });

  test("another account's report, list, medication and member are refused with 403 and the refusals are audited", async () => {
    const owner = await newPatient();
    const seeded = await seedRecords(owner);
    const other = await newPatient();
    const doc = seeded.docNumbers[0]!;

    const pdf = await call(other, '/api/appointment/labreportspdf', { documentNumber: doc, documentType: 'LAB', facilityId: ['BU10'], skipPasswordProtection: true });
    expect(pdf.status).toBe(403);
    expect(pdf.raw.headers['content-type']).not.toMatch(/pdf/);
    const list = await call(other, '/api/appointment/labreports', { patientId: seeded.patientId, startDate: daysAgo(30), endDate: today() });
    expect(list.status).toBe(403);
    const meds = await call(other, '/api/appointment/medications?brandName=burjeel', { patientId: seeded.patientId });
    expect(meds.status).toBe(403);
    const member = await call(other, '/api/appointment/medications', { familyMemberId: 4242 });
    expect(member.status).toBe(403);

    const reportRefusals = await deniedEntries(other.userId, 'lab-report-pdf');
    expect(reportRefusals).toEqual([{ action: 'download', resource_id: doc, outcome: 'denied' }]);
    expect((await deniedEntries(other.userId, 'lab-report')).map((r) => r.resource_id)).toEqual([`patient:${seeded.patientId}`]);
    expect((await deniedEntries(other.userId, 'medication')).map((r) => r.resource_id)).toEqual([`patient:${seeded.patientId}`, 'member:4242']);
    // The owner's own reads are audited as successes.
    await call(owner, '/api/appointment/labreportspdf', { documentNumber: doc, skipPasswordProtection: true });
    const okRows = await sql<{ n: string }>`select count(*)::text as n from audit_log where actor_user_id = ${owner.userId} and resource = 'lab-report-pdf' and outcome = 'success' and resource_id = ${doc}`.execute(t.handle.db);
    expect(okRows.rows[0]!.n).toBe('1');
  });
});

describe('report PDF', () => {
  test('the protected copy opens only with the spec password; the unprotected copy opens without one', async () => {
    const p = await newPatient('Noura', '1992-11-04');
    const seeded = await seedRecords(p);
    const doc = seeded.docNumbers[0]!;
    const res = await call(p, '/api/appointment/labreportspdf', {
      documentNumber: doc, documentPart: '1', documentType: 'LAB', documentVersion: '1', facilityId: ['BU10'], patientId: seeded.patientId,
      patientName: 'Noura', patientDOB: '1992-11-04', skipPasswordProtection: false, encryptedSecurityKey: 'x',
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    const bytes = res.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reportPassword('Noura', '1992-11-04')).toBe('NOUR04111992');

    await expect(pdfText(bytes)).rejects.toMatchObject({ name: 'PasswordException' });
    await expect(pdfText(bytes, 'NOUR11041992')).rejects.toMatchObject({ name: 'PasswordException' });
    await expect(pdfText(bytes, 'nour04111992')).rejects.toMatchObject({ name: 'PasswordException' });
    const opened = await pdfText(bytes, 'NOUR04111992');
    for (const name of ['Haemoglobin', 'White blood cells', 'Platelets', 'Burjeel Hospital', doc, 'Low', 'High', '12.0 - 15.5']) expect(opened.text).toContain(name);

    const plain = await call(p, '/api/appointment/labreportspdf', { documentNumber: doc, skipPasswordProtection: true });
    expect((await pdfText(plain.raw.rawPayload)).text).toContain('Platelets');
  });

  test('a 5-page report has 5 pages with every test', async () => {
    const p = await newPatient();
    const seeded = await seedRecords(p, 5);
    const res = await call(p, '/api/appointment/labreportspdf', { documentNumber: seeded.docNumbers[3], skipPasswordProtection: true });
    const { pages, text } = await pdfText(res.raw.rawPayload);
    expect(pages).toBe(5);
    expect(text).toContain('Page 5 of 5');
    expect(text).toContain('marker 160');
  });

  test('an unknown report is 404 and the miss is audited', async () => {
    const p = await newPatient();
    const res = await call(p, '/api/appointment/labreportspdf', { documentNumber: 'LAB-NOPE-1' });
    expect(res.status).toBe(404);
  });
});

describe('medications', () => {
  test('active until creation date + duration days, past afterwards', async () => {
    const p = await newPatient();
    await seedRecords(p);
    const r = await call(p, '/api/appointment/medications?brandName=burjeel', { patientId: '', his: '', familyMemberId: 0 });
    expect(r.status).toBe(200);
    expect(r.body.data.activeMedications.map((m: any) => m.brandName).sort()).toEqual(['Glucophage 500 mg', 'Vitamin D3 50,000 IU']);
    expect(r.body.data.pastMedications.map((m: any) => m.brandName)).toEqual(['Augmentin 625 mg']);
    const g = r.body.data.activeMedications.find((m: any) => m.brandName.startsWith('Glucophage'));
    expect(g).toMatchObject({ duration: 30, creationDate: daysAgo(5), endDate: daysAgo(-25), doctorName: 'Dr. Sara Haddad' });
  });
});

describe('family member reports', () => {
  test('a member with her own number: her report list shows no value, test or doctor until her code is entered; a member on the account number opens directly', async () => {
    const s = DEMO_FAMILY.spouse;
    // The demo patient, whose family (added through the hospital's registrations) is seeded.
    const demoId = (await sql<{ id: number }>`select id from users where calling_code = '971' and mobile = '501234567' and status = 'active'`.execute(t.handle.db)).rows[0]!.id;
    const holder = { ...(await sessionOf(t, demoId)), mobile: '501234567' } as Patient;
    const members = (await call(holder, '/api/user/familymembers', undefined, 'GET')).body.data as { familyMemberId: number; firstName: string }[];
    const spouseId = members.find((m) => m.firstName === s.firstName)!.familyMemberId;
    const childId = members.find((m) => m.firstName === DEMO_FAMILY.child.firstName)!.familyMemberId;

    const window = { startDate: daysAgo(30), endDate: today() };
    const list = await call(holder, '/api/appointment/labreports', { familyMemberId: spouseId, ...window });
    expect(list.status).toBe(200);
    const order = list.body.data.patientLabOrderDetails.find((o: any) => o.docNumber === 'LAB-BU10-RECENT-040');
    expect(order).toMatchObject({ docNumber: 'LAB-BU10-RECENT-040', otpRequired: true, familyMemberId: spouseId, orderName: '', doctorName: '', docType: 'LAB', facilityId: 'BU10' });
    expect(list.body.data.patientLabTestDetails).toEqual([]);
    expect(JSON.stringify(list.body)).not.toMatch(/Vitamin|Pregnancy|hCG/);
    const before = await call(holder, '/api/appointment/labreportspdf', { documentNumber: order.docNumber, skipPasswordProtection: true });
    expect(before.status).toBe(403);
    const active = (await call(holder, '/api/user/activelabreports', undefined, 'GET')).body.data.reports as { docNumber: string; orderName: string }[];
    expect(active.find((r) => r.docNumber === order.docNumber)?.orderName).toBe('');

    // The child shares the account's number: opens directly.
    const child = await call(holder, '/api/appointment/labreports', { familyMemberId: childId, ...window });
    expect(child.body.data.patientLabOrderDetails[0]).toMatchObject({ docNumber: 'LAB-BU10-RECENT-052', otpRequired: false, orderName: 'Complete Blood Count' });
    expect(child.body.data.patientLabTestDetails.map((x: { testName: string }) => x.testName)).toContain('Haemoglobin');
    expect((await call(holder, '/api/appointment/labreportspdf', { documentNumber: 'LAB-BU10-RECENT-052', skipPasswordProtection: true })).status).toBe(200);

    const sent = await call(holder, '/api/user/sendotptofamily', { callingCode: s.callingCode, mobile: s.mobile });
    expect(sent.status).toBe(200);
    expect(sent.body.message.status).toBe('OTPSent');
    const outbox = await call(null, `/api/dev/outbox?mobile=${s.callingCode}${s.mobile}`, undefined, 'GET');
    const code = /\b(\d{6})\b/.exec(outbox.body.data[0].text)![1]!;
    const wrong = await call(holder, '/api/user/verifyuser', { callingCode: s.callingCode, mobile: s.mobile, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message.message).toBe('Invalid OTP');
    const right = await call(holder, '/api/user/verifyuser', { callingCode: s.callingCode, mobile: s.mobile, otp: code });
    expect(right.status).toBe(200);
    const released = await call(holder, '/api/appointment/labreports', { familyMemberId: spouseId, ...window });
    expect(released.body.data.patientLabOrderDetails.find((o: any) => o.docNumber === order.docNumber)).toMatchObject({ otpRequired: false, orderName: 'Vitamin D' });
    const tests = released.body.data.patientLabTestDetails as { docNumber: string; testName: string; value: string; flag: string; pending?: boolean }[];
    expect(tests.filter((x) => x.docNumber === order.docNumber)).toEqual([expect.objectContaining({ testName: '25-OH Vitamin D', value: '45', unit: 'nmol/L', flag: 'L' })]);
    // Her pregnancy test is held for her doctor (a sensitive test): named, with no value, and its report waits too.
    const held = tests.find((x) => x.pending)!;
    expect(held).toMatchObject({ value: '', referenceRange: '', flag: '', pending: true });
    const heldPdf = await call(holder, '/api/appointment/labreportspdf', { documentNumber: held.docNumber, skipPasswordProtection: true });
    expect([heldPdf.status, heldPdf.body.message.message]).toEqual([403, 'Result pending review by your doctor']);
    const after = await call(holder, '/api/appointment/labreportspdf', { documentNumber: order.docNumber });
    expect(after.status).toBe(200);
    const text = (await pdfText(after.raw.rawPayload, reportPassword(s.firstName, s.dateOfBirth))).text;
    expect(text).toContain('25-OH Vitamin D');
    expect(text).toContain('Mariam');

    // Another account cannot ask a code for that number.
    const stranger = await newPatient();
    expect((await call(stranger, '/api/user/sendotptofamily', { callingCode: s.callingCode, mobile: s.mobile })).status).toBe(403);
  });

  test('active lab reports of the last 30 days', async () => {
    const p = await newPatient();
    await seedRecords(p);
    const r = await call(p, '/api/user/activelabreports', undefined, 'GET');
    expect(r.status).toBe(200);
    expect(r.body.data.count).toBe(3);
  });
});

describe("the page's language", () => {
  test('an Arabic page reads the doctors and hospitals of its reports and medication in Arabic, an English page in English', async () => {
    const { login } = await import('./auth-support.js');
    const { doctorAt } = await import('../src/standins/his/seed.js');
    const { locations } = await import('../src/adapters/content/catalogue.js');
    const { token } = await login(t, { callingCode: '971', mobile: DEMO_FAMILY.patient.mobile, password: 'Portal@2026' });
    const ask = async (url: string, body: object, lang: 'en' | 'ar') =>
      (await t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } })).json().data;
    const window = { familyMemberId: 0, startDate: daysAgo(30), endDate: today() };
    const ll18 = locations.find((l) => l.facilityCode === 'LL18')!;
    const thyroid = (d: any) => d.patientLabOrderDetails.find((o: any) => o.docNumber === 'LAB-LL18-RECENT-031');
    const ar = thyroid(await ask('/api/appointment/labreports', window, 'ar'));
    const en = thyroid(await ask('/api/appointment/labreports', window, 'en'));
    expect(ar.facilityName).toBe(ll18.name.ar);
    expect(en.facilityName).toBe(ll18.name.en);
    expect(en.facilityId).toBe('LL18');
    const doctor = [0, 1, 2, 3, 4, 5, 6].map((i) => doctorAt('LL18', i)).find((d) => d.name.en === en.doctorName)!;
    expect(doctor).toBeDefined();
    expect(ar.doctorName).toBe(doctor.name.ar);
    const meds = await ask('/api/appointment/medications', { familyMemberId: 0 }, 'ar');
    const all = [...meds.activeMedications, ...meds.pastMedications];
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) expect(m.doctorName).toMatch(/[\u0600-\u06FF]/);
  });
});
