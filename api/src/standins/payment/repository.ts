import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { OrderStatus, PaymentTables } from './tables.js';

/** SQL of the embedded payment service stand-in. */

export interface PaymentOrder {
  id: string;
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  returnUrl: string;
  status: OrderStatus;
}

const toOrder = (r: Selectable<PaymentTables['payment_order']>): PaymentOrder => ({
  id: r.id, reference: r.reference, amountMinor: r.amount_minor, currency: r.currency, description: r.description, returnUrl: r.return_url, status: r.status,
});

export async function createOrder(db: Db, o: Omit<PaymentOrder, 'id' | 'status'>): Promise<PaymentOrder> {
  // The id is the secret of the checkout link (like a gateway's session id): 128 random bits.
  const id = `po_${randomBytes(16).toString('base64url')}`;
  const r = await db
    .insertInto('payment_order')
    .values({ id, reference: o.reference, amount_minor: o.amountMinor, currency: o.currency, description: o.description, return_url: o.returnUrl })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrder(r);
}

export async function findOrder(db: Db, id: string): Promise<PaymentOrder | undefined> {
  const r = await db.selectFrom('payment_order').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toOrder(r) : undefined;
}

/** Open → Paid or Failed, once: answers the order as it is afterwards (a second submit changes nothing). */
export async function settleOrder(db: Db, id: string, to: 'Paid' | 'Failed'): Promise<PaymentOrder | undefined> {
  await db.updateTable('payment_order').set({ status: to, updated_at: new Date() }).where('id', '=', id).where('status', '=', 'Open').execute();
  return findOrder(db, id);
}
