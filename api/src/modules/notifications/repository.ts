import { sql, type Insertable, type Selectable } from 'kysely';
import type { MobileListEntry } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import type { BroadcastNotificationsTable, NotificationTables } from './tables.js';

/**
 * SQL of the notifications module: the patients' in-app notifications, the administrators' broadcasts with
 * their recipients and images, the fan-out's steps (delivery.ts), and what the development routes read of
 * the embedded push service.
 */

// ---- The bell

export async function unreadNotifications(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('patient_notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('patient_notifications')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const res = await db.updateTable('patient_notifications').set({ is_read: true }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Whose notification this is (undefined: none has the id). */
export async function notificationOwner(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('patient_notifications').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id;
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const res = await db.updateTable('patient_notifications').set({ is_read: true }).where('user_id', '=', userId).where('is_read', '=', false).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

// ---- Broadcasts

export async function insertBroadcast(db: Db, row: Insertable<NotificationTables['broadcast_notifications']>): Promise<number> {
  const { id } = await db.insertInto('broadcast_notifications').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A spreadsheet broadcast's numbers, each once. */
export async function insertRecipients(db: Db, broadcastId: number, list: MobileListEntry[]): Promise<void> {
  // 3 parameters a row: chunks stay far below PostgreSQL's 65,535 parameters per statement.
  for (let i = 0; i < list.length; i += 2000) {
    await db
      .insertInto('broadcast_recipients')
      .values(list.slice(i, i + 2000).map((r) => ({ broadcast_id: broadcastId, calling_code: r.countryCode, mobile: r.mobileNo })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function setTargetCount(db: Db, broadcastId: number, targetCount: number): Promise<void> {
  await db.updateTable('broadcast_notifications').set({ target_count: targetCount }).where('id', '=', broadcastId).execute();
}

export async function broadcastById(db: Db, id: number): Promise<Selectable<BroadcastNotificationsTable> | undefined> {
  return db.selectFrom('broadcast_notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function recipientsOf(db: Db, broadcastId: number) {
  return db
    .selectFrom('broadcast_recipients')
    .select(['calling_code', 'mobile'])
    .where('broadcast_id', '=', broadcastId)
    .orderBy('calling_code')
    .orderBy('mobile')
    .execute();
}

/** The history, newest first, with the author's name; `searchText` matches title or message in either language. */
export async function broadcastHistory(db: Db, page: { start: number; take: number; searchText: string; facilityId: number }) {
  let q = db
    .selectFrom('broadcast_notifications as b')
    .innerJoin('users as u', 'u.id', 'b.created_by')
    .select([
      'b.id',
      'b.title',
      'b.message',
      'b.title_ar',
      'b.message_ar',
      'b.notification_type',
      'b.callback_url',
      'b.created_on',
      'b.push_success',
      'b.push_fail',
      'b.status',
      'b.facility_id',
      'b.is_excel_uploaded',
      'b.target_count',
      'b.processed_count',
      'b.image_url',
      'b.finished_at',
      sql<string>`u.first_name || ' ' || u.last_name`.as('created_by_name'),
    ]);
  if (page.searchText) {
    const like = `%${page.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('b.title', 'ilike', like), eb('b.message', 'ilike', like), eb('b.title_ar', 'ilike', like), eb('b.message_ar', 'ilike', like)]));
  }
  if (page.facilityId) q = q.where('b.facility_id', '=', page.facilityId);
  return q.orderBy('b.id', 'desc').offset(page.start).limit(page.take).execute();
}

// ---- The fan-out (delivery.ts)

/**
 * Who a broadcast is for: active patient accounts (role 1). Broadcasters and administrators publish them; the
 * count the dialog shows, the history's target and the fan-out are one definition, so they agree.
 */
const patientAccount = (u: string) => sql`${sql.ref(`${u}.status`)} = 'active' and ${sql.ref(`${u}.role_id`)} = 1`;

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
        where ${patientAccount('u')} and u.id > ${cursor}
        order by u.id limit ${limit}`.execute(db)
    ).rows;
  } else {
    rows = (
      await sql<{ id: number }>`
        select id from users u
        where ${patientAccount('u')} and id > ${cursor} ${b.target_kind === 'facility' ? sql`and facility_id = ${b.facility_id}` : sql``}
        order by id limit ${limit}`.execute(db)
    ).rows;
  }
  return rows.map((r) => Number(r.id));
}

/** How many users a broadcast will reach, counted when it is published (the history's progress denominator). */
export async function countTargets(db: Db, b: BroadcastTarget): Promise<number> {
  const r =
    b.target_kind === 'custom'
      ? await sql<{ n: number }>`select count(*)::integer as n from users u join broadcast_recipients r on r.broadcast_id = ${b.id} and r.calling_code = u.calling_code and r.mobile = u.mobile where ${patientAccount('u')}`.execute(db)
      : await sql<{ n: number }>`select count(*)::integer as n from users u where ${patientAccount('u')} ${b.target_kind === 'facility' ? sql`and facility_id = ${b.facility_id}` : sql``}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** How many active accounts a broadcast to every user (facility 0), to one hospital's, or to these numbers would reach. */
export async function countAudience(db: Db, q: { facilityId: number; numbers?: { countryCode: string; mobileNo: string }[] | null }): Promise<number> {
  if (q.numbers) {
    if (q.numbers.length === 0) return 0;
    // Two array parameters whatever the list's length (a list of row values grows the statement with it and fails
    // past a few thousand): one bounded query for every list up to the spreadsheet's 10,000 numbers.
    const r = await sql<{ n: number }>`
      select count(distinct u.id)::integer as n
      from unnest(${q.numbers.map((n) => n.countryCode)}::text[], ${q.numbers.map((n) => n.mobileNo)}::text[]) as l(calling_code, mobile)
      join users u on u.calling_code = l.calling_code and u.mobile = l.mobile
      where ${patientAccount('u')}`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  }
  const r = await sql<{ n: number }>`select count(*)::integer as n from users u where ${patientAccount('u')} ${q.facilityId ? sql`and facility_id = ${q.facilityId}` : sql``}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** Which of these users read Arabic (their preferred language). */
export async function arabicReaders(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = (await sql<{ id: number }>`select id from users where preferred_lang = 'ar' and id in (${sql.join(ids)})`.execute(db)).rows;
  return new Set(rows.map((r) => Number(r.id)));
}

/** A spreadsheet broadcast's numbers that no active account holds. */
export async function unmatchedRecipients(db: Db, broadcastId: number): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::integer as n from broadcast_recipients r where r.broadcast_id = ${broadcastId}
    and not exists (select 1 from users u where ${patientAccount('u')} and u.calling_code = r.calling_code and u.mobile = r.mobile)`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** The broadcast is sent; the unmatched numbers count as failed pushes. */
export async function finishBroadcast(db: Db, broadcastId: number, unmatched: number): Promise<void> {
  await db
    .updateTable('broadcast_notifications')
    .set({ status: 'Sent', push_fail: sql`push_fail + ${unmatched}`, finished_at: new Date() })
    .where('id', '=', broadcastId)
    .execute();
}

export async function failBroadcast(db: Db, broadcastId: number): Promise<void> {
  await db.updateTable('broadcast_notifications').set({ status: 'Failed', finished_at: new Date() }).where('id', '=', broadcastId).execute();
}

/** The broadcast's in-app notification for each of these users, at most one per user (a unique index). */
export async function insertBroadcastNotifications(db: Db, b: Selectable<BroadcastNotificationsTable>, promotion: string, userIds: number[]): Promise<void> {
  await sql`
    insert into patient_notifications (user_id, type, promotion_type, link, title, title_ar, text_en, text_ar, broadcast_id, image_url)
    select u.id, 'BROADCAST', ${promotion}, ${b.callback_url}::varchar, ${b.title}, ${b.title_ar}::varchar, ${b.message}, ${b.message_ar ?? b.message}, ${b.id}::integer, ${b.image_url}::varchar
    from users u where u.id in (${sql.join(userIds)})
    on conflict (broadcast_id, user_id) where broadcast_id is not null do nothing`.execute(db);
}

/** One step of the fan-out done: its users processed and their push outcome. */
export async function addBroadcastProgress(db: Db, broadcastId: number, step: { processed: number; delivered: number; failed: number }): Promise<void> {
  await db
    .updateTable('broadcast_notifications')
    .set({
      status: 'Sending',
      processed_count: sql`processed_count + ${step.processed}`,
      push_success: sql`push_success + ${step.delivered}`,
      push_fail: sql`push_fail + ${step.failed}`,
    })
    .where('id', '=', broadcastId)
    .execute();
}

// ---- Broadcast images (images.ts)

export async function insertImage(db: Db, row: Insertable<NotificationTables['broadcast_images']>): Promise<void> {
  await db.insertInto('broadcast_images').values(row).execute();
}

export async function imageById(db: Db, id: string) {
  return db.selectFrom('broadcast_images').select(['storage_key', 'content_type']).where('id', '=', id).executeTakeFirst();
}

// ---- The embedded push service, as the development routes see it (dev-routes.ts)

/** Makes the account's pushes fail (device not registered), or deliver again. */
export async function setPushUnreachable(db: Db, userId: number, unreachable: boolean): Promise<void> {
  if (unreachable) {
    await db.insertInto('push_unreachable').values({ user_id: userId, reason: 'device not registered' }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  } else {
    await db.deleteFrom('push_unreachable').where('user_id', '=', userId).execute();
  }
}

export async function pushDeliveriesOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('push_deliveries')
    .select(['id', 'kind', 'broadcast_id', 'title', 'body', 'link', 'image_url', 'status', 'error', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
