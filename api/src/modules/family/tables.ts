import type { ColumnType, Generated } from 'kysely';

/**
 * Family members of a portal account and the identity documents of the account holder
 * (family_member_id 0) and of each member. Dates of birth are 'YYYY-MM-DD' text: no time-zone shifts.
 * Other modules read members through `identities.ts` (`familyMembersOf`).
 */
export interface FamilyMembersTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  date_of_birth: string;
  calling_code: string;
  mobile: string;
  gender_id: number;
  country_id: number;
  document_type_id: number;
  document_id: string;
  relation_id: number;
  /** The relation's English text at the time of saving (appointments show it). */
  relation: string;
  status: ColumnType<'active', 'active' | undefined, 'active'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Set when the member is removed; the row stays for the audit trail and past bookings. */
  deleted_at: Date | null;
}

export interface UserDocumentsTable {
  id: Generated<number>;
  user_id: number;
  /** 0 = the account holder's own document. */
  family_member_id: number;
  document_type_id: number;
  /** 1 front, 2 back. */
  document_side: number;
  /** Random key in the storage adapter; also the opaque `fileUrl` given to the client. */
  storage_key: string;
  /** The user's file name, shown only as a label; never used to store or serve the file. */
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: Generated<Date>;
}

export interface FamilyTables {
  family_members: FamilyMembersTable;
  user_documents: UserDocumentsTable;
}
