import type { ColumnType, JSONColumnType } from 'kysely';

/**
 * The embedded identity provider's own storage (oidc-provider's adapter): sessions, interactions,
 * authorization codes, tokens and grants, one row per model instance. In the database rather than in
 * memory so that a restart mid-flow, or several API processes on one PostgreSQL, see the same state.
 */
export interface IdpStoreTable {
  model: string;
  id: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: ColumnType<Date | null, string | Date | null, string | Date | null>;
  consumed_at: ColumnType<Date | null, string | Date | null, string | Date | null>;
}

export interface IdpTables {
  idp_store: IdpStoreTable;
}
