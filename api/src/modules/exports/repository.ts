import { subDays } from 'date-fns';
import type { Db } from '../../db/schema.js';

/** SQL of the exports module: the progress row of a running export, read back by the page that started it. */

/**
 * Starts an export's progress row (clearing rows older than a day on the way: a day is plenty for a download to
 * finish); false when an export with this id is already running.
 */
export async function startExportProgress(db: Db, row: { id: string; userId: number; kind: string; total: number }): Promise<boolean> {
  await db.deleteFrom('export_progress').where('created_at', '<', subDays(new Date(), 1)).execute();
  const taken = await db
    .insertInto('export_progress')
    .values({ id: row.id, user_id: row.userId, kind: row.kind, total: row.total })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(taken);
}

export async function updateExportProgress(db: Db, id: string, done: number, finished: boolean): Promise<void> {
  await db.updateTable('export_progress').set({ done, finished, updated_at: new Date() }).where('id', '=', id).execute();
}

/** One account's export by id; undefined when not recorded (or not that account's). */
export async function findExportProgress(db: Db, userId: number, id: string) {
  return db.selectFrom('export_progress').select(['total', 'done', 'finished']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}
