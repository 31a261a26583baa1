import type { ColumnType, Generated } from 'kysely';

/** Messages the embedded SMS stand-in "sent": read back through GET /api/dev/outbox. */
export interface SmsTables {
  sms_outbox: {
    id: Generated<string>;
    /** Calling code and mobile joined, digits only: what the dev outbox is searched by. */
    to_number: string;
    calling_code: string;
    mobile: string;
    text: string;
    sent_at: ColumnType<Date, Date | undefined, never>;
  };
}
