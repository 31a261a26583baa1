import { sql } from 'kysely';
import { seededAccount, type SeededAccount } from './account-support.js';
import { DEMO_FAMILY } from '../src/standins/his/seed.js';
import { createTestApp, settleJobs, type TestApp } from './helpers.js';
import { loginDemo } from './auth-support.js';

/**
 * "Who saw my records": the reads of the audit log the API writes, about the caller and their family members
 * only, newest first, with who read (the patient, a family account holder, an administrator, the hospital
 * system) and from where (portal, teleconsultation).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 60_000);
afterAll(() => t.close());

type Patient = SeededAccount;
const newPatient = (firstName: string, dateOfBirth: string, opts: { mobile?: string; documentId?: string } = {}): Promise<Patient> =>
  seededAccount(t, { firstName, lastName: 'Access', dateOfBirth, genderId: 2, ...opts });

async function call(p: Patient | string | null, url: string, payload?: object, method: 'GET' | 'POST' = 'POST', channel = 'PATIENTPORTA') {
  const token = typeof p === 'string' ? p : p?.token;
  const res = await t.app.inject({ method, url, payload, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), invoking_channel: channel } });
  const body = /json/.test(String(res.headers['content-type'])) ? res.json() : null;
  return { status: res.statusCode, body: body as { message: { status: string; message: string }; data: any } };
}
const accessLog = async (p: Patient, query = '') => (await call(p, `/api/user/recordaccess${query}`, undefined, 'GET')).body.data as { entries: any[]; total: number };
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test('the patient’s own reads: reports, a report’s PDF, medication, appointments, documents, newest first, with the channel', async () => {
  const p = await newPatient('Layla', '1990-05-01');
  const seeded = (await call(null, '/api/dev/records/seed', { callingCode: '971', mobile: p.mobile, pages: 1 })).body.data as { docNumbers: string[] };
  expect((await call(p, '/api/appointment/labreports', { startDate: daysAgo(30), endDate: today() })).status).toBe(200);
  expect((await call(p, '/api/appointment/labreportspdf', { documentNumber: seeded.docNumbers[0], skipPasswordProtection: true })).status).toBe(200);
  expect((await call(p, '/api/appointment/medications', { familyMemberId: 0 })).status).toBe(200);
  expect((await call(p, '/api/appointment/appointments?familyMemberId=0', undefined, 'GET')).status).toBe(200);
  expect((await call(p, '/api/user/documents?familyMemberId=0', undefined, 'GET', 'TELECONSULT')).status).toBe(200);

  const log = await accessLog(p);
  expect(log.total).toBe(5);
  expect(log.entries.map((e) => e.what)).toEqual(['documents', 'appointments', 'medication', 'report', 'reports']);
  expect(log.entries[3]).toMatchObject({ reference: seeded.docNumbers[0], whose: { familyMemberId: 0, name: 'Layla Access' }, who: { kind: 'self', name: 'Layla Access' }, channel: 'portal' });
  expect(log.entries[0]).toMatchObject({ what: 'documents', channel: 'teleconsultation', reference: null });
  expect(Date.parse(log.entries[0].at)).toBeGreaterThanOrEqual(Date.parse(log.entries[4].at));

  const page2 = await accessLog(p, '?start=2&take=2');
  expect(page2.total).toBe(5);
  expect(page2.entries.map((e) => e.what)).toEqual(['medication', 'report']);
  expect((await accessLog(p, '?start=10')).entries).toEqual([]);
  expect((await accessLog(p, '?start=10')).total).toBe(5);
  expect((await call(null, '/api/user/recordaccess', undefined, 'GET')).status).toBe(401);
  expect((await call(p, '/api/user/recordaccess?take=500', undefined, 'GET')).status).toBe(400);
});

test('a family member’s report opened through the consent code: the holder sees it under the member, the member (with an account of their own) sees who opened it; another patient gets nothing', async () => {
  const s = DEMO_FAMILY.spouse;
  const holder = await newPatient('Ahmed', '1980-01-01');
  // Mariam's own account: her number is on the hospital's registration, so it is hers.
  const member = await newPatient(s.firstName, s.dateOfBirth, { documentId: s.documentId, mobile: s.mobile });
  const stranger = await newPatient('Omar', '1985-02-02');
  // An account that only claims her document (another number): a claim is not proof.
  const claimant = await newPatient(s.firstName, s.dateOfBirth, { documentId: s.documentId });
  const memberId = (
    await sql<{ id: number }>`
      insert into family_members (user_id, first_name, last_name, email, date_of_birth, calling_code, mobile, gender_id, country_id, document_type_id, document_id, relation_id, relation)
      values (${holder.userId}, ${s.firstName}, ${s.lastName}, 'x@example.com', ${s.dateOfBirth}, ${s.callingCode}, ${s.mobile}, ${s.genderId}, 784, ${s.documentTypeId}, ${s.documentId}, 1, 'Spouse')
      returning id`.execute(t.handle.db)
  ).rows[0]!.id;

  const list = await call(holder, '/api/appointment/labreports', { familyMemberId: memberId, startDate: daysAgo(30), endDate: today() });
  // Her vitamin D report (her pregnancy test is held for her doctor, and its report with it).
  const docNumber = list.body.data.patientLabOrderDetails.find((o: { docNumber: string }) => o.docNumber === 'LAB-BU10-RECENT-040').docNumber as string;
  await call(holder, '/api/user/sendotptofamily', { callingCode: s.callingCode, mobile: s.mobile });
  const outbox = (await call(null, `/api/dev/outbox?mobile=${s.callingCode}${s.mobile}`, undefined, 'GET')).body.data as { text: string }[];
  const code = /\b(\d{6})\b/.exec(outbox[0]!.text)![1]!;
  expect((await call(holder, '/api/user/verifyuser', { callingCode: s.callingCode, mobile: s.mobile, otp: code })).status).toBe(200);
  expect((await call(holder, '/api/appointment/labreportspdf', { documentNumber: docNumber, skipPasswordProtection: true })).status).toBe(200);

  const mine = await accessLog(holder);
  expect(mine.entries[0]).toMatchObject({ what: 'report', reference: docNumber, whose: { familyMemberId: memberId, name: 'Mariam Al Mansoori' }, who: { kind: 'self' } });
  expect(mine.entries[1]).toMatchObject({ what: 'reports', whose: { familyMemberId: memberId, name: 'Mariam Al Mansoori' } });

  const theirs = await accessLog(member);
  expect(theirs.entries.map((e) => [e.what, e.who.kind, e.who.name, e.whose.familyMemberId])).toEqual([
    ['report', 'family', 'Ahmed Access', 0],
    ['reports', 'family', 'Ahmed Access', 0],
  ]);

  // Object-level check: a patient with no reads sees none of these, whatever they ask.
  expect(await accessLog(claimant)).toEqual({ entries: [], total: 0 });
  const other = await accessLog(stranger);
  expect(other).toEqual({ entries: [], total: 0 });
  expect((await call(stranger, `/api/user/recordaccess?start=0&take=50&userId=${holder.userId}`, undefined, 'GET')).body.data).toEqual({ entries: [], total: 0 });
});

test('an administrator’s look-up and the hospital system’s read of a new result are named as such', async () => {
  const p = await newPatient('Huda', '1992-03-03');
  const admin = (await loginDemo(t, 'admin')).token;
  expect((await call(admin, `/api/user/searchuser?callingCode=971&mobile=${p.mobile}`, undefined, 'GET')).status).toBe(200);
  const arrived = await call(null, '/api/dev/his/labresult', { callingCode: '971', mobile: p.mobile });
  expect(arrived.status).toBe(200);
  await settleJobs(t);
  const log = await accessLog(p);
  expect(log.entries.map((e) => [e.what, e.who.kind, e.who.name, e.channel])).toEqual([
    ['report', 'hospital', null, null],
    ['account', 'administrator', null, 'portal'],
  ]);
  expect(log.entries[0].reference).toBe(arrived.body.data.docNumber);
});

test('the demo patient’s spouse and child (in the hospital stand-in) are on the family list, once however often the seed runs', async () => {
  const demo = (await loginDemo(t, 'patient')).token;
  const { seedDemoFamily } = await import('../src/modules/family/seed.js');
  expect(await seedDemoFamily(t.handle.db, DEMO_FAMILY.patient, [DEMO_FAMILY.spouse, DEMO_FAMILY.child])).toBe(0);
  const list = (await call(demo, '/api/user/familymembers', undefined, 'GET')).body.data as { firstName: string; relation: string; mobile: string }[];
  expect(list.map((m) => [m.firstName, m.relation, m.mobile])).toEqual([
    ['Mariam', 'Spouse', DEMO_FAMILY.spouse.mobile],
    ['Yousef', 'Son', DEMO_FAMILY.patient.mobile],
  ]);
});
