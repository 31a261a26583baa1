import type { ColumnType, Generated } from 'kysely';

export type UserStatus = 'active' | 'deactivated';

/**
 * A portal account. `date_of_birth` is a SQL `date`; drivers return it as a JS Date, so the user
 * repository always reads it through `to_char(…, 'YYYY-MM-DD')` to stay clear of time zones.
 */
export interface UsersTable {
  id: Generated<number>;
  calling_code: string;
  mobile: string;
  first_name: string;
  last_name: string;
  email: string | null;
  gender_id: number | null;
  /** Nationality (master data country id). */
  country_id: number | null;
  date_of_birth: ColumnType<Date | null, string | null | undefined, string | null>;
  document_type_id: number | null;
  document_id: string | null;
  /** argon2id PHC string; null for digital-identity accounts that never set a password. */
  password_hash: string | null;
  role_id: Generated<number>;
  /** Preferred hospital (facility id of the location list). */
  facility_id: number | null;
  vblog: string | null;
  profile_img_url: string | null;
  profile_img_file_name: string | null;
  uae_pass_issuer: string | null;
  uae_pass_uuid: string | null;
  status: Generated<UserStatus>;
  created_at: Generated<Date>;
  deactivated_at: Date | null;
  /** The document the national digital identity (SOP2/SOP3) asserted; null when it asserted none. */
  identity_document_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  identity_document_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language the patient last chose; SMS texts are written in it. */
  preferred_lang: Generated<'en' | 'ar'>;
}

export interface UserTables {
  users: UsersTable;
}
