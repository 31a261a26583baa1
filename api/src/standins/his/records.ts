import { sql } from 'kysely';
import { drawReportPdf } from '../../adapters/his/report-drawing.js';
import type { LabOrderRow, LabTestRow, MedicationRow, ReportDocument } from '../../adapters/his/types.js';
import type { Db } from '../../db/schema.js';
import { findPatientRecord } from './repository.js';

/**
 * Lab and radiology orders, their tests and medications of the embedded HIS (the `his_*` tables), read
 * by medical record number. The records module decides who may see them; these functions only read.
 */

type HisDb = Db;

const orderColumns = (db: HisDb) =>
  db.selectFrom('his_lab_order').select([
    'id', 'doc_number', 'order_type', 'facility_code', 'patient_id', 'order_name', 'doctor_name', 'status',
    sql<string>`to_char(order_date, 'YYYY-MM-DD')`.as('date'),
  ]);

function toOrder(r: { id: number; doc_number: string; order_type: string; facility_code: string; patient_id: string; order_name: string; doctor_name: string; status: string; date: string }): LabOrderRow {
  return { id: r.id, docNumber: r.doc_number, orderDate: r.date, docType: r.order_type, facilityCode: r.facility_code, patientId: r.patient_id, orderName: r.order_name, doctorName: r.doctor_name, status: r.status };
}

/** Orders of these record numbers dated within [from, to] (YYYY-MM-DD, inclusive), newest first. */
export async function findLabOrders(kdb: Db, patientIds: string[], from: string, to: string): Promise<LabOrderRow[]> {
  if (patientIds.length === 0) return [];
  const rows = await orderColumns(kdb as HisDb)
    .where('patient_id', 'in', patientIds)
    .where('order_date', '>=', from)
    .where('order_date', '<=', to)
    .orderBy('order_date', 'desc')
    .orderBy('doc_number')
    .execute();
  return rows.map(toOrder);
}

export async function findLabOrder(kdb: Db, docNumber: string): Promise<LabOrderRow | null> {
  const r = await orderColumns(kdb as HisDb).where('doc_number', '=', docNumber).executeTakeFirst();
  return r ? toOrder(r) : null;
}

export async function findLabTests(kdb: Db, orders: Pick<LabOrderRow, 'id' | 'docNumber'>[]): Promise<LabTestRow[]> {
  if (orders.length === 0) return [];
  const byId = new Map(orders.map((o) => [o.id, o.docNumber]));
  const rows = await (kdb as HisDb)
    .selectFrom('his_lab_test')
    .select(['order_id', 'test_name', 'value', 'unit', 'reference_range', 'flag'])
    .where('order_id', 'in', [...byId.keys()])
    .orderBy('order_id')
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => ({ orderId: r.order_id, docNumber: byId.get(r.order_id)!, testName: r.test_name, value: r.value, unit: r.unit, referenceRange: r.reference_range, flag: r.flag }));
}

/**
 * The embedded hospital's document service: the order's report as a PDF, drawn from its results when asked
 * (the embedded hospital stores no documents). Null when the order's patient is not registered here.
 */
export async function reportDocument(kdb: Db, order: LabOrderRow): Promise<ReportDocument | null> {
  const patient = await findPatientRecord(kdb, order.patientId, order.facilityCode) ?? await findPatientRecord(kdb, order.patientId);
  if (!patient) return null;
  const tests = await findLabTests(kdb, [order]);
  const bytes = await drawReportPdf({
    patient: { firstName: patient.firstName, lastName: patient.lastName, dateOfBirth: patient.dateOfBirth, patientId: patient.patientId, genderId: patient.genderId },
    order, tests,
  });
  return { bytes, contentType: 'application/pdf', source: `embedded report ${order.docNumber}` };
}

export async function findMedications(kdb: Db, patientIds: string[]): Promise<MedicationRow[]> {
  if (patientIds.length === 0) return [];
  const rows = await (kdb as HisDb)
    .selectFrom('his_medication')
    .select(['id', 'patient_id', 'facility_code', 'brand_name', 'generic_name', 'frequency', 'duration_days', 'physician_no', 'doctor_name', sql<string>`to_char(creation_date, 'YYYY-MM-DD')`.as('created')])
    .where('patient_id', 'in', patientIds)
    .orderBy('creation_date', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id, patientId: r.patient_id, facilityCode: r.facility_code, brandName: r.brand_name, genericName: r.generic_name, frequency: r.frequency,
    durationDays: r.duration_days, creationDate: r.created, physicianNo: r.physician_no, doctorName: r.doctor_name,
  }));
}

export interface NewLabOrder {
  docNumber: string;
  orderDate: string;
  docType: 'LAB' | 'RBF';
  facilityCode: string;
  patientId: string;
  orderName: string;
  doctorName: string;
  /** A result's LOINC code, UCUM unit and range bounds, when it has them (a laboratory result). */
  tests: (Omit<LabTestRow, 'orderId' | 'docNumber'> & { code?: string; unitCode?: string; low?: number; high?: number })[];
}

/** Adds an order with its tests (the dev seed route of the embedded mode); an existing doc number is left alone. */
export async function insertLabOrder(kdb: Db, o: NewLabOrder): Promise<boolean> {
  const db = kdb as HisDb;
  const row = await db
    .insertInto('his_lab_order')
    .values({ doc_number: o.docNumber, order_date: o.orderDate, order_type: o.docType, facility_code: o.facilityCode, patient_id: o.patientId, order_name: o.orderName, doctor_name: o.doctorName })
    .onConflict((oc) => oc.column('doc_number').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  if (o.tests.length) {
    await db.insertInto('his_lab_test')
      .values(o.tests.map((t, i) => ({
        order_id: row.id, test_name: t.testName, value: t.value, unit: t.unit, reference_range: t.referenceRange, flag: t.flag, sort_order: i + 1,
        code: t.code ?? '', unit_code: t.unitCode ?? '', range_low: t.low ?? null, range_high: t.high ?? null, issued_at: new Date(),
      })))
      .execute();
  }
  return true;
}

export async function insertMedication(kdb: Db, m: Omit<MedicationRow, 'id'>): Promise<void> {
  await (kdb as HisDb)
    .insertInto('his_medication')
    .values({
      patient_id: m.patientId, facility_code: m.facilityCode, brand_name: m.brandName, generic_name: m.genericName, frequency: m.frequency,
      duration_days: m.durationDays, creation_date: m.creationDate, physician_no: m.physicianNo, doctor_name: m.doctorName,
    })
    .onConflict((oc) => oc.columns(['patient_id', 'facility_code', 'brand_name', 'creation_date']).doNothing())
    .execute();
}
