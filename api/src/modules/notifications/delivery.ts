import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { PushAdapter } from '../../adapters/push/index.js';
import type { JobHandler } from '../jobs/worker.js';

/** The queue of broadcast deliveries (jobs module). */
export const BROADCAST_QUEUE = 'broadcast.fanout';
/** Users per step: one transaction inserts their notifications, hands them to push and records progress. */
export const FANOUT_BATCH = 1000;

export interface BroadcastTarget {
  id: number;
  target_kind: 'all' | 'facility' | 'custom';
  facility_id: number;
}

/** The next `limit` target users after `cursor` (user ids ascending: a stable keyset for resuming). */
export async function targetIds(db: Db, b: BroadcastTarget, cursor: number, limit: number): Promise<number[]> {
  let rows: { id: number }[];
  if (b.target_kind === 'custom') {
    rows = (
      await sql<{ id: number }>`
        select u.id from users u
        join broadcast_recipients r on r.broadcast_id = ${b.id} and r.calling_code = u.calling_code and r.mobile = u.mobile
        where u.status = 'active' and u.id > ${cursor}
        order by u.id limit ${limit}`.execute(db)
    ).rows;
  } else {
    rows = (
      await sql<{ id: number }>`
        select id from users
        where status = 'active' and id > ${cursor} ${b.target_kind === 'facility' ? sql`and facility_id = ${b.facility_id}` : sql``}
        order by id limit ${limit}`.execute(db)
    ).rows;
  }
  return rows.map((r) => Number(r.id));
}

/** How many users a broadcast will reach, counted when it is published (the history's progress denominator). */
export async function countTargets(db: Db, b: BroadcastTarget): Promise<number> {
  const r =
    b.target_kind === 'custom'
      ? await sql<{ n: number }>`select count(*)::integer as n from users u join broadcast_recipients r on r.broadcast_id = ${b.id} and r.calling_code = u.calling_code and r.mobile = u.mobile where u.status = 'active'`.execute(db)
      : await sql<{ n: number }>`select count(*)::integer as n from users where status = 'active' ${b.target_kind === 'facility' ? sql`and facility_id = ${b.facility_id}` : sql``}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** How many active accounts a broadcast to every user (facility 0), to one hospital's, or to these numbers would reach. */
export async function countAudience(db: Db, q: { facilityId: number; numbers?: { countryCode: string; mobileNo: string }[] | null }): Promise<number> {
  if (q.numbers) {
    if (q.numbers.length === 0) return 0;
    const pairs = q.numbers.map((n) => sql`(${n.countryCode}, ${n.mobileNo})`);
    const r = await sql<{ n: number }>`select count(*)::integer as n from users where status = 'active' and (calling_code, mobile) in (${sql.join(pairs)})`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  }
  const r = await sql<{ n: number }>`select count(*)::integer as n from users where status = 'active' ${q.facilityId ? sql`and facility_id = ${q.facilityId}` : sql``}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** Which of these users read Arabic (their preferred language). */
async function arabicReaders(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = (await sql<{ id: number }>`select id from users where preferred_lang = 'ar' and id in (${sql.join(ids)})`.execute(db)).rows;
  return new Set(rows.map((r) => Number(r.id)));
}

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
      const b = await db.selectFrom('broadcast_notifications').selectAll().where('id', '=', broadcastId).executeTakeFirst();
      if (!b) return 'done';
      let cursor = Number(ctx.job.progress?.['cursor'] ?? 0);
      const promotion = b.callback_url ? 'URLPROMOTION' : '1';
      const imageForPush = b.image_url ? `${opts.publicUrl}${b.image_url}` : null;
      for (;;) {
        if (ctx.signal.aborted) return 'stopped';
        const finished = await db.transaction().execute(async (tx) => {
          const ids = await targetIds(tx, b, cursor, batch);
          if (ids.length === 0) {
            const unmatched =
              b.target_kind === 'custom'
                ? Number(
                    (
                      await sql<{ n: number }>`
                        select count(*)::integer as n from broadcast_recipients r where r.broadcast_id = ${b.id}
                        and not exists (select 1 from users u where u.status = 'active' and u.calling_code = r.calling_code and u.mobile = r.mobile)`.execute(tx)
                    ).rows[0]?.n ?? 0,
                  )
                : 0;
            await tx
              .updateTable('broadcast_notifications')
              .set({ status: 'Sent', push_fail: sql`push_fail + ${unmatched}`, finished_at: new Date() })
              .where('id', '=', b.id)
              .execute();
            await ctx.complete(tx);
            return true;
          }
          await sql`
            insert into patient_notifications (user_id, type, promotion_type, link, title, title_ar, text_en, text_ar, broadcast_id, image_url)
            select u.id, 'BROADCAST', ${promotion}, ${b.callback_url}::varchar, ${b.title}, ${b.title_ar}::varchar, ${b.message}, ${b.message_ar ?? b.message}, ${b.id}::integer, ${b.image_url}::varchar
            from users u where u.id in (${sql.join(ids)})
            on conflict (broadcast_id, user_id) where broadcast_id is not null do nothing`.execute(tx);
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
          await tx
            .updateTable('broadcast_notifications')
            .set({
              status: 'Sending',
              processed_count: sql`processed_count + ${ids.length}`,
              push_success: sql`push_success + ${pushed.delivered}`,
              push_fail: sql`push_fail + ${pushed.failed}`,
            })
            .where('id', '=', b.id)
            .execute();
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
      await db.updateTable('broadcast_notifications').set({ status: 'Failed', finished_at: new Date() }).where('id', '=', Number(job.payload['broadcastId'])).execute();
    },
  };
}
