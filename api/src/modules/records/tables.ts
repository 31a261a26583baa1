import type { ColumnType, Generated } from 'kysely';

/**
 * Reports of a family member whose mobile differs from the account's open only after a code sent to that
 * member's mobile (care §4 "Reports"). A verified code leaves a short-lived grant here: the PDFs of the
 * members with that number may be fetched by that account until it expires. In the database, not in
 * memory, so every API process agrees.
 */
export interface RecordsTables {
  records_report_grants: {
    id: Generated<number>;
    user_id: number;
    calling_code: string;
    mobile: string;
    expires_at: ColumnType<Date, Date | string, never>;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
}
