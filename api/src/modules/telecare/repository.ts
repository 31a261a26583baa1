import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { TelecareTables } from './tables.js';

/** SQL of the telecare module: a teleconsultation's payment attempts (one Open per appointment, by a partial unique index). */

export type PaymentAttempt = Selectable<TelecareTables['tele_payment_attempt']>;

export async function openPaymentAttempt(db: Db, appointmentId: number): Promise<PaymentAttempt | undefined> {
  return db.selectFrom('tele_payment_attempt').selectAll().where('appointment_id', '=', appointmentId).where('status', '=', 'Open').executeTakeFirst();
}

export async function latestPaymentAttempt(db: Db, appointmentId: number): Promise<PaymentAttempt | undefined> {
  return db.selectFrom('tele_payment_attempt').selectAll().where('appointment_id', '=', appointmentId).orderBy('id', 'desc').executeTakeFirst();
}

/**
 * Opens an attempt; undefined when another request opened one for the appointment at the same moment (the caller
 * then reads that one).
 */
export async function insertPaymentAttempt(db: Db, a: { appointmentId: number; orderId: string; paymentUrl: string; userId: number }): Promise<PaymentAttempt | undefined> {
  return db
    .insertInto('tele_payment_attempt')
    .values({ appointment_id: a.appointmentId, order_id: a.orderId, payment_url: a.paymentUrl, user_id: a.userId })
    .onConflict((oc) => oc.column('appointment_id').where('status', '=', 'Open').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Ends an attempt as the payment service says; with `onlyOpen`, only if still Open. Whether a row changed. */
export async function endPaymentAttempt(db: Db, orderId: string, status: 'Paid' | 'Failed', onlyOpen: boolean): Promise<boolean> {
  let q = db.updateTable('tele_payment_attempt').set({ status, updated_at: new Date() }).where('order_id', '=', orderId);
  if (onlyOpen) q = q.where('status', '=', 'Open');
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
