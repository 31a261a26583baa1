import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentTables } from './tables.js';

/** SQL of the embedded payment service stand-in. */
type PDb = Kysely<PaymentTables>;
const p = (db: Kysely<any>) => db as PDb;

export type OrderStatus = 'Open' | 'Paid' | 'Failed';

export interface PaymentOrder {
  id: string;
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  returnUrl: string;
  status: OrderStatus;
}

const toOrder = (r: any): PaymentOrder => ({
  id: r.id, reference: r.reference, amountMinor: r.amount_minor, currency: r.currency, description: r.description, returnUrl: r.return_url, status: r.status,
});

export async function createOrder(db: Kysely<any>, o: Omit<PaymentOrder, 'id' | 'status'>): Promise<PaymentOrder> {
  // The id is the secret of the checkout link (like a gateway's session id): 128 random bits.
  const id = `po_${randomBytes(16).toString('base64url')}`;
  const r = await p(db)
    .insertInto('payment_order')
    .values({ id, reference: o.reference, amount_minor: o.amountMinor, currency: o.currency, description: o.description, return_url: o.returnUrl })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrder(r);
}

export async function findOrder(db: Kysely<any>, id: string): Promise<PaymentOrder | undefined> {
  const r = await p(db).selectFrom('payment_order').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toOrder(r) : undefined;
}

/** Open → Paid or Failed, once: answers the order as it is afterwards (a second submit changes nothing). */
export async function settleOrder(db: Kysely<any>, id: string, to: 'Paid' | 'Failed'): Promise<PaymentOrder | undefined> {
  await p(db).updateTable('payment_order').set({ status: to, updated_at: new Date() }).where('id', '=', id).where('status', '=', 'Open').execute();
  return findOrder(db, id);
}
