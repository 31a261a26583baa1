import type { Db } from '../../db/schema.js';
import type { RecordAccessEntry, RecordAccessPage } from '@portal/shared/contracts';
import type { HisAdapter } from '../../adapters/his/index.js';
import { patientRef } from '../audit/audit.js';
import { familyMembersOf } from '../family/identities.js';
import { accountPerson } from '../user/index.js';
import { countRecordReads, recordReads, type AccessScope } from './repository.js';

/** What a read was of, by the audit log's resource and action. Other entries (changes, refusals) are not reads. */
const READS: Record<string, RecordAccessEntry['what']> = {
  'lab-report:read': 'reports',
  'lab-report-orders:read': 'reports',
  'lab-report-pdf:read': 'report',
  'lab-report-pdf:download': 'report',
  'lab-result:read': 'results',
  'medication:read': 'medication',
  'appointment:read': 'appointments',
  'teleconsultation:read': 'teleconsultations',
  'document:read': 'documents',
  'document:download': 'document',
  'user:search': 'account',
  'summary:read': 'summary',
  'summary:download': 'summary',
};
/** Openings of a shared link of the summary: listed with a wrong passcode too (the recipient tried). */
const ATTEMPTS: Record<string, RecordAccessEntry['what']> = { 'shared-summary:open': 'sharedSummary' };
const KEYS = { readKeys: Object.keys(READS), attemptKeys: Object.keys(ATTEMPTS) };

/**
 * "Who saw my records": the reads of a patient's records in the audit log the API writes, newest first, paged.
 * Entries name the hospital registrations they read (`audit_log.patients`), so the owner of a registration sees every
 * account's reads of it — a family account holding her as a member, the hospital's own system — and nobody else
 * does: the caller's registrations are those the hospital says are theirs by proof (`his.patientRecordsOf`), never the
 * document the caller's profile claims. The caller's own entries (what they read, for themselves and for the family
 * members they added with their consent code) are listed for the registrations they reach.
 */
export class RecordAccessService {
  constructor(
    private readonly db: Db,
    private readonly his: HisAdapter,
  ) {}

  private async scope(userId: number): Promise<{ scope: AccessScope; myName: string }> {
    const me = await accountPerson(this.db, userId);
    const mine = me ? (await this.his.patientRecordsOf(me)).map(patientRef) : [];
    const members = await familyMembersOf(this.db, userId);
    const theirs = (await Promise.all(members.map((m) => this.his.patientRecordsOf(m)))).flat().map(patientRef);
    return { scope: { userId, mine, allowed: [...mine, ...theirs] }, myName: me ? `${me.firstName} ${me.lastName}`.trim() : '' };
  }

  async page(userId: number, start: number, take: number): Promise<RecordAccessPage> {
    const { scope, myName } = await this.scope(userId);
    const rows = await recordReads(this.db, scope, KEYS, start, take);
    return {
      total: rows[0]?.total ?? (start > 0 ? await countRecordReads(this.db, scope, KEYS) : 0),
      entries: rows.map((r) => {
        const mine = Number(r.subject_user_id) === userId;
        const memberId = mine && r.family_member_id ? Number(r.family_member_id) : 0;
        const actor = r.actor_user_id == null ? null : Number(r.actor_user_id);
        const key = `${r.resource}:${r.action}`;
        if (ATTEMPTS[key]) {
          // A shared link's opening: the audit entry names the link and the recipient as they gave their name (`<link>|<name>`).
          const [link, ...name] = (r.resource_id ?? '').split('|');
          return {
            id: r.id, at: new Date(r.at).toISOString(), what: ATTEMPTS[key]!, reference: link || null,
            whose: { familyMemberId: memberId, name: memberId ? (r.member_name ?? '') : myName },
            who: { kind: 'recipient' as const, name: name.join('|') || null }, channel: 'link' as const, refused: r.outcome !== 'success',
          };
        }
        const kind: RecordAccessEntry['who']['kind'] =
          actor === null ? 'hospital' : actor === userId ? 'self' : mine && (r.actor_role === 2 || r.actor_role === 3) ? 'administrator' : 'family';
        // The hospital's system reads one result (to tell the patient); a person's read of 'reports' is the list.
        const what = kind === 'hospital' && r.resource === 'lab-report' ? 'report' : READS[key]!;
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
