import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { AuditTables } from './tables.js';

/** SQL of the audit log: append and read, nothing else (a trigger refuses UPDATE, DELETE and TRUNCATE). */

export async function insertAuditEntries(db: Db, rows: Insertable<AuditTables['audit_log']>[]): Promise<void> {
  await db.insertInto('audit_log').values(rows).execute();
}

/** The entries about one account, newest first (for administrators and tests; reading is not auditing). */
export async function auditTrail(db: Db, subjectUserId: number, limit = 100) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_user_id', '=', subjectUserId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
