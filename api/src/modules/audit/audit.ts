import type { Db } from '../../db/schema.js';
import { currentChannel, type AuditChannel } from '../../http/request-context.js';
import type { Insertable } from 'kysely';
import { insertAuditEntries } from './repository.js';
import type { AuditTables } from './tables.js';

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
  /** The hospital registrations whose data was read (`patientRef`), so that their owner sees the read. */
  patients?: readonly string[] | null;
}

/** How the audit log names a hospital registration: facility code / medical record number. */
export const patientRef = (r: { facilityCode: string; patientId: string }): string => `${r.facilityCode}/${r.patientId}`;

/**
 * Appends one entry to the audit log; resolves once the entry is committed. Pass the transaction of the change being
 * audited so that the entry and the change are committed (or rolled back) together. There is deliberately no update
 * or delete: the log is append-only, and the database enforces it.
 *
 * Outside a transaction the entry goes through the database's writer (`AuditWriter`): entries that arrive while
 * another insert of the log is running are written together by the next one, one multi-row INSERT, which is what keeps
 * the log's cost per request low under load (a hot read such as the appointment list writes one entry per call).
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  const row: AuditRow = {
    actor_user_id: entry.actorUserId,
    subject_user_id: entry.subjectUserId,
    family_member_id: entry.familyMemberId ?? null,
    action: entry.action,
    resource: entry.resource,
    resource_id: entry.resourceId == null ? null : String(entry.resourceId),
    ip: entry.ip ?? null,
    outcome: entry.outcome,
    channel: entry.channel === undefined ? currentChannel() : entry.channel,
    patients: entry.patients?.length ? [...new Set(entry.patients)].slice(0, 200) : null,
  };
  if (db.isTransaction) return insertAuditEntries(db, [row]);
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new AuditWriter(db)));
  return writer.write(row);
}

type AuditRow = Insertable<AuditTables['audit_log']>;

/** Rows of one INSERT at most (nine parameters each, far below PostgreSQL's 65,535). */
const MAX_ROWS = 500;

const writers = new WeakMap<Db, AuditWriter>();

/**
 * Group commit of the audit log, one per database: an entry is inserted at once when no insert of the log is running;
 * otherwise it waits for that one and goes with every entry that arrived meanwhile. Each caller's promise settles
 * with its own row: resolved after the INSERT that holds it has committed, so a request answers only once its entry is
 * in the log, as with an INSERT of its own; nothing is kept in memory past the request that wrote it. When a
 * multi-row INSERT fails, its rows are written one by one, so that one bad entry fails only its own caller.
 */
class AuditWriter {
  private queue: { row: AuditRow; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  write(row: AuditRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_ROWS);
        try {
          await insertAuditEntries(this.db, batch.map((e) => e.row));
          for (const e of batch) e.resolve();
        } catch (err) {
          if (batch.length === 1) batch[0]!.reject(err);
          else await Promise.all(batch.map((e) => insertAuditEntries(this.db, [e.row]).then(e.resolve, e.reject)));
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
