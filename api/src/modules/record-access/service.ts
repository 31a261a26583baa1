import type { Db } from '../../db/schema.js';
import type { RecordAccessEntry, RecordAccessPage } from '@portal/shared/contracts';
import { accountIdentity, countRecordReads, recordReads } from './repository.js';

/** What a read was of, by the audit log's resource and action. Other entries (changes, refusals) are not reads. */
const READS: Record<string, RecordAccessEntry['what']> = {
  'lab-report:read': 'reports',
  'lab-report-pdf:read': 'report',
  'lab-report-pdf:download': 'report',
  'lab-result:read': 'results',
  'medication:read': 'medication',
  'appointment:read': 'appointments',
  'teleconsultation:read': 'teleconsultations',
  'document:read': 'documents',
  'document:download': 'document',
  'user:search': 'account',
};
const READ_KEYS = Object.keys(READS);

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
    const me = await accountIdentity(this.db, userId);
    const myName = me.name;
    const rows = await recordReads(this.db, userId, me, READ_KEYS, start, take);
    return {
      total: rows[0]?.total ?? (start > 0 ? await countRecordReads(this.db, userId, me, READ_KEYS) : 0),
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
}
