import type { Db } from '../../db/schema.js';
import { findActiveAccountByMobile } from '../user/index.js';
import { insertMemberUnlessListed } from './repository.js';

/** A family member of the demo data: the fields of the family list. */
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
  const account = await findActiveAccountByMobile(db, holder.callingCode, holder.mobile);
  if (!account) return 0;
  let added = 0;
  for (const m of members) {
    const inserted = await insertMemberUnlessListed(db, {
      user_id: account.id, first_name: m.firstName, last_name: m.lastName, email: `${m.firstName.toLowerCase()}@portal.example`, date_of_birth: m.dateOfBirth,
      calling_code: m.callingCode, mobile: m.mobile, gender_id: m.genderId, country_id: 784, document_type_id: m.documentTypeId, document_id: m.documentId,
      relation_id: m.relationId, relation: RELATIONS[m.relationId] ?? 'Other',
    });
    if (inserted) added += 1;
  }
  return added;
}
