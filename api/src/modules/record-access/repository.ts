import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** SQL of "who saw my records": the caller's identity and the audit log's successful reads about them. */

export interface ReadRow {
  id: string;
  at: Date;
  action: string;
  resource: string;
  resource_id: string | null;
  channel: string | null;
  actor_user_id: number | null;
  subject_user_id: number | null;
  family_member_id: number | null;
  actor_name: string | null;
  actor_role: number | null;
  member_name: string | null;
  outcome: string;
  /** The count of every matching entry (the window count), on each row. */
  total: number;
}

export interface AccountIdentity {
  name: string;
  documentTypeId: number | null;
  documentId: string | null;
}

export async function accountIdentity(db: Db, userId: number): Promise<AccountIdentity> {
  const me = await db.selectFrom('users').select(['first_name', 'last_name', 'document_type_id', 'document_id']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { name: `${me.first_name} ${me.last_name}`.trim(), documentTypeId: me.document_type_id, documentId: me.document_id };
}

/** The caller as a family member of other accounts (deleted ones too: their reads happened), as a subquery. */
function asMemberOf(userId: number, me: AccountIdentity) {
  return me.documentTypeId && me.documentId
    ? sql`select id from family_members where user_id <> ${userId} and document_type_id = ${me.documentTypeId} and document_id = ${me.documentId}`
    : sql`select null::integer where false`;
}

/** The reads to list: successful ones of `readKeys`, and every attempt of `attemptKeys` (a refused one too). */
export interface ReadKeys {
  readKeys: string[];
  attemptKeys: string[];
}

const listed = (k: ReadKeys) =>
  sql`((a.outcome = 'success' and (a.resource || ':' || a.action) in (${sql.join(k.readKeys)})) or (a.resource || ':' || a.action) in (${sql.join(k.attemptKeys)}))`;

/**
 * Reads (see ReadKeys) whose subject is the caller, or of a family-member row of another account with the caller's
 * identity document; newest first, one page.
 */
export async function recordReads(db: Db, userId: number, me: AccountIdentity, keys: ReadKeys, start: number, take: number): Promise<ReadRow[]> {
  return (
    await sql<ReadRow>`
      select a.id::text as id, a.at, a.action, a.resource, a.resource_id, a.channel, a.actor_user_id, a.subject_user_id, a.family_member_id,
             nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name, u.role_id as actor_role,
             nullif(trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), '') as member_name,
             a.outcome, count(*) over ()::integer as total
      from audit_log a
      left join users u on u.id = a.actor_user_id
      left join family_members m on m.id = a.family_member_id and a.subject_user_id = ${userId}
      where ${listed(keys)}
        and (a.subject_user_id = ${userId} or a.family_member_id in (${asMemberOf(userId, me)}))
      order by a.at desc, a.id desc
      offset ${start} limit ${take}`.execute(db)
  ).rows;
}

/** How many such reads there are (for a page past the end, where no row carries the window count). */
export async function countRecordReads(db: Db, userId: number, me: AccountIdentity, keys: ReadKeys): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::integer as n from audit_log a
    where ${listed(keys)}
      and (a.subject_user_id = ${userId} or a.family_member_id in (${asMemberOf(userId, me)}))`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
