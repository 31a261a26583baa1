import type { Config } from '../../config.js';
import { createOrder, findOrder } from '../../standins/payment/repository.js';
import type { OrderStatus } from '../../standins/payment/tables.js';
import type { Db } from '../../db/schema.js';

export type { OrderStatus };

export interface PaymentRequest {
  /** The merchant's reference: the appointment reference number. */
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the payment page sends the browser back (a path of the portal). */
  returnUrl: string;
}

/**
 * The payment service of teleconsultations: a payment link per attempt, and the attempt's status asked
 * server to server (the portal never trusts the browser's return alone).
 *
 * - `embedded`: standins/payment — a checkout page at /payment/checkout/<order> that marks the order paid or
 *   failed and returns to the list.
 * - `http`: the configured payment service at PAYMENT_BASE_URL (`POST /orders`, `GET /orders/<id>`) with
 *   PAYMENT_API_KEY as a bearer token.
 */
export interface PaymentAdapter {
  readonly kind: 'embedded' | 'http';
  createPayment(r: PaymentRequest): Promise<{ orderId: string; paymentUrl: string }>;
  status(orderId: string): Promise<OrderStatus | 'Unknown'>;
}

export function createEmbeddedPayment(db: Db): PaymentAdapter {
  return {
    kind: 'embedded',
    async createPayment(r) {
      const order = await createOrder(db, r);
      // Same origin as the portal in embedded mode: a path is enough, whatever the public address.
      return { orderId: order.id, paymentUrl: `/payment/checkout/${order.id}` };
    },
    async status(orderId) {
      return (await findOrder(db, orderId))?.status ?? 'Unknown';
    },
  };
}

export function createHttpPayment(config: Pick<Config, 'PAYMENT_BASE_URL' | 'PAYMENT_API_KEY' | 'PORTAL_PUBLIC_URL'> & { publicUrl?: string }, timeoutMs = 15_000): PaymentAdapter {
  const base = config.PAYMENT_BASE_URL?.replace(/\/+$/, '');
  if (!base || !config.PAYMENT_API_KEY) throw new Error('PAYMENT_BASE_URL and PAYMENT_API_KEY are required for PAYMENT_ADAPTER=http');
  const headers = { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${config.PAYMENT_API_KEY}` };
  const publicUrl = (config.publicUrl ?? config.PORTAL_PUBLIC_URL ?? '').replace(/\/+$/, '');
  return {
    kind: 'http',
    async createPayment(r) {
      const res = await fetch(`${base}/orders`, {
        method: 'POST',
        headers,
        // The service sends the browser back to the portal's public address.
        body: JSON.stringify({ reference: r.reference, amount_minor: r.amountMinor, currency: r.currency, description: r.description, return_url: `${publicUrl}${r.returnUrl}` }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`payment service answered ${res.status} on /orders`);
      const body = (await res.json()) as { id: string; payment_url: string };
      return { orderId: body.id, paymentUrl: body.payment_url };
    },
    async status(orderId) {
      const res = await fetch(`${base}/orders/${encodeURIComponent(orderId)}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 404) return 'Unknown';
      if (!res.ok) throw new Error(`payment service answered ${res.status} on /orders/<id>`);
      const body = (await res.json()) as { status: string };
      return body.status === 'Paid' || body.status === 'Failed' || body.status === 'Open' ? body.status : 'Unknown';
    },
  };
}
