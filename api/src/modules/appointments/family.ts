import { sql } from 'kysely';
import type { PersonIdentity } from '../../adapters/his/index.js';
import type { Db } from '../../db/schema.js';

/**
 * Family members of an account, for booking on their behalf and for the ownership rule (a record is
 * yours when it is yours or a family member's). The family area (profile/family issue) owns the
 * `family_members` table; until it exists every account has no family members and acts for itself only.
 * The table is read with plain SQL so this module does not depend on that module's types.
 */
export interface FamilyMemberIdentity extends PersonIdentity {
  familyMemberId: number;
  relation: string;
}

const presence = new WeakMap<object, Promise<boolean>>();

async function tableExists(db: Db): Promise<boolean> {
  let p = presence.get(db);
  if (!p) {
    p = sql<{ t: string | null }>`select to_regclass('family_members')::text as t`.execute(db).then((r) => Boolean(r.rows[0]?.t));
    presence.set(db, p);
    // A table created later (a migration of a newer deployment) is seen after a short while.
    setTimeout(() => presence.delete(db), 60_000).unref?.();
  }
  return p;
}

export async function familyMembersOf(db: Db, userId: number): Promise<FamilyMemberIdentity[]> {
  if (!(await tableExists(db))) return [];
  try {
    const r = await sql<any>`select * from family_members where user_id = ${userId}`.execute(db);
    return r.rows
      .filter((row) => row.deleted_at == null && (row.status == null || row.status === 'active'))
      .map((row) => ({
        familyMemberId: Number(row.id ?? row.family_member_id),
        firstName: String(row.first_name ?? ''),
        lastName: String(row.last_name ?? ''),
        dateOfBirth: row.date_of_birth instanceof Date ? row.date_of_birth.toISOString().slice(0, 10) : String(row.date_of_birth ?? '').slice(0, 10),
        callingCode: String(row.calling_code ?? ''),
        mobile: String(row.mobile ?? ''),
        documentTypeId: Number(row.document_type_id ?? 0),
        documentId: String(row.document_id ?? ''),
        genderId: Number(row.gender_id ?? 0),
        relation: String(row.relation ?? row.relation_text ?? ''),
      }));
  } catch {
    // A table of another shape than expected: behave as before it existed rather than fail bookings.
    return [];
  }
}
