import type { ColumnType } from 'kysely';

/** An order is Open until the payer pays it or it fails, once. */
export type OrderStatus = 'Open' | 'Paid' | 'Failed';

/**
 * The embedded stand-in of the payment service: one order per payment attempt. Open → Paid or Failed (a failed
 * attempt is final; paying again opens a new order).
 */
export interface PaymentTables {
  payment_order: {
    /** The order id; also the secret part of the checkout link. */
    id: string;
    /** The merchant's reference (the appointment reference number). */
    reference: string;
    amount_minor: number;
    currency: string;
    description: string;
    /** Where the checkout page sends the browser back (a path of the portal). */
    return_url: string;
    status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
    created_at: ColumnType<Date, Date | undefined, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}
