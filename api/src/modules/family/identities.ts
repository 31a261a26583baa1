import type { PersonIdentity } from '../../adapters/his/index.js';
import type { Db } from '../../db/schema.js';
import { membersOf } from './repository.js';

/**
 * The account's family members as persons the hospital matches, for acting on their behalf (booking, reports,
 * medication) and for the ownership rule (a record is yours when it is yours or a family member's). A member was
 * added only when the hospital's registration carried the member's number and, for a number other than the
 * account's, the consent code sent to it was entered: the number is proven, the document is not asserted.
 */
export interface FamilyMemberIdentity extends PersonIdentity {
  familyMemberId: number;
  relation: string;
}

export async function familyMembersOf(db: Db, userId: number): Promise<FamilyMemberIdentity[]> {
  return (await membersOf(db, userId)).map((m) => ({
    familyMemberId: m.id,
    firstName: m.first_name,
    lastName: m.last_name,
    dateOfBirth: m.date_of_birth,
    callingCode: m.calling_code,
    mobile: m.mobile,
    documentTypeId: m.document_type_id,
    documentId: m.document_id.replace(/[\s-]/g, ''),
    genderId: m.gender_id,
    relation: m.relation,
    documentVerified: false,
  }));
}

/**
 * The live family members, of active accounts, listed under this document, with their account holder's number (a
 * member on another number than the holder's needs her consent code before her results are shown).
 */
export async function membersWithDocument(db: Db, doc: { documentTypeId: number; documentId: string }) {
  const rows = await db
    .selectFrom('family_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'm.first_name', 'm.calling_code', 'm.mobile', 'u.calling_code as holder_calling_code', 'u.mobile as holder_mobile'])
    .where('m.deleted_at', 'is', null)
    .where('u.status', '=', 'active')
    .where('m.document_type_id', '=', doc.documentTypeId)
    .where('m.document_id', '=', doc.documentId.replace(/[\s-]/g, ''))
    .execute();
  return rows.map((r) => ({
    familyMemberId: r.id, userId: r.user_id, firstName: r.first_name, callingCode: r.calling_code, mobile: r.mobile,
    holder: { callingCode: r.holder_calling_code, mobile: r.holder_mobile },
  }));
}
