import { sql } from 'kysely';
import type { HisObservation, ObservationStatus } from '../../adapters/his/types.js';
import type { Db } from '../../db/schema.js';

/**
 * The embedded hospital's laboratory results: the results of its laboratory orders (`his_lab_test` of a LAB
 * `his_lab_order`), read as observations. A radiology report's text and a cancelled result are not results.
 */

const SHOWN_STATUSES: ObservationStatus[] = ['registered', 'preliminary', 'final', 'amended', 'corrected'];
const NUMBER = /^-?\d+(\.\d+)?$/;
const num = (v: string | null) => (v === null ? null : Number(v));

/** The laboratory results of these record numbers, oldest first. */
export async function findObservations(db: Db, patientIds: string[]): Promise<HisObservation[]> {
  if (patientIds.length === 0) return [];
  const rows = await db
    .selectFrom('his_lab_test as t')
    .innerJoin('his_lab_order as o', 'o.id', 't.order_id')
    .select([
      't.id', 't.test_name', 't.value', 't.unit', 't.unit_code', 't.code', 't.reference_range', 't.range_low', 't.range_high', 't.flag', 't.status',
      'o.doc_number', 'o.order_name', 'o.patient_id', 'o.facility_code',
      sql<string>`to_char(o.order_date, 'YYYY-MM-DD')`.as('date'),
      sql<string | null>`to_char(t.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('issued'),
      sql<string | null>`to_char(t.released_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('released'),
    ])
    .where('o.patient_id', 'in', patientIds)
    .where('o.order_type', '=', 'LAB')
    .where('t.status', 'in', SHOWN_STATUSES)
    .orderBy('o.order_date')
    .orderBy('o.doc_number')
    .orderBy('t.sort_order')
    .execute();
  return rows.map((r) => {
    const numeric = NUMBER.test(r.value.trim());
    return {
      id: `lab-test-${r.id}`,
      patientId: r.patient_id,
      facilityCode: r.facility_code,
      docNumber: r.doc_number,
      panel: r.order_name,
      code: r.code,
      name: r.test_name,
      value: numeric ? Number(r.value) : null,
      valueText: numeric ? null : r.value,
      unit: r.unit,
      unitCode: r.unit_code,
      low: num(r.range_low),
      high: num(r.range_high),
      rangeText: r.reference_range,
      interpretation: r.flag || null,
      effectiveDate: r.date,
      issued: r.issued ?? `${r.date}T00:00:00Z`,
      status: r.status as ObservationStatus,
      releasedAt: r.released,
    };
  });
}

/** A clinician releases an order's results to the patient (test data of the embedded mode). False when no such laboratory order. */
export async function releaseObservations(db: Db, docNumber: string): Promise<boolean> {
  const order = await db.selectFrom('his_lab_order').select('id').where('doc_number', '=', docNumber).where('order_type', '=', 'LAB').executeTakeFirst();
  if (!order) return false;
  await db.updateTable('his_lab_test').set({ released_at: sql<Date>`now()` as unknown as Date }).where('order_id', '=', order.id).where('released_at', 'is', null).execute();
  return true;
}
