import type { Db } from '../../db/schema.js';
import { currentChannel, type AuditChannel } from '../../http/request-context.js';
import { insertAuditEntry } from './repository.js';

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
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actor_user_id: entry.actorUserId,
    subject_user_id: entry.subjectUserId,
    family_member_id: entry.familyMemberId ?? null,
    action: entry.action,
    resource: entry.resource,
    resource_id: entry.resourceId == null ? null : String(entry.resourceId),
    ip: entry.ip ?? null,
    outcome: entry.outcome,
    channel: entry.channel === undefined ? currentChannel() : entry.channel,
  });
}
