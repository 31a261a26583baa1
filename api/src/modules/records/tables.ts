import type { ColumnType, Generated } from 'kysely';

/**
 * Reports of a family member whose mobile differs from the account's open only after a code sent to that
 * member's mobile (docs/product.md#reports-member-code). A verified code leaves a short-lived grant here: the PDFs of the
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
  /** The release rules of laboratory results (one row, id 1): days held, the critical interpretations (comma-separated). */
  records_result_release_settings: {
    id: number;
    sensitive_hold_days: number;
    critical_hold_days: number;
    critical_interpretations: string;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** The tests whose results are held as sensitive, by LOINC code. */
  records_sensitive_tests: {
    code: string;
    name: string;
  };
}
