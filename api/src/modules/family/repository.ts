import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { FamilyMembersTable, UserDocumentsTable } from './tables.js';

/** SQL of the family module: the account's family members (deleted ones stay, marked) and identity documents. */

export type MemberRow = Selectable<FamilyMembersTable>;

/** A member that is not deleted, whoever's it is (the caller checks the owner). */
export async function liveMember(db: Db, familyMemberId: number): Promise<MemberRow | undefined> {
  return db.selectFrom('family_members').selectAll().where('id', '=', familyMemberId).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function isLiveMember(db: Db, familyMemberId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('family_members').select('id').where('id', '=', familyMemberId).where('deleted_at', 'is', null).executeTakeFirst());
}

export async function membersOf(db: Db, userId: number): Promise<MemberRow[]> {
  return db.selectFrom('family_members').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).orderBy('id').execute();
}

/** Whether the account already lists a member with this document. */
export async function hasMemberWithDocument(db: Db, userId: number, documentTypeId: number, documentId: string): Promise<boolean> {
  const same = await db
    .selectFrom('family_members')
    .select('id')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('document_type_id', '=', documentTypeId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return Boolean(same);
}

export async function relationName(db: Db, relationId: number): Promise<string | undefined> {
  const r = await db.selectFrom('master_lookup').select('text_en').where('kind', '=', 'relations').where('id', '=', relationId).executeTakeFirst();
  return r?.text_en;
}

export async function insertMember(db: Db, row: Omit<Insertable<FamilyMembersTable>, 'deleted_at'>): Promise<number> {
  const r = await db.insertInto('family_members').values({ ...row, deleted_at: null }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** Changes the editable fields of one of the account's members. */
export async function updateMember(
  db: Db,
  userId: number,
  familyMemberId: number,
  set: Pick<Insertable<FamilyMembersTable>, 'first_name' | 'last_name' | 'email' | 'date_of_birth' | 'gender_id' | 'country_id' | 'relation_id' | 'relation'>,
): Promise<void> {
  await db
    .updateTable('family_members')
    .set({ ...set, updated_at: sql<Date>`now()` })
    .where('id', '=', familyMemberId)
    .where('user_id', '=', userId)
    .execute();
}

export async function markMemberDeleted(db: Db, userId: number, familyMemberId: number): Promise<void> {
  await db.updateTable('family_members').set({ deleted_at: sql<Date>`now()` }).where('id', '=', familyMemberId).where('user_id', '=', userId).execute();
}

/**
 * The demo data's member, unless the account already lists one with its document: one statement, so a second
 * seed adds nothing. Whether it was added.
 */
export async function insertMemberUnlessListed(db: Db, row: Omit<Insertable<FamilyMembersTable>, 'deleted_at' | 'status'>): Promise<boolean> {
  const r = await sql`
    insert into family_members (user_id, first_name, last_name, email, date_of_birth, calling_code, mobile, gender_id, country_id, document_type_id, document_id, relation_id, relation)
    select ${row.user_id}, ${row.first_name}, ${row.last_name}, ${row.email}, ${row.date_of_birth}, ${row.calling_code}, ${row.mobile}, ${row.gender_id}, ${row.country_id},
           ${row.document_type_id}, ${row.document_id}, ${row.relation_id}, ${row.relation}
    where not exists (select 1 from family_members where user_id = ${row.user_id} and document_id = ${row.document_id} and deleted_at is null)`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

// ---- Identity documents (documents.ts)

/** The stored documents of the holder (0) or of one member; `slot` narrows to one type and side. Their storage keys. */
export async function deleteDocuments(db: Db, userId: number, familyMemberId: number, slot?: { documentTypeId: number; documentSide: number }): Promise<string[]> {
  let q = db.deleteFrom('user_documents').where('user_id', '=', userId).where('family_member_id', '=', familyMemberId);
  if (slot) q = q.where('document_type_id', '=', slot.documentTypeId).where('document_side', '=', slot.documentSide);
  const gone = await q.returning('storage_key').execute();
  return gone.map((g) => g.storage_key);
}

export async function insertDocument(db: Db, row: Insertable<UserDocumentsTable>): Promise<void> {
  await db.insertInto('user_documents').values(row).execute();
}

export async function documentsOf(db: Db, userId: number, familyMemberId: number) {
  return db
    .selectFrom('user_documents')
    .select(['document_type_id', 'document_side', 'storage_key', 'file_name'])
    .where('user_id', '=', userId)
    .where('family_member_id', '=', familyMemberId)
    .execute();
}

export async function documentByKey(db: Db, storageKey: string) {
  return db.selectFrom('user_documents').selectAll().where('storage_key', '=', storageKey).executeTakeFirst();
}
