import { doctors } from '../src/standins/content/data/index.js';
import { DEMO_FAMILY, demoMedications, labOrders, reportRow, scheduleRowsFor, seedHis } from '../src/standins/his/seed.js';
import { demoAllergies, demoConditions, demoImmunizations, seedHisSummary } from '../src/standins/his/summary-seed.js';
import { createEmbeddedHis, SlotTakenError, type HisAdapter, type NewAppointment } from '../src/adapters/his/index.js';
import { createFhirHis } from '../src/adapters/his/fhir.js';
import { startFhirServer, type FhirTestServer } from '../src/standins/fhir/server.js';
import { demoFhirBundle } from '../src/standins/fhir/demo-bundle.js';
import { silentLogger } from '../src/adapters/logger.js';
import { fileContentProblem } from '../src/modules/security/file-content.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The hospital port's contract: the same questions to the embedded stand-in and to the FHIR adapter in front of a
 * real FHIR R4 server (Medplum's router, seeded with the demo family's Bundle) must get the same answers.
 */

interface Subject {
  his: HisAdapter;
  close(): Promise<void>;
}

const TOKEN = 'contract-suite-token';
const setups: [string, () => Promise<Subject>][] = [
  ['embedded', async () => {
    const t: TestApp = await createTestApp();
    await seedHis(t.handle.db);
    await seedHisSummary(t.handle.db);
    return { his: createEmbeddedHis(t.handle.db), close: () => t.close() };
  }],
  ['fhir', async () => {
    const server: FhirTestServer = await startFhirServer({ accessToken: TOKEN, seed: await demoFhirBundle() });
    const his = createFhirHis({ HIS_BASE_URL: server.baseUrl, HIS_API_KEY: TOKEN, HIS_SCOPE: '', HIS_TIMEOUT_MS: 10_000 }, silentLogger);
    return { his, close: () => server.close() };
  }],
];

const p = DEMO_FAMILY.patient;
const person = { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, callingCode: p.callingCode, mobile: p.mobile, documentTypeId: p.documentTypeId, documentId: p.documentId, genderId: p.genderId, documentVerified: false };
const bookable = doctors.filter((d) => d.facilityCode === 'BU10' && !d.appointment_message.en.trim() && !['ONCO', 'PHYS'].includes(d.department_code));
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(setups)('the hospital port on the %s adapter', (_name, setup) => {
  let s: Subject;
  // A migrated database, or the FHIR definitions indexed and the demo Bundle loaded: seconds alone, more on a busy machine.
  beforeAll(async () => {
    s = await setup();
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  test('patients: a person’s registrations by document, by number, by record number', async () => {
    const own = await s.his.patientRecordsOf(person);
    expect(own.map((r) => [r.patientId, r.facilityCode, r.his])).toEqual(p.records.map((r) => [r.patientId, r.facilityCode, r.his]));
    expect(own[0]).toMatchObject({ firstName: 'Ahmed', lastName: 'Al Mansoori', dateOfBirth: '1988-03-15', documentTypeId: 1, documentId: p.documentId, callingCode: '971', mobileNo: '501234567', genderId: 1 });
    const spouse = await s.his.findPatientRecords({ callingCode: '971', mobile: '502345678' });
    expect(spouse.map((r) => r.firstName)).toEqual(['Mariam']);
    const child = await s.his.findPatientRecords({ documentTypeId: 1, documentId: '784-2017-3456789-3' });
    expect(child.map((r) => r.facilityCode)).toEqual(['BU10', 'LL18']);
    expect(await s.his.findPatientRecords({})).toEqual([]);
    expect((await s.his.findPatientRecord('LL18-000987654', 'LL18'))?.firstName).toBe('Ahmed');
    expect(await s.his.findPatientRecord('NO-SUCH-MRN')).toBeNull();
    // Without a document: number, date of birth and first name.
    const noDoc = await s.his.patientRecordsOf({ ...person, documentId: '', documentTypeId: 0 });
    expect(noDoc.map((r) => r.patientId)).toEqual(p.records.map((r) => r.patientId));
  });

  test('doctors: weekly hours of each schedule type, as the demo data has them', async () => {
    const rows = scheduleRowsFor(doctors);
    for (const d of [bookable[0]!, doctors.find((x) => x.isTeleconsultation)!]) {
      for (const type of ['ONLINE', 'TELEMED'] as const) {
        const want = rows.filter((r) => r.doctor_id === d.id && r.schedule_type === type)
          .map((r) => [r.weekday, r.start_time, r.end_time, r.slot_minutes]).sort((a, b) => String(a).localeCompare(String(b)));
        const got = await s.his.doctorSchedule(d.physician_number, type);
        if (want.length === 0) {
          expect(got).toBeNull();
          continue;
        }
        expect(got).toMatchObject({ doctorId: d.id, physicianNumber: d.physician_number, facilityCode: d.facilityCode, departmentCode: d.department_code });
        expect(got!.blocks.map((b) => [b.weekday, b.startTime, b.endTime, b.slotMinutes]).sort((a, b) => String(a).localeCompare(String(b)))).toEqual(want);
      }
    }
    expect(await s.his.doctorSchedule('NO-SUCH-DOCTOR', 'ONLINE')).toBeNull();
  });

  test('history: the demo visits, lab and radiology reports with their results, medications', async () => {
    const visits = await s.his.appointmentsOfPerson(person);
    expect(visits.map((a) => [a.refNo, a.status, a.startTime, a.endTime, a.facilityCode, a.patientId])).toEqual([
      ['APT-BU10-DEMO-0001', 'Visited', '10:00', '10:30', 'BU10', 'BU10-000123456'],
      ['APT-BU10-DEMO-0002', 'Visited', '10:00', '10:30', 'BU10', 'BU10-000123456'],
    ]);
    expect((await s.his.appointmentsOfPatients(['BU10-000123456'], { facilityCode: 'LL18' }))).toEqual([]);
    const mrns: string[] = p.records.map((r) => r.patientId);
    const orders = await s.his.labOrders(mrns, inDays(-500), inDays(0));
    const want = labOrders().filter((o) => mrns.includes(o.patientId) && o.daysAgo <= 500);
    expect(orders.map((o) => o.docNumber).sort()).toEqual(want.map((o) => o.doc).sort());
    expect(orders.map((o) => o.orderDate)).toEqual([...orders.map((o) => o.orderDate)].sort().reverse());
    const recent = await s.his.labOrders(mrns, inDays(-30), inDays(0));
    expect(recent.map((o) => o.docNumber).sort()).toEqual(want.filter((o) => o.daysAgo <= 30).map((o) => o.doc).sort());
    const xray = orders.find((o) => o.docNumber === 'RBF-BU10-RECENT-008')!;
    expect(xray).toMatchObject({ docType: 'RBF', facilityCode: 'BU10', patientId: 'BU10-000123456', orderName: 'Chest X-Ray (PA view)', status: 'Completed' });
    const lipids = orders.find((o) => o.docNumber === 'LAB-BU10-250115-014')!;
    const tests = await s.his.labTests([lipids]);
    expect(tests.map((t) => [t.testName, t.value, t.unit, t.referenceRange, t.flag])).toEqual(want.find((o) => o.doc === lipids.docNumber)!.tests.map(reportRow));
    expect(await s.his.labOrder('LAB-LL18-RECENT-031')).toMatchObject({ facilityCode: 'LL18', patientId: 'LL18-000987654', docType: 'LAB' });
    expect(await s.his.labOrder('NO-SUCH-DOC')).toBeNull();
    const meds = await s.his.medications(mrns);
    const wantMeds = demoMedications().filter((m) => mrns.includes(m.patientId));
    expect(meds.map((m) => [m.brandName, m.genericName, m.frequency, m.durationDays, m.creationDate, m.physicianNo]).sort())
      .toEqual(wantMeds.map((m) => [m.brandName, m.genericName, m.frequency, m.durationDays, m.creationDate, m.physicianNo]).sort());
  });

  test('the rest of a patient summary: problem list, allergies and vaccinations of each person, newest first', async () => {
    const mrns: string[] = p.records.map((r) => r.patientId);
    const conditions = await s.his.conditions(mrns);
    const want = demoConditions().filter((c) => mrns.includes(c.patientId));
    expect(conditions.map((c) => [c.patientId, c.facilityCode, c.code, c.name, c.clinicalStatus, c.onsetDate, c.recordedDate, c.doctorName]).sort())
      .toEqual(want.map((c) => [c.patientId, c.facilityCode, c.code, c.name, c.clinicalStatus, c.onsetDate, c.recordedDate, c.doctorName]).sort());
    expect(conditions.map((c) => c.recordedDate)).toEqual([...conditions.map((c) => c.recordedDate)].sort().reverse());
    const allergies = await s.his.allergies(mrns);
    expect(allergies.map((a) => [a.substance, a.code, a.category, a.criticality, a.reaction, a.clinicalStatus, a.recordedDate]).sort())
      .toEqual(demoAllergies().filter((a) => mrns.includes(a.patientId)).map((a) => [a.substance, a.code, a.category, a.criticality, a.reaction, a.clinicalStatus, a.recordedDate]).sort());
    const vaccines = await s.his.immunizations(mrns);
    expect(vaccines.map((i) => [i.patientId, i.code, i.vaccine, i.date, i.doseNumber, i.lotNumber, i.status]))
      .toEqual(demoImmunizations().filter((i) => mrns.includes(i.patientId)).sort((a, b) => b.date.localeCompare(a.date)).map((i) => [i.patientId, i.code, i.vaccine, i.date, i.doseNumber, i.lotNumber, i.status]));
    // Another person's records are not among them; none asked, none answered.
    expect((await s.his.conditions([DEMO_FAMILY.spouse.records[0].patientId])).map((c) => c.name)).toEqual(['Vitamin D deficiency']);
    expect(await s.his.allergies([DEMO_FAMILY.spouse.records[0].patientId])).toEqual([]);
    expect(await s.his.immunizations([])).toEqual([]);
    expect(await s.his.conditions(['NO-SUCH-MRN'])).toEqual([]);
  });

  test('laboratory results: three years of coded results with their ranges, interpretation, report and release', async () => {
    const mrns: string[] = [...p.records.map((r) => r.patientId), ...DEMO_FAMILY.child.records.map((r) => r.patientId)];
    const got = await s.his.observations(mrns);
    const day = (daysAgo: number) => inDays(-daysAgo);
    const want = labOrders()
      .filter((o) => o.type === 'LAB' && mrns.includes(o.patientId))
      .sort((a, b) => b.daysAgo - a.daysAgo || a.doc.localeCompare(b.doc))
      .flatMap((o) => o.tests.map((t) => ({
        patientId: o.patientId, facilityCode: o.facility, docNumber: o.doc, panel: o.name, code: t.code, name: t.name,
        value: t.ucum && /^-?\d+(\.\d+)?$/.test(t.value) ? Number(t.value) : null, valueText: t.ucum && /^-?\d+(\.\d+)?$/.test(t.value) ? null : t.value,
        unit: t.unit, unitCode: t.ucum, low: t.low ?? null, high: t.high ?? null, rangeText: t.range, interpretation: t.flag, effectiveDate: day(o.daysAgo),
        status: 'final', released: t.releasedDaysAgo !== undefined,
      })));
    const view = got.map(({ id: _id, issued: _issued, releasedAt, ...rest }) => ({ ...rest, released: releasedAt !== null }));
    expect(view).toEqual(want);
    // Ahmed's HbA1c over three years, at both hospitals' records; the ids are the hospital's own and stable.
    expect(got.filter((o) => o.code === '4548-4').map((o) => o.value)).toEqual([5.4, 5.5, 5.7, 5.9, 6.0, 5.8, 6.1]);
    expect(new Set(got.map((o) => o.id)).size).toBe(got.length);
    expect((await s.his.observations(mrns)).map((o) => o.id)).toEqual(got.map((o) => o.id));
    const potassium = got.find((o) => o.interpretation === 'HH')!;
    expect(potassium).toMatchObject({ code: '6298-4', value: 6.4, unit: 'mmol/L', low: 3.5, high: 5.1 });
    expect(new Date(potassium.releasedAt!).toISOString().slice(0, 10)).toBe(day(379));
    const hiv = got.find((o) => o.code === '56888-1')!;
    expect(hiv).toMatchObject({ valueText: 'Non-reactive', value: null, releasedAt: null, panel: 'Infection Screening' });
    expect(new Date(hiv.issued).toISOString().slice(0, 10)).toBe(day(2));
    expect(await s.his.observations([])).toEqual([]);
    expect(await s.his.observations(['NO-SUCH-MRN'])).toEqual([]);
  });

  test('report documents: a readable PDF of each demo report, with its patient and order', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // A laboratory report, a radiology report and the child's: in FHIR inline, through a DocumentReference, through a Binary.
    for (const doc of ['LAB-BU10-250115-014', 'RBF-BU10-RECENT-008', 'LAB-BU10-RECENT-052']) {
      const order = (await s.his.labOrder(doc))!;
      const document = await s.his.reportDocument(order);
      expect(document).toMatchObject({ contentType: 'application/pdf' });
      expect(await fileContentProblem(document!.bytes, 'pdf')).toBeNull();
      const pdf = await getDocument({ data: new Uint8Array(document!.bytes), verbosity: 0 }).promise;
      const text = (await (await pdf.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
      await pdf.loadingTask.destroy();
      expect(text).toContain(doc);
      expect(text).toContain(order.patientId);
      expect(text).toContain(order.orderName);
    }
  });

  test('book, repeat, refuse a taken slot, reschedule, cancel', async () => {
    const d = bookable[1]!;
    const patientId = await s.his.ensurePatientRecord(person, d.facilityCode);
    expect(patientId).toBe('BU10-000123456');
    const date = inDays(5);
    const base: NewAppointment = {
      patientId, facilityCode: d.facilityCode, familyMemberId: null, doctorId: d.id, physicianNumber: d.physician_number, departmentCode: d.department_code,
      apptDate: date, startTime: '11:00', endTime: '11:20', scheduleType: 'ONLINE', createdByUserId: 7, idempotencyKey: '7:contract-a',
    };
    const booked = await s.his.book(base);
    expect(booked.created).toBe(true);
    expect(booked.appointment).toMatchObject({ status: 'Booked', apptDate: date, startTime: '11:00', endTime: '11:20', patientId, doctorId: d.id, createdByUserId: 7, scheduleType: 'ONLINE' });
    // The same idempotency key answers the same appointment, even for another time.
    const repeat = await s.his.book({ ...base, startTime: '12:00' });
    expect(repeat).toEqual({ created: false, appointment: booked.appointment });
    await expect(s.his.book({ ...base, idempotencyKey: '7:contract-b' })).rejects.toBeInstanceOf(SlotTakenError);
    const schedule = (await s.his.doctorSchedule(d.physician_number, 'ONLINE'))!;
    expect([...((await s.his.bookedStarts(schedule, date, date)).get(date) ?? [])]).toEqual(['11:00']);
    expect(await s.his.findAppointment(booked.appointment.id)).toEqual(booked.appointment);
    expect((await s.his.appointmentsOfPerson(person)).map((a) => a.id)).toContain(booked.appointment.id);

    const moved = await s.his.reschedule(booked.appointment.id, { apptDate: date, startTime: '12:20', endTime: '12:40', departmentCode: d.department_code });
    expect(moved).toMatchObject({ id: booked.appointment.id, refNo: booked.appointment.refNo, startTime: '12:20', endTime: '12:40', status: 'Booked' });
    // The old slot is free again; the new one is taken.
    const other = await s.his.book({ ...base, idempotencyKey: '7:contract-c' });
    expect(other.created).toBe(true);
    await expect(s.his.reschedule(other.appointment.id, { apptDate: date, startTime: '12:20', endTime: '12:40', departmentCode: d.department_code })).rejects.toBeInstanceOf(SlotTakenError);

    const cancelled = await s.his.cancel(booked.appointment.id, 'contract');
    expect(cancelled).toMatchObject({ id: booked.appointment.id, status: 'Cancelled' });
    expect(await s.his.cancel(booked.appointment.id, 'again')).toBeUndefined();
    expect(await s.his.reschedule(booked.appointment.id, { apptDate: date, startTime: '09:00', endTime: '09:20', departmentCode: d.department_code })).toBeUndefined();
    expect([...((await s.his.bookedStarts(schedule, date, date)).get(date) ?? [])]).toEqual(['11:00']);
    expect(await s.his.findAppointment(987_654_321)).toBeUndefined();
  });

  test('20 concurrent bookings of one slot: exactly one appointment', async () => {
    const d = bookable[2]!;
    const date = inDays(6);
    const patientId = await s.his.ensurePatientRecord(person, d.facilityCode);
    const attempts = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => s.his.book({
      patientId, facilityCode: d.facilityCode, familyMemberId: null, doctorId: d.id, physicianNumber: d.physician_number, departmentCode: d.department_code,
      apptDate: date, startTime: '09:00', endTime: '09:30', scheduleType: 'ONLINE', createdByUserId: 8, idempotencyKey: `8:race-${i}`,
    })));
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((a) => (a.reason as Error).name)).toEqual(Array(19).fill('SlotTakenError'));
    const list = (await s.his.appointmentsOfPatients([patientId])).filter((a) => a.apptDate === date && a.doctorId === d.id && a.status === 'Booked');
    expect(list).toHaveLength(1);
    console.log(`hospital port (${_name}): 20 concurrent bookings of one slot → ${won.length} appointment, ${lost.length} slot-taken answers`);
  });

  test('a new patient is registered once at the facility', async () => {
    const newcomer = { firstName: 'Contract', lastName: 'Newcomer', dateOfBirth: '1993-04-04', callingCode: '971', mobile: '507770001', documentTypeId: 1, documentId: '784199377700011', genderId: 2, documentVerified: false };
    const mrn = await s.his.ensurePatientRecord(newcomer, 'LL18');
    expect(mrn).toMatch(/^LL18\d{8}$/);
    expect(await s.his.ensurePatientRecord(newcomer, 'LL18')).toBe(mrn);
    expect(await s.his.findPatientRecord(mrn)).toMatchObject({ firstName: 'Contract', facilityCode: 'LL18', documentId: '784199377700011', mobileNo: '507770001' });
  });
});
