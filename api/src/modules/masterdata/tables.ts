import type { ColumnType, Generated } from 'kysely';

/** Master data: lookups with English and Arabic texts, kept in tables so they can change without a deploy. */
export interface MasterdataTables {
  /** Every `{ id, text }` lookup (gender, documenttype, relations, role, departmentcode). */
  master_lookup: {
    kind: string;
    id: number;
    /** A machine code where the list has one (department codes); otherwise null. */
    code: string | null;
    text_en: string;
    text_ar: string;
    sort_order: number;
    active: ColumnType<boolean, boolean | undefined, boolean>;
  };
  master_country: {
    /** ISO 3166-1 numeric code (784 = United Arab Emirates); also the `countryId` of the registration payload. */
    id: number;
    country_code: string;
    name_en: string;
    name_ar: string;
    phone_code: string;
    flag: string;
  };
  /** Portal-wide settings read by the frontend through getappconfigurations. */
  app_configuration: {
    key: string;
    value: ColumnType<unknown, string, string>;
    updated_at: Generated<Date>;
  };
  /** A single row counting changes to the tables above (bumped by triggers); answers are cached per version. */
  masterdata_version: {
    id: number;
    version: ColumnType<string, number, number>;
  };
}
