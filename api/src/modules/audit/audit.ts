import type { Kysely } from 'kysely';
import type { AuditTables } from './tables.js';
import { currentChannel, type AuditChannel } from '../../http/request-context.js';

export type AuditOutcome = 'success' | 'denied' | 'failed';

export interface AuditEntry {
  /** The signed-in user who acted (null for an anonymous call). */
  actorUserId: number | null;
  /** The account whose data was read or changed. */
  subjectUserId: number | null;
  /** Set when the data belongs to a family member of the subject. */
  familyMemberId?: number | null;
  /** What was done: `read`, `create`, `update`, `delete`, `download`, `export`, … */
  action: string;
  /** What it was done to: `lab-report`, `medication`, `appointment`, `profile`, `document`, … */
  resource: string;
  resourceId?: string | number | null;
  ip?: string | null;
  outcome: AuditOutcome;
  /** Where the request came from; by default the channel of the request being served (null in a job). */
  channel?: AuditChannel | null;
}

/**
 * Appends one entry to the audit log. Pass the transaction of the change being audited so that the
 * entry and the change are committed (or rolled back) together. There is deliberately no update or
 * delete: the log is append-only, and the database enforces it.
 */
export async function audit(db: Kysely<any>, entry: AuditEntry): Promise<void> {
  await (db as Kysely<AuditTables>)
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      subject_user_id: entry.subjectUserId,
      family_member_id: entry.familyMemberId ?? null,
      action: entry.action,
      resource: entry.resource,
      resource_id: entry.resourceId == null ? null : String(entry.resourceId),
      ip: entry.ip ?? null,
      outcome: entry.outcome,
      channel: entry.channel === undefined ? currentChannel() : entry.channel,
    })
    .execute();
}

/** The entries about one account, newest first (for administrators and tests; reading is not auditing). */
export async function auditTrail(db: Kysely<any>, subjectUserId: number, limit = 100) {
  return (db as Kysely<AuditTables>)
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_user_id', '=', subjectUserId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
