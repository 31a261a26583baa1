import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** SQL of "who saw my records": the audit log's successful reads in the caller's scope. */

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

/**
 * Whose entries an access log answers for: the caller's own (`userId`: what the caller did, for themselves and for
 * their family members), limited to the hospital registrations the caller reaches (`allowed`), and every entry of any
 * account about the registrations that are the caller's own by proof (`mine`).
 */
export interface AccessScope {
  userId: number;
  /** The caller's own registrations (`patientRef`): every read of them, by anyone. */
  mine: string[];
  /** Every registration the caller reaches (their own and their family members'). */
  allowed: string[];
}

/** The reads to list: successful ones of `readKeys`, and every attempt of `attemptKeys` (a refused one too). */
export interface ReadKeys {
  readKeys: string[];
  attemptKeys: string[];
}

const listed = (k: ReadKeys) =>
  sql`((a.outcome = 'success' and (a.resource || ':' || a.action) in (${sql.join(k.readKeys)})) or (a.resource || ':' || a.action) in (${sql.join(k.attemptKeys)}))`;

/**
 * The caller's own entries about registrations outside `allowed` (read before the hospital's link followed proof)
 * are left out: an access log answers only for records the caller reaches.
 */
function scoped(s: AccessScope) {
  const allowed = sql`${s.allowed}::text[]`;
  return sql`(
    (a.subject_user_id = ${s.userId} and (a.patients is null or a.patients <@ ${allowed}))
    or (a.patients is not null and a.patients && ${sql`${s.mine}::text[]`})
  )`;
}

/** Reads (see ReadKeys) in the caller's scope, newest first, one page. */
export async function recordReads(db: Db, scope: AccessScope, keys: ReadKeys, start: number, take: number): Promise<ReadRow[]> {
  return (
    await sql<ReadRow>`
      select a.id::text as id, a.at, a.action, a.resource, a.resource_id, a.channel, a.actor_user_id, a.subject_user_id, a.family_member_id,
             nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name, u.role_id as actor_role,
             nullif(trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), '') as member_name,
             a.outcome, count(*) over ()::integer as total
      from audit_log a
      left join users u on u.id = a.actor_user_id
      left join family_members m on m.id = a.family_member_id and a.subject_user_id = ${scope.userId}
      where ${listed(keys)}
        and ${scoped(scope)}
      order by a.at desc, a.id desc
      offset ${start} limit ${take}`.execute(db)
  ).rows;
}

/** How many such reads there are (for a page past the end, where no row carries the window count). */
export async function countRecordReads(db: Db, scope: AccessScope, keys: ReadKeys): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::integer as n from audit_log a
    where ${listed(keys)}
      and ${scoped(scope)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
