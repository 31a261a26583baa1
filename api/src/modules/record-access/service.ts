import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { RecordAccessEntry, RecordAccessPage } from '@portal/shared/contracts';

/** What a read was of, by the audit log's resource and action. Other entries (changes, refusals) are not reads. */
const READS: Record<string, RecordAccessEntry['what']> = {
  'lab-report:read': 'reports',
  'lab-report-pdf:read': 'report',
  'lab-report-pdf:download': 'report',
  'medication:read': 'medication',
  'appointment:read': 'appointments',
  'teleconsultation:read': 'teleconsultations',
  'document:read': 'documents',
  'document:download': 'document',
  'user:search': 'account',
};
const READ_KEYS = Object.keys(READS);

interface Row {
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
  total: number;
}

/**
 * "Who saw my records": the reads of a patient's records in the audit log the API writes, newest first, paged.
 * The caller sees only entries about themselves: reads of their own records and of their family members' (the
 * entries whose subject is the caller), and reads of their records by another account that holds them as a
 * family member (a family-member row of another account with the caller's identity document). Nothing else: the
 * query starts from the caller's id, so another patient's entries cannot be asked for.
 */
export class RecordAccessService {
  constructor(private readonly db: Db) {}

  async page(userId: number, start: number, take: number): Promise<RecordAccessPage> {
    const me = await this.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'document_type_id', 'document_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const myName = `${me.first_name} ${me.last_name}`.trim();
    // The caller as a family member of other accounts (deleted ones too: their reads happened).
    const asMember = me.document_type_id && me.document_id
      ? sql`select id from family_members where user_id <> ${userId} and document_type_id = ${me.document_type_id} and document_id = ${me.document_id}`
      : sql`select null::integer where false`;
    const rows = (
      await sql<Row>`
        select a.id::text as id, a.at, a.action, a.resource, a.resource_id, a.channel, a.actor_user_id, a.subject_user_id, a.family_member_id,
               nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name, u.role_id as actor_role,
               nullif(trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), '') as member_name,
               count(*) over ()::integer as total
        from audit_log a
        left join users u on u.id = a.actor_user_id
        left join family_members m on m.id = a.family_member_id and a.subject_user_id = ${userId}
        where a.outcome = 'success'
          and (a.resource || ':' || a.action) in (${sql.join(READ_KEYS)})
          and (a.subject_user_id = ${userId} or a.family_member_id in (${asMember}))
        order by a.at desc, a.id desc
        offset ${start} limit ${take}`.execute(this.db)
    ).rows;
    return {
      total: rows[0]?.total ?? (start > 0 ? await this.count(userId, asMember) : 0),
      entries: rows.map((r) => {
        const mine = Number(r.subject_user_id) === userId;
        const memberId = mine && r.family_member_id ? Number(r.family_member_id) : 0;
        const actor = r.actor_user_id == null ? null : Number(r.actor_user_id);
        const kind: RecordAccessEntry['who']['kind'] =
          actor === null ? 'hospital' : actor === userId ? 'self' : mine && (r.actor_role === 2 || r.actor_role === 3) ? 'administrator' : 'family';
        // The hospital's system reads one result (to tell the patient); a person's read of 'reports' is the list.
        const what = kind === 'hospital' && r.resource === 'lab-report' ? 'report' : READS[`${r.resource}:${r.action}`]!;
        return {
          id: r.id,
          at: new Date(r.at).toISOString(),
          what,
          reference: what === 'report' ? r.resource_id : null,
          whose: { familyMemberId: memberId, name: memberId ? (r.member_name ?? '') : myName },
          // An administrator is named by role only; a family account holder by name (the patient knows them).
          who: { kind, name: kind === 'family' ? r.actor_name : kind === 'self' ? myName : null },
          channel: r.channel === 'portal' || r.channel === 'teleconsultation' ? r.channel : null,
        };
      }),
    };
  }

  /** The total when the page asked for is past the end (no row carries the window count). */
  private async count(userId: number, asMember: ReturnType<typeof sql>): Promise<number> {
    const r = await sql<{ n: number }>`
      select count(*)::integer as n from audit_log a
      where a.outcome = 'success' and (a.resource || ':' || a.action) in (${sql.join(READ_KEYS)})
        and (a.subject_user_id = ${userId} or a.family_member_id in (${asMember}))`.execute(this.db);
    return Number(r.rows[0]?.n ?? 0);
  }
}
