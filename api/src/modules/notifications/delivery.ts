import type { Db } from '../../db/schema.js';
import type { PushAdapter } from '../../adapters/push/index.js';
import type { JobHandler } from '../jobs/worker.js';
import {
  addBroadcastProgress, arabicReaders, broadcastById, failBroadcast, finishBroadcast, insertBroadcastNotifications, targetIds, unmatchedRecipients,
} from './repository.js';

/** The queue of broadcast deliveries (jobs module). */
export const BROADCAST_QUEUE = 'broadcast.fanout';
/** Users per step: one transaction inserts their notifications, hands them to push and records progress. */
export const FANOUT_BATCH = 1000;

/**
 * The delivery job of one broadcast: in steps of FANOUT_BATCH users, one transaction per step inserts
 * their in-app notifications (at most one per user and broadcast: a unique index), hands them to the push
 * adapter, adds the push outcome and the progress to the history row, and records the last user id as
 * the job's cursor. A stopped or crashed worker's job resumes from the last committed cursor; a worker
 * that lost its lease cannot commit (fencing). Numbers of a spreadsheet with no account are counted as
 * failed pushes at the end.
 */
export function broadcastDelivery(db: Db, push: PushAdapter, opts: { publicUrl: string; batchSize?: number; pauseMs?: number }): JobHandler {
  const batch = opts.batchSize ?? FANOUT_BATCH;
  const pause = opts.pauseMs ?? 0;
  return {
    async run(ctx) {
      const broadcastId = Number(ctx.job.payload['broadcastId']);
      const b = await broadcastById(db, broadcastId);
      if (!b) return 'done';
      let cursor = Number(ctx.job.progress?.['cursor'] ?? 0);
      const promotion = b.callback_url ? 'URLPROMOTION' : '1';
      const imageForPush = b.image_url ? `${opts.publicUrl}${b.image_url}` : null;
      for (;;) {
        if (ctx.signal.aborted) return 'stopped';
        const finished = await db.transaction().execute(async (tx) => {
          const ids = await targetIds(tx, b, cursor, batch);
          if (ids.length === 0) {
            const unmatched = b.target_kind === 'custom' ? await unmatchedRecipients(tx, b.id) : 0;
            await finishBroadcast(tx, b.id, unmatched);
            await ctx.complete(tx);
            return true;
          }
          await insertBroadcastNotifications(tx, b, promotion, ids);
          // A push reads in the user's language: the Arabic readers get the Arabic version when there is one.
          const arabic = b.title_ar || b.message_ar ? await arabicReaders(tx, ids) : new Set<number>();
          const groups = [
            { userIds: ids.filter((id) => !arabic.has(id)), title: b.title, body: b.message },
            { userIds: ids.filter((id) => arabic.has(id)), title: b.title_ar ?? b.title, body: b.message_ar ?? b.message },
          ].filter((g) => g.userIds.length > 0);
          const pushed = { delivered: 0, failed: 0 };
          for (const g of groups) {
            const r = await push.send(tx, { ...g, kind: 'BROADCAST', broadcastId: b.id, link: b.callback_url, imageUrl: imageForPush });
            pushed.delivered += r.delivered;
            pushed.failed += r.failed;
          }
          await addBroadcastProgress(tx, b.id, { processed: ids.length, ...pushed });
          const last = ids[ids.length - 1]!;
          await ctx.checkpoint(tx, { cursor: last });
          cursor = last;
          return false;
        });
        if (finished) return 'done';
        // Let waiting HTTP requests run between steps (PGlite has one connection: a pause lets their queries in).
        await new Promise((r) => (pause ? setTimeout(r, pause) : setImmediate(r)));
      }
    },
    async failed(job) {
      await failBroadcast(db, Number(job.payload['broadcastId']));
    },
  };
}
