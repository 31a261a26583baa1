import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { UsersTable } from '../user/tables.js';

/** SQL of the profile module: the active account's profile row and the changes the profile makes to it. */

export async function activeProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'first_name', 'last_name', 'email', 'mobile', 'calling_code', 'gender_id', 'country_id', 'document_type_id', 'document_id',
      'profile_img_url', 'profile_img_file_name', 'facility_id', 'vblog', 'uae_pass_uuid', 'identity_document_type_id', 'identity_document_id',
      sql<boolean>`password_hash is not null`.as('has_password'),
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob'),
    ])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** The profile's own columns of the account (name, contact, identity, date of birth, language, hospital, image). */
type ProfileColumns = Pick<
  Updateable<UsersTable>,
  | 'first_name' | 'last_name' | 'email' | 'gender_id' | 'country_id' | 'date_of_birth' | 'document_type_id' | 'document_id' | 'preferred_lang'
  | 'facility_id' | 'vblog' | 'profile_img_url' | 'profile_img_file_name'
>;

export async function updateProfile(db: Db, userId: number, set: ProfileColumns): Promise<void> {
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** Deactivates an active account (its data kept; the number free for a new registration). */
export async function deactivateAccount(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ status: 'deactivated', deactivated_at: sql<Date>`now()` }).where('id', '=', userId).where('status', '=', 'active').execute();
}
