import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Binary, Bundle, DiagnosticReport, Observation } from '@medplum/fhirtypes';
import { MSG } from '@portal/shared/contracts';
import { doctors } from '../src/standins/content/data/index.js';
import { createFhirHis } from '../src/adapters/his/fhir.js';
import { HisUnavailableError, type PersonIdentity } from '../src/adapters/his/index.js';
import { startFhirServer, type FhirTestServer } from '../src/standins/fhir/server.js';
import { demoFhirBundle } from '../src/standins/fhir/demo-bundle.js';
import { DEMO_FAMILY, labOrders } from '../src/standins/his/seed.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { secretKeys } from '../src/modules/security/secrets.js';
import { createTestApp, type TestApp } from './helpers.js';
import { changedTables, snapshot } from './security-support.js';
import { pdf as handMadePdf } from './file-support.js';

/**
 * The portal on HIS_ADAPTER=fhir, signed in to a real FHIR R4 server with SMART Backend Services, and the hospital's
 * faults: the server down or too slow, an OperationOutcome, a slot taken meanwhile, a malformed resource. A proxy in
 * front of the server plays each fault; the portal must answer in the spec's words and change none of its tables.
 */

type Fault = 'none' | 'down' | 'hang' | 'outcome' | 'malformed-appointment';
let fault: Fault = 'none';
let fhir: FhirTestServer;
let proxy: http.Server;
let proxyUrl: string;
let t: TestApp;
let token: string;

const CLIENT_ID = 'patient-portal-test';
const keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' });
const jwk = { ...keys.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'ES384', use: 'sig' };

const BAD_APPOINTMENT = { resourceType: 'Appointment', id: 'bad-1', status: 'booked', participant: [{ actor: { reference: 'Patient/patient-bu10-000123456' }, status: 'accepted' }] };

function startProxy(target: string): Promise<void> {
  const upstream = new URL(target);
  proxy = http.createServer((req, res) => {
    if (fault === 'down') return req.socket.destroy();
    if (fault === 'hang') return; // never answers
    if (fault === 'outcome' && req.url?.startsWith('/fhir/R4') && req.method === 'POST') {
      res.writeHead(422, { 'content-type': 'application/fhir+json' });
      return res.end(JSON.stringify({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'business-rule', details: { text: 'The clinic is closed that day' } }] }));
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The Host header stays the portal's: the token endpoint checks the assertion's audience against it.
      const headers = { ...req.headers };
      delete headers['content-length'];
      const body = Buffer.concat(chunks);
      const up = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...headers, 'content-length': String(body.length) } }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          let out = Buffer.concat(parts);
          if (fault === 'malformed-appointment' && req.url?.includes('/Appointment?')) {
            const bundle = JSON.parse(out.toString()) as Bundle;
            bundle.entry = [...(bundle.entry ?? []), { resource: BAD_APPOINTMENT as never }];
            out = Buffer.from(JSON.stringify(bundle));
          }
          res.writeHead(answer.statusCode ?? 500, { 'content-type': answer.headers['content-type'] ?? 'application/fhir+json' });
          res.end(out);
        });
      });
      up.on('error', () => res.destroy());
      up.end(body);
    });
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => {
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    resolve();
  }));
}

beforeAll(async () => {
  fhir = await startFhirServer({ client: { clientId: CLIENT_ID, jwks: { keys: [jwk] } }, seed: await demoFhirBundle() });
  await startProxy(fhir.baseUrl);
  t = await createTestApp({
    HIS_ADAPTER: 'fhir', HIS_BASE_URL: `${proxyUrl}/fhir/R4`, HIS_TOKEN_URL: `${proxyUrl}/oauth2/token`, HIS_CLIENT_ID: CLIENT_ID,
    HIS_PRIVATE_KEY: keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), HIS_KEY_ID: 'k1', HIS_TIMEOUT_MS: '5000',
  }, { seed: true });
  const demo = await t.handle.db.selectFrom('users').select('id').where('mobile', '=', DEMO_FAMILY.patient.mobile).executeTakeFirstOrThrow();
  const secrets = await secretKeys(t.handle.db, t.config);
  token = (await createSession(t.handle.db, secrets.accessToken, { id: demo.id, roleId: 1 })).token;
}, 180_000);
afterEach(() => {
  fault = 'none';
});
afterAll(async () => {
  await t?.close();
  proxy?.closeAllConnections();
  await new Promise((r) => proxy?.close(r));
  await fhir?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}

const doctor = doctors.find((d) => d.facilityCode === 'BU10' && !d.appointment_message.en.trim() && !['ONCO', 'PHYS'].includes(d.department_code) && d.id > 3)!;
const inDays = (n: number) => new Date(Date.now() + 4 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
const bookBody = (date: string, start: string) => ({
  facilityId: [doctor.facilityCode],
  appointmentdetails: {
    apptDate: date, apptStartTime: start, apptEndTime: '', patientId: '', familyMemberId: 0, callpoint: 'Portal', department: doctor.department_code,
    physicianNo: doctor.physician_number, physicianLicense: doctor.physician_code, scheduleType: 'ONLINE', comment: '',
  },
  patientdetails: { comment: '', title: '', firstName: '', lastName: '', email: '' },
  extensions: {},
});

async function freeSlot(date: string): Promise<string> {
  const r = await call('POST', '/api/appointment/timeslots', {
    facilityId: [doctor.facilityCode], department: [''], physicianLicense: [''], physicianNo: [doctor.physician_number], providerLicence: '', beginDate: date, endDate: date, patientId: '', extensions: {},
  });
  expect(r.status).toBe(200);
  const all = [...r.body.data.morningSlots, ...r.body.data.afternoonSlots, ...r.body.data.eveningSlots].map((s: { startTime: string }) => s.startTime);
  expect(all.length).toBeGreaterThan(1);
  return all[0]!;
}

/** The next weekday (Sunday to Thursday) at least `from` days ahead: every doctor works then. */
function workday(from: number): string {
  for (let n = from; ; n += 1) {
    const d = inDays(n);
    if (new Date(`${d}T00:00:00Z`).getUTCDay() <= 4) return d;
  }
}

test('signed in with SMART Backend Services: the list, free slots, book, reschedule and cancel go to the FHIR server', async () => {
  const list = await call('GET', '/api/appointment/appointments?familyMemberId=0&brandName=burjeel');
  expect(list.status).toBe(200);
  expect(list.body.data.pastAppts.map((a: { appointmentRefNo: string }) => a.appointmentRefNo)).toEqual(['APT-BU10-DEMO-0002', 'APT-BU10-DEMO-0001']);
  const date = workday(3);
  const start = await freeSlot(date);
  const booked = await call('POST', '/api/appointment/bookappt', bookBody(date, start));
  expect([booked.status, booked.body.message.message]).toEqual([200, 'Appointment booked successfully']);
  const id = booked.body.data.appointmentId as number;
  const appointments = await fhir.repo.searchResources({ resourceType: 'Appointment', filters: [{ code: 'identifier', operator: 'eq' as never, value: `urn:patient-portal:his:appointment-number|${id}` }] });
  expect(appointments).toHaveLength(1);
  // The slot is gone from the free list.
  expect(await freeSlot(date)).not.toBe(start);
  const next = await freeSlot(date);
  const moved = await call('PUT', '/api/appointment/updateappt', { appointmentId: id, apptDate: date, apptTime: next, physicianNo: doctor.physician_number });
  expect(moved.status).toBe(200);
  const cancelled = await call('DELETE', '/api/appointment/cancelappt', { appointmentId: id });
  expect(cancelled.status).toBe(200);
  const after = await call('GET', '/api/appointment/appointments?familyMemberId=0&brandName=burjeel');
  expect(after.body.data.pastAppts.find((a: { appointmentId: number }) => a.appointmentId === id)?.appointmentStatus).toBe('Cancelled');
});

test('reports and medications come from the FHIR server', async () => {
  const reports = await call('POST', '/api/appointment/labreports', { startDate: inDays(-30), endDate: inDays(0), familyMemberId: 0 });
  expect(reports.status).toBe(200);
  const docs = reports.body.data.patientLabOrderDetails.map((o: { docNumber: string }) => o.docNumber);
  expect(docs).toContain('LAB-BU10-RECENT-027');
  const pdf = await t.app.inject({ method: 'POST', url: '/api/appointment/labreportspdf', payload: { documentNumber: 'LAB-BU10-RECENT-027', skipPasswordProtection: true }, headers: { authorization: `Bearer ${token}` } });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const meds = await call('POST', '/api/appointment/medications', { familyMemberId: 0 });
  expect(meds.status).toBe(200);
  expect(meds.body.data.activeMedications.map((m: { brandName: string }) => m.brandName)).toContain('Glucophage 500 mg');
});

test('the FHIR server down or too slow: 503 Network Error! in the envelope, nothing written in the portal', async () => {
  const date = workday(4);
  const start = await freeSlot(date);
  for (const f of ['down', 'hang'] as const) {
    fault = f;
    const before = await snapshot(t);
    const began = Date.now();
    const list = await call('GET', '/api/appointment/appointments?familyMemberId=0&brandName=burjeel');
    expect([list.status, list.body.message.message, list.body.data]).toEqual([503, MSG.networkError, { retryAfterSeconds: 5 }]);
    const booked = await call('POST', '/api/appointment/bookappt', bookBody(date, start));
    expect([booked.status, booked.body.message.message]).toEqual([503, MSG.networkError]);
    // HIS_TIMEOUT_MS=5000: a hanging server costs each of the two requests one call of at most that long.
    expect(Date.now() - began).toBeLessThan(25_000);
    expect(changedTables(before, await snapshot(t))).toEqual([]);
  }
  fault = 'none';
  expect((await call('POST', '/api/appointment/bookappt', bookBody(date, start))).status).toBe(200);
});

test('an OperationOutcome refusing the booking: the spec’s words, no 500, nothing written', async () => {
  const date = workday(5);
  const start = await freeSlot(date);
  fault = 'outcome';
  const before = await snapshot(t);
  const booked = await call('POST', '/api/appointment/bookappt', bookBody(date, start));
  expect([booked.status, booked.body.message.message]).toEqual([502, MSG.somethingWentWrongTryLater]);
  expect(changedTables(before, await snapshot(t))).toEqual([]);
});

test('a slot taken between the free list and the booking: the spec’s slot message', async () => {
  const date = workday(6);
  const start = await freeSlot(date);
  // Another portal (its own client to the same hospital) books the slot first.
  const other = createFhirHis({ HIS_BASE_URL: fhir.baseUrl, HIS_TOKEN_URL: fhir.tokenUrl, HIS_CLIENT_ID: CLIENT_ID, HIS_PRIVATE_KEY: keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), HIS_KEY_ID: 'k1', HIS_SCOPE: 'system/*.rs', HIS_TIMEOUT_MS: 5000 }, { info() {}, warn() {}, error() {} });
  const slot = (await other.doctorSchedule(doctor.physician_number, 'ONLINE'))!;
  const end = (() => {
    const [h, m] = start.split(':').map(Number);
    const total = h! * 60 + m! + slot.blocks[0]!.slotMinutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  })();
  const p = DEMO_FAMILY.spouse;
  const spouse: PersonIdentity = { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, callingCode: p.callingCode, mobile: p.mobile, documentTypeId: p.documentTypeId, documentId: p.documentId, genderId: p.genderId, documentVerified: false };
  await other.book({
    patientId: await other.ensurePatientRecord(spouse, 'BU10'), facilityCode: 'BU10', familyMemberId: null, doctorId: doctor.id, physicianNumber: doctor.physician_number,
    departmentCode: doctor.department_code, apptDate: date, startTime: start, endTime: end, scheduleType: 'ONLINE', createdByUserId: null as never, idempotencyKey: null,
  });
  const booked = await call('POST', '/api/appointment/bookappt', bookBody(date, start));
  expect([booked.status, booked.body.message.message]).toEqual([409, MSG.slotTaken]);
});

test('a malformed resource is left out of a list and named in the log, never a 500', async () => {
  const lines: string[] = [];
  const log = { info() {}, error() {}, warn: (o: object, m?: string) => lines.push(`${m} ${JSON.stringify(o)}`) };
  const his = createFhirHis({ HIS_BASE_URL: `${proxyUrl}/fhir/R4`, HIS_TOKEN_URL: `${proxyUrl}/oauth2/token`, HIS_CLIENT_ID: CLIENT_ID, HIS_PRIVATE_KEY: keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), HIS_KEY_ID: 'k1', HIS_SCOPE: 'system/*.rs', HIS_TIMEOUT_MS: 5000 }, log);
  fault = 'malformed-appointment';
  const p = DEMO_FAMILY.patient;
  const rows = await his.appointmentsOfPerson({ firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, callingCode: p.callingCode, mobile: p.mobile, documentTypeId: p.documentTypeId, documentId: p.documentId, genderId: p.genderId, documentVerified: false });
  expect(rows.map((r) => r.refNo)).toEqual(expect.arrayContaining(['APT-BU10-DEMO-0001', 'APT-BU10-DEMO-0002']));
  expect(lines.some((l) => l.includes('Appointment/bad-1'))).toBe(true);
  const list = await call('GET', '/api/appointment/appointments?familyMemberId=0&brandName=burjeel');
  expect(list.status).toBe(200);
  await expect(createFhirHis({ HIS_BASE_URL: 'http://127.0.0.1:9/fhir/R4', HIS_SCOPE: '', HIS_TIMEOUT_MS: 500 }, log).findAppointment(1)).rejects.toBeInstanceOf(HisUnavailableError);
});

test('laboratory results: every page of the search, and the results the portal cannot read left out and named in the log', async () => {
  const lines: string[] = [];
  const log = { info() {}, error() {}, warn: (o: object, m?: string) => lines.push(`${m} ${JSON.stringify(o)}`) };
  const mrn = DEMO_FAMILY.patient.records[0].patientId;
  const subject = { reference: 'Patient/patient-bu10-000123456' };
  const lab = [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }];
  const code = { text: 'Ferritin', coding: [{ system: 'http://loinc.org', code: '2276-4' }] };
  await fhir.repo.createResource<Observation>({ resourceType: 'Observation', id: 'bad-obs-1', status: 'final', category: lab, code, subject, valueQuantity: { value: 85, unit: 'ng/mL', system: 'http://unitsofmeasure.org', code: 'ng/mL' } });
  await fhir.repo.createResource<Observation>({ resourceType: 'Observation', id: 'bad-obs-2', status: 'final', category: lab, code, subject, effectiveDateTime: inDays(-1), valueQuantity: { value: 85, unit: 'ng/mL', system: 'urn:hospital:units', code: 'NGML' } });
  await fhir.repo.createResource<Observation>({ resourceType: 'Observation', id: 'bad-obs-3', status: 'final', category: lab, code, subject, effectiveDateTime: inDays(-1), valueQuantity: { value: 85, unit: 'ng/mL', system: 'http://unitsofmeasure.org', code: 'ng/mL' }, referenceRange: [{ low: { value: 0.03, code: 'mg/L', system: 'http://unitsofmeasure.org' } }] });
  await fhir.repo.createResource<Observation>({ resourceType: 'Observation', id: 'gone-obs', status: 'entered-in-error', category: lab, code, subject, effectiveDateTime: inDays(-1), valueQuantity: { value: 85, unit: 'ng/mL' } });
  const requests: string[] = [];
  const counting: typeof fetch = (input, init) => {
    requests.push(String(input));
    return fetch(input, init);
  };
  const his = createFhirHis({ HIS_BASE_URL: fhir.baseUrl, HIS_TOKEN_URL: fhir.tokenUrl, HIS_CLIENT_ID: CLIENT_ID, HIS_PRIVATE_KEY: keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), HIS_KEY_ID: 'k1', HIS_SCOPE: 'system/*.rs', HIS_TIMEOUT_MS: 5000 }, log, { fetch: counting, resultPageSize: 5 });
  const got = await his.observations([mrn]);
  const want = labOrders().filter((o) => o.type === 'LAB' && o.patientId === mrn).flatMap((o) => o.tests);
  expect(got).toHaveLength(want.length);
  expect(got.some((o) => o.code === '2276-4')).toBe(false);
  // Five results a page: the adapter followed the server's next links.
  expect(requests.filter((u) => u.includes('/Observation?')).length).toBeGreaterThan(want.length / 5);
  expect(requests.some((u) => u.includes('_offset='))).toBe(true);
  for (const [id, problem] of [['bad-obs-1', 'no effective date'], ['bad-obs-2', 'a unit outside UCUM'], ['bad-obs-3', 'a reference range in mg/L']]) {
    expect(lines.find((l) => l.includes(`Observation/${id}`))).toContain(problem);
  }
  expect(lines.some((l) => l.includes('gone-obs'))).toBe(false);
  for (const id of ['bad-obs-1', 'bad-obs-2', 'bad-obs-3', 'gone-obs']) await fhir.repo.deleteResource('Observation', id);
});

describe('report documents from the FHIR server', () => {
  type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
  let pdfjs: PdfJs;
  const PATIENT = 'Patient/patient-bu10-000123456';
  const PASSWORD = 'AHME15031988'; // Ahmed, born 15 March 1988
  const fromHospital = handMadePdf();
  const active = handMadePdf({ catalog: '/OpenAction 4 0 R', extra: ['<< /S /JavaScript /JS (app.alert(1)) >>'] });

  /** A report of the demo patient, with whatever document the test gives it. */
  async function report(doc: string, extra: Partial<DiagnosticReport> = {}) {
    await fhir.repo.createResource<DiagnosticReport>({
      resourceType: 'DiagnosticReport', id: `report-${doc.toLowerCase()}`, status: 'final',
      identifier: [{ system: 'urn:patient-portal:his:doc-number', value: doc }],
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' }] }],
      code: { text: 'Ferritin' }, subject: { reference: PATIENT }, effectiveDateTime: inDays(-2), resultsInterpreter: [{ display: 'Dr Test' }],
      contained: [{ resourceType: 'Observation', id: 'r1', status: 'final', code: { text: 'Ferritin' }, valueQuantity: { value: 85, unit: 'ng/mL' }, referenceRange: [{ text: '30 - 400' }] }],
      result: [{ reference: '#r1' }],
      ...extra,
    });
  }
  const download = (doc: string, skip: boolean) =>
    t.app.inject({ method: 'POST', url: '/api/appointment/labreportspdf', payload: { documentNumber: doc, skipPasswordProtection: skip }, headers: { authorization: `Bearer ${token}` } });
  async function text(bytes: Buffer, password?: string): Promise<string> {
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), password, verbosity: 0 }).promise;
    const out = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    await doc.loadingTask.destroy();
    return out;
  }

  beforeAll(async () => {
    pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    await fhir.repo.createResource({ resourceType: 'Binary', id: 'ferritin-pdf', contentType: 'application/pdf', data: fromHospital.toString('base64') });
    await report('LAB-FHIR-INLINE', { presentedForm: [{ contentType: 'application/pdf', data: fromHospital.toString('base64') }] });
    await report('LAB-FHIR-BINARY', { presentedForm: [{ contentType: 'application/pdf', url: 'Binary/ferritin-pdf' }] });
    await report('LAB-FHIR-NONE');
    await report('LAB-FHIR-ACTIVE', { presentedForm: [{ contentType: 'application/pdf', data: active.toString('base64') }] });
    await report('LAB-FHIR-GARBAGE', { presentedForm: [{ contentType: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>').toString('base64') }] });
    await report('LAB-FHIR-MISSING', { presentedForm: [{ contentType: 'application/pdf', url: 'Binary/no-such-binary' }] });
    await report('LAB-FHIR-ELSEWHERE', { presentedForm: [{ contentType: 'application/pdf', url: 'https://files.example/report.pdf' }] });
  });

  test('the hospital’s PDF is served as it came: inline in presentedForm, or a Binary it points at', async () => {
    for (const doc of ['LAB-FHIR-INLINE', 'LAB-FHIR-BINARY']) {
      const res = await download(doc, true);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(res.rawPayload.equals(fromHospital)).toBe(true);
    }
  });

  test('a demo radiology report’s document comes through its DocumentReference', async () => {
    const res = await download('RBF-BU10-RECENT-008', true);
    expect(res.statusCode).toBe(200);
    const binary = await fhir.repo.readResource<Binary>('Binary', 'report-pdf-rbf-bu10-recent-008');
    expect(res.rawPayload.equals(Buffer.from(binary.data!, 'base64'))).toBe(true);
  });

  test('a report without a document is drawn from its results', async () => {
    const res = await download('LAB-FHIR-NONE', true);
    expect(res.statusCode).toBe(200);
    const page = await text(res.rawPayload);
    expect(page).toContain('LAB-FHIR-NONE');
    expect(page).toContain('Ferritin');
    expect(page).toContain('30 - 400');
  });

  test('the protected copy of the hospital’s PDF opens only with the spec’s password', async () => {
    for (const doc of ['LAB-FHIR-INLINE', 'LAB-FHIR-NONE']) {
      const res = await download(doc, false);
      expect(res.statusCode).toBe(200);
      await expect(text(res.rawPayload)).rejects.toMatchObject({ name: 'PasswordException' });
      await expect(text(res.rawPayload, 'AHME01011990')).rejects.toMatchObject({ name: 'PasswordException' });
      expect(await text(res.rawPayload, PASSWORD)).toContain(doc === 'LAB-FHIR-INLINE' ? 'Identity document' : doc);
      expect(res.rawPayload.toString('latin1')).toMatch(/\/V 5[\s\S]*\/R 6|\/R 6[\s\S]*\/V 5/);
    }
  });

  test('an active, malformed, missing or outside document is refused with a log line naming it, never a 500', async () => {
    // The portal's log (the records module logs through the app's logger): its warnings, kept for the test.
    const portal: string[] = [];
    const warn = t.app.log.warn;
    t.app.log.warn = ((o: object, m?: string) => void portal.push(`${m} ${JSON.stringify(o)}`)) as typeof warn;
    const lines: string[] = [];
    const his = createFhirHis({ HIS_BASE_URL: fhir.baseUrl, HIS_TOKEN_URL: fhir.tokenUrl, HIS_CLIENT_ID: CLIENT_ID, HIS_PRIVATE_KEY: keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), HIS_KEY_ID: 'k1', HIS_SCOPE: 'system/*.rs', HIS_TIMEOUT_MS: 5000 }, {
      info() {}, error() {}, warn: (o: object, m?: string) => lines.push(`${m} ${JSON.stringify(o)}`),
    });
    try {
      for (const doc of ['LAB-FHIR-ACTIVE', 'LAB-FHIR-GARBAGE', 'LAB-FHIR-MISSING', 'LAB-FHIR-ELSEWHERE']) {
        const res = await download(doc, true);
        expect([res.statusCode, res.json().message.message]).toEqual([502, MSG.somethingWentWrongTryLater]);
      }
    } finally {
      t.app.log.warn = warn;
    }
    expect(portal.find((l) => l.includes('LAB-FHIR-ACTIVE'))).toContain('DiagnosticReport/report-lab-fhir-active.presentedForm');
    expect(portal.find((l) => l.includes('LAB-FHIR-ACTIVE'))).toContain('active-content');
    expect(portal.find((l) => l.includes('LAB-FHIR-GARBAGE'))).toContain('DiagnosticReport/report-lab-fhir-garbage.presentedForm');
    await expect(his.reportDocument((await his.labOrder('LAB-FHIR-MISSING'))!)).rejects.toMatchObject({ status: 502 });
    await expect(his.reportDocument((await his.labOrder('LAB-FHIR-ELSEWHERE'))!)).rejects.toMatchObject({ status: 502 });
    expect(lines.some((l) => l.includes('Binary/no-such-binary') && l.includes('not found'))).toBe(true);
    expect(lines.some((l) => l.includes('DiagnosticReport/report-lab-fhir-elsewhere.presentedForm') && l.includes('outside'))).toBe(true);
  });
});
