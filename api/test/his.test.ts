import { sql } from 'kysely';
import { doctors } from '../src/standins/content/data/index.js';
import { labOrders, DEMO_FAMILY, seedHis } from '../src/standins/his/seed.js';
import { listSchedules } from '../src/standins/his/repository.js';
import { createAdapters } from '../src/adapters/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedHis(t.handle.db);
});
afterAll(async () => { await t.close(); });


async function count(table: string): Promise<number> {
  const r = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(t.handle.db);
  return Number(r.rows[0]!.n);
}

test('the demo patient is registered at BU10 and LL18, found by mobile', async () => {
  const adapter = createAdapters(t.config, t.handle.db).his;
  const records = await adapter.findPatientRecords({ callingCode: '971', mobile: '0501234567' });
  const own = records.filter((r) => r.documentId === DEMO_FAMILY.patient.documentId);
  expect(own.map((r) => r.facilityCode)).toEqual(['BU10', 'LL18']);
  expect(own[0]).toMatchObject({ firstName: 'Ahmed', lastName: 'Al Mansoori', dateOfBirth: '1988-03-15', documentTypeId: 1, his: 'HIS-BURJEEL' });
  // The child shares the number; the spouse has her own.
  expect(records.some((r) => r.firstName === 'Yousef')).toBe(true);
  const spouse = await adapter.findPatientRecords({ callingCode: '971', mobile: '502345678' });
  expect(spouse).toHaveLength(1);
  expect(spouse[0]!.firstName).toBe('Mariam');
  // By document, as the family-member check does.
  const byDoc = await adapter.findPatientRecords({ documentTypeId: 1, documentId: '784-2017-3456789-3', mobile: '501234567' });
  expect(byDoc.map((r) => r.facilityCode)).toEqual(['BU10', 'LL18']);
  expect(await adapter.findPatientRecords({})).toEqual([]);
});

test('every content doctor has a weekly schedule at the doctor’s facility and department', async () => {
  const all = await listSchedules(t.handle.db, {});
  const withSchedule = new Set(all.map((s) => s.doctorId));
  for (const d of doctors) expect(withSchedule.has(d.id)).toBe(true);
  const d = doctors[0]!;
  const mine = await listSchedules(t.handle.db, { doctorId: d.id, scheduleType: 'ONLINE' });
  expect(mine.length).toBeGreaterThanOrEqual(5);
  expect(mine[0]).toMatchObject({ physicianNumber: d.physician_number, facilityCode: d.facilityCode, departmentCode: d.department_code, weekday: 0, startTime: '09:00', endTime: '13:00' });
  const tele = doctors.find((x) => x.isTeleconsultation);
  // The video clinic works every day, around the clock for the first doctor of a hospital (two shifts a day).
  if (tele) expect((await listSchedules(t.handle.db, { doctorId: tele.id, scheduleType: 'TELEMED' })).length).toBe(14);
});

test('lab orders (past and recent, LAB and RBF) with results, and active and past medications', async () => {
  const orders = await t.handle.db.selectFrom('his_lab_order').select(['doc_number', 'order_type', sql<string>`order_date::text`.as('d')])
    .where('patient_id', '=', DEMO_FAMILY.patient.records[0].patientId).execute();
  // The demo history: three years of laboratory orders and one radiology report at BU10.
  const seeded = labOrders().filter((o) => o.patientId === DEMO_FAMILY.patient.records[0].patientId);
  expect(orders.map((o) => o.order_type).sort()).toEqual(seeded.map((o) => o.type).sort());
  expect(orders.filter((o) => o.order_type === 'RBF')).toHaveLength(1);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  expect(orders.some((o) => o.d >= monthAgo && o.d <= today)).toBe(true);
  expect(orders.some((o) => o.d < monthAgo)).toBe(true);
  const tests = await t.handle.db.selectFrom('his_lab_test').innerJoin('his_lab_order', 'his_lab_order.id', 'his_lab_test.order_id')
    .select(['test_name', 'flag']).where('doc_number', '=', 'LAB-BU10-RECENT-027').execute();
  expect(tests).toContainEqual({ test_name: 'HbA1c', flag: 'H' });
  const meds = await sql<{ active: boolean }>`select (creation_date + duration_days >= current_date) as active from his_medication where patient_id = ${DEMO_FAMILY.patient.records[0].patientId}`.execute(t.handle.db);
  expect(meds.rows.some((m) => m.active)).toBe(true);
  expect(meds.rows.some((m) => !m.active)).toBe(true);
});

test('the seed is idempotent', async () => {
  const before = await Promise.all(['his_patient', 'his_doctor_schedule', 'his_lab_order', 'his_lab_test', 'his_medication', 'his_appointment'].map(count));
  await seedHis(t.handle.db);
  const after = await Promise.all(['his_patient', 'his_doctor_schedule', 'his_lab_order', 'his_lab_test', 'his_medication', 'his_appointment'].map(count));
  expect(after).toEqual(before);
});

test('two active appointments cannot hold one doctor slot; a cancelled one frees it', async () => {
  const d = doctors[1]!;
  const base = {
    patient_id: 'BU10-000123456', facility_code: d.facilityCode, family_member_id: null, doctor_id: d.id, physician_number: d.physician_number,
    department_code: d.department_code, appt_date: '2030-01-06', start_time: '09:00', end_time: '09:15', created_by_user_id: null, cancel_reason: null,
  };
  await t.handle.db.insertInto('his_appointment').values({ ...base, ref_no: 'T-1', idempotency_key: 'k-1' }).execute();
  await expect(t.handle.db.insertInto('his_appointment').values({ ...base, ref_no: 'T-2', idempotency_key: 'k-2' }).execute()).rejects.toThrow();
  await t.handle.db.updateTable('his_appointment').set({ status: 'Cancelled' }).where('ref_no', '=', 'T-1').execute();
  await t.handle.db.insertInto('his_appointment').values({ ...base, ref_no: 'T-3', idempotency_key: 'k-3' }).execute();
  // A retried request with the same idempotency key cannot book twice.
  await expect(t.handle.db.insertInto('his_appointment').values({ ...base, start_time: '09:15', end_time: '09:30', ref_no: 'T-4', idempotency_key: 'k-3' }).execute()).rejects.toThrow();
});
