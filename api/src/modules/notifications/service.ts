import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { audit } from '../audit/audit.js';
import { forbidden, notFound } from '../../http/envelope.js';

export interface PatientNotificationView {
  notificationId: number;
  type: 'BROADCAST' | 'LABREPORT';
  promotionType: string | number;
  link: string | null;
  isRead: boolean;
  isFamilyMember: boolean;
  familyMemberId: number;
  notificationTitle: string;
  messageTextAr: string;
  messageTextEn: string;
  createdOn: string;
}

export interface BroadcastInput {
  facilityId: number;
  notificationType: number;
  title: string;
  text: string;
  /** Already decoded from InURLPath and checked (http/https), or null. */
  url: string | null;
}

export interface BroadcastHistoryItem {
  id: number;
  notificationTitle: string;
  message: string;
  notificationType: number;
  callbackURL: string | null;
  createdOn: string;
  pushSuccess: number;
  pushFail: number;
  status: string;
  createdBy: string;
  facilityId: number;
  isExcelUploadedNotification: boolean;
}

/** Unread notifications shown in the bell, newest first; a cap keeps the answer small. */
const ACTIVE_LIMIT = 100;

export class NotificationService {
  constructor(private readonly db: Db) {}

  /** The caller's unread notifications (the bell's list; read ones leave it). */
  async active(userId: number): Promise<PatientNotificationView[]> {
    const rows = await this.db
      .selectFrom('patient_notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_read', '=', false)
      .orderBy('created_on', 'desc')
      .orderBy('id', 'desc')
      .limit(ACTIVE_LIMIT)
      .execute();
    return rows.map((r) => ({
      notificationId: r.id,
      type: r.type,
      promotionType: r.promotion_type === '1' ? 1 : r.promotion_type,
      link: r.link,
      isRead: r.is_read,
      isFamilyMember: r.family_member_id > 0,
      familyMemberId: r.family_member_id,
      notificationTitle: r.title,
      messageTextAr: r.text_ar,
      messageTextEn: r.text_en,
      createdOn: new Date(r.created_on).toISOString(),
    }));
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('patient_notifications')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks one of the caller's notifications read; another user's is refused (403) and audited. */
  async markRead(userId: number, id: number, ip: string): Promise<void> {
    const res = await this.db.updateTable('patient_notifications').set({ is_read: true }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (Number(res.numUpdatedRows) > 0) return;
    const other = await this.db.selectFrom('patient_notifications').select('user_id').where('id', '=', id).executeTakeFirst();
    if (!other) throw notFound('Notification not found');
    await audit(this.db, { actorUserId: userId, subjectUserId: other.user_id, action: 'mark-read', resource: 'notification', resourceId: id, ip, outcome: 'denied' });
    throw forbidden();
  }

  async markAllRead(userId: number): Promise<number> {
    const res = await this.db.updateTable('patient_notifications').set({ is_read: true }).where('user_id', '=', userId).where('is_read', '=', false).executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  /**
   * Publishes a broadcast: one history row, then one notification per target user in a single
   * INSERT … SELECT (100,000 users is one statement, no rows through Node). Target: every active user
   * (facility 0) or those whose preferred hospital is the facility. pushSuccess = rows inserted.
   */
  async broadcast(actor: { userId: number; ip: string }, input: BroadcastInput): Promise<{ id: number; delivered: number }> {
    return this.db.transaction().execute(async (tx) => {
      const { id } = await tx
        .insertInto('broadcast_notifications')
        .values({
          title: input.title,
          message: input.text,
          notification_type: input.notificationType,
          callback_url: input.url,
          facility_id: input.facilityId,
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const promotion = input.url ? 'URLPROMOTION' : '1';
      let targets = tx
        .selectFrom('users')
        .select([
          'id as user_id',
          sql<string>`'BROADCAST'`.as('type'),
          sql<string>`${promotion}`.as('promotion_type'),
          sql<string | null>`${input.url}::varchar`.as('link'),
          sql<string>`${input.title}`.as('title'),
          sql<string>`${input.text}`.as('text_en'),
          sql<string>`${input.text}`.as('text_ar'),
          sql<number>`${id}::integer`.as('broadcast_id'),
        ])
        .where('status', '=', 'active');
      if (input.facilityId !== 0) targets = targets.where('facility_id', '=', input.facilityId);
      const res = await tx
        .insertInto('patient_notifications')
        .columns(['user_id', 'type', 'promotion_type', 'link', 'title', 'text_en', 'text_ar', 'broadcast_id'])
        .expression(targets as never)
        .executeTakeFirst();
      const delivered = Number(res.numInsertedOrUpdatedRows ?? 0);
      await tx.updateTable('broadcast_notifications').set({ push_success: delivered }).where('id', '=', id).execute();
      await audit(tx, { actorUserId: actor.userId, subjectUserId: null, action: 'broadcast', resource: 'notification', resourceId: id, ip: actor.ip, outcome: 'success' });
      return { id, delivered };
    });
  }

  async history(start: number, take: number, searchText: string, facilityId: number): Promise<BroadcastHistoryItem[]> {
    let q = this.db
      .selectFrom('broadcast_notifications as b')
      .innerJoin('users as u', 'u.id', 'b.created_by')
      .select([
        'b.id',
        'b.title',
        'b.message',
        'b.notification_type',
        'b.callback_url',
        'b.created_on',
        'b.push_success',
        'b.push_fail',
        'b.status',
        'b.facility_id',
        'b.is_excel_uploaded',
        sql<string>`u.first_name || ' ' || u.last_name`.as('created_by_name'),
      ]);
    if (searchText) {
      const like = `%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('b.title', 'ilike', like), eb('b.message', 'ilike', like)]));
    }
    if (facilityId) q = q.where('b.facility_id', '=', facilityId);
    const rows = await q.orderBy('b.id', 'desc').offset(start).limit(take).execute();
    return rows.map((r) => ({
      id: r.id,
      notificationTitle: r.title,
      message: r.message,
      notificationType: r.notification_type,
      callbackURL: r.callback_url,
      createdOn: new Date(r.created_on).toISOString(),
      pushSuccess: r.push_success,
      pushFail: r.push_fail,
      status: r.status,
      createdBy: r.created_by_name,
      facilityId: r.facility_id,
      isExcelUploadedNotification: r.is_excel_uploaded,
    }));
  }
}

