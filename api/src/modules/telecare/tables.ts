import type { ColumnType, Generated } from 'kysely';

/**
 * The portal's own record of teleconsultation payments: each attempt is an order at the payment service.
 * At most one attempt per appointment is Open (a partial unique index), so a list shown twice reuses the link.
 */
export interface TelecareTables {
  tele_payment_attempt: {
    id: Generated<number>;
    appointment_id: number;
    order_id: string;
    payment_url: string;
    /** Open, Paid, Failed (as the payment service last said). */
    status: ColumnType<string, string | undefined, string>;
    user_id: number;
    created_at: ColumnType<Date, Date | undefined, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}
