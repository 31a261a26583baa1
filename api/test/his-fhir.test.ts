import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Bundle } from '@medplum/fhirtypes';
import { MSG } from '@portal/shared/contracts';
import { doctors } from '../src/standins/content/data/index.js';
import { createFhirHis } from '../src/adapters/his/fhir.js';
import { HisUnavailableError, type PersonIdentity } from '../src/adapters/his/index.js';
import { startFhirServer, type FhirTestServer } from '../src/standins/fhir/server.js';
import { demoFhirBundle } from '../src/standins/fhir/demo-bundle.js';
import { DEMO_FAMILY } from '../src/standins/his/seed.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { secretKeys } from '../src/modules/security/secrets.js';
import { createTestApp, type TestApp } from './helpers.js';
import { changedTables, snapshot } from './security-support.js';

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
    expect([list.status, list.body.message.message, list.body.data]).toEqual([503, MSG.networkError, null]);
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
  const spouse: PersonIdentity = { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, callingCode: p.callingCode, mobile: p.mobile, documentTypeId: p.documentTypeId, documentId: p.documentId, genderId: p.genderId };
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
  const rows = await his.appointmentsOfPerson({ firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, callingCode: p.callingCode, mobile: p.mobile, documentTypeId: p.documentTypeId, documentId: p.documentId, genderId: p.genderId });
  expect(rows.map((r) => r.refNo)).toEqual(expect.arrayContaining(['APT-BU10-DEMO-0001', 'APT-BU10-DEMO-0002']));
  expect(lines.some((l) => l.includes('Appointment/bad-1'))).toBe(true);
  const list = await call('GET', '/api/appointment/appointments?familyMemberId=0&brandName=burjeel');
  expect(list.status).toBe(200);
  await expect(createFhirHis({ HIS_BASE_URL: 'http://127.0.0.1:9/fhir/R4', HIS_SCOPE: '', HIS_TIMEOUT_MS: 500 }, log).findAppointment(1)).rejects.toBeInstanceOf(HisUnavailableError);
});
