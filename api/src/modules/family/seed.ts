import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** A family member of the demo data: the fields of the family list (account §3). */
export interface DemoMember {
  firstName: string;
  lastName: string;
  genderId: number;
  dateOfBirth: string;
  callingCode: string;
  mobile: string;
  documentTypeId: number;
  documentId: string;
  relationId: number;
}

const RELATIONS: Record<number, string> = { 1: 'Spouse', 2: 'Son' };

/**
 * The demo patient's spouse and child, known to the hospital stand-in, linked as the patient's family members (as
 * after the consent code), so that the family pickers, their reports and "who saw my records" have someone to
 * show. Idempotent: a member already listed (by document) is left as it is.
 */
export async function seedDemoFamily(db: Db, holder: { callingCode: string; mobile: string }, members: readonly DemoMember[]): Promise<number> {
  const account = await db
    .selectFrom('users')
    .select('id')
    .where('calling_code', '=', holder.callingCode)
    .where('mobile', '=', holder.mobile)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!account) return 0;
  let added = 0;
  for (const m of members) {
    const r = await sql`
      insert into family_members (user_id, first_name, last_name, email, date_of_birth, calling_code, mobile, gender_id, country_id, document_type_id, document_id, relation_id, relation)
      select ${account.id}, ${m.firstName}, ${m.lastName}, ${`${m.firstName.toLowerCase()}@portal.example`}, ${m.dateOfBirth}, ${m.callingCode}, ${m.mobile}, ${m.genderId}, 784,
             ${m.documentTypeId}, ${m.documentId}, ${m.relationId}, ${RELATIONS[m.relationId] ?? 'Other'}
      where not exists (select 1 from family_members where user_id = ${account.id} and document_id = ${m.documentId} and deleted_at is null)`.execute(db);
    added += Number(r.numAffectedRows ?? 0);
  }
  return added;
}
