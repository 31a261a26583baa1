import type { Db } from '../../db/schema.js';
import { audit } from '../audit/audit.js';
import { forbidden, notFound } from '../../http/envelope.js';
import type { MobileListEntry } from '@portal/shared/contracts';
import { enqueue } from '../jobs/queue.js';
import { BROADCAST_QUEUE } from './delivery.js';
import {
  broadcastById, broadcastHistory, countTargets, insertBroadcast, insertRecipients, markAllRead, markRead, notificationOwner, recipientsOf, setTargetCount,
  unreadCount, unreadNotifications,
} from './repository.js';
import type { BroadcastHistoryItem, PatientNotification } from '@portal/shared/contracts';
export type { BroadcastHistoryItem };

export interface BroadcastInput {
  facilityId: number;
  notificationType: number;
  title: string;
  text: string;
  /** The optional Arabic version (null: the Arabic reader sees the English). */
  titleAr?: string | null;
  textAr?: string | null;
  /** Already decoded from InURLPath and checked (http/https), or null. */
  url: string | null;
  /** An image uploaded through uploadnotifyimage (`/api/notification/images/<id>`), or null. */
  imageUrl: string | null;
  /** Custom: the checked numbers of an uploaded spreadsheet; null for all users or one hospital. */
  mobileList: MobileListEntry[] | null;
}

/** Unread notifications shown in the bell, newest first; a cap keeps the answer small. */
const ACTIVE_LIMIT = 100;

export class NotificationService {
  constructor(private readonly db: Db) {}

  /** The caller's unread notifications (the bell's list; read ones leave it). */
  async active(userId: number): Promise<PatientNotification[]> {
    const rows = await unreadNotifications(this.db, userId, ACTIVE_LIMIT);
    return rows.map((r) => ({
      notificationId: r.id,
      type: r.type,
      promotionType: r.promotion_type === '1' ? 1 : r.promotion_type,
      link: r.link,
      isRead: r.is_read,
      isFamilyMember: r.family_member_id > 0,
      familyMemberId: r.family_member_id,
      notificationTitle: r.title,
      notificationTitleAr: r.title_ar,
      messageTextAr: r.text_ar,
      messageTextEn: r.text_en,
      createdOn: new Date(r.created_on).toISOString(),
      imageUrl: r.image_url,
    }));
  }

  unreadCount(userId: number): Promise<number> {
    return unreadCount(this.db, userId);
  }

  /** Marks one of the caller's notifications read; another user's is refused (403) and audited. */
  async markRead(userId: number, id: number, ip: string): Promise<void> {
    if (await markRead(this.db, userId, id)) return;
    const owner = await notificationOwner(this.db, id);
    if (owner === undefined) throw notFound('Notification not found');
    await audit(this.db, { actorUserId: userId, subjectUserId: owner, action: 'mark-read', resource: 'notification', resourceId: id, ip, outcome: 'denied' });
    throw forbidden();
  }

  markAllRead(userId: number): Promise<number> {
    return markAllRead(this.db, userId);
  }

  /**
   * Publishes a broadcast: the history row (Queued), the spreadsheet's numbers for a Custom one, and the
   * delivery job, in one transaction; the job (delivery.ts) fans it out in the background, so publishing to
   * 100,000 users answers at once. Target: every active user (facility 0), those whose preferred hospital
   * is the facility, or the accounts of the uploaded numbers.
   */
  async broadcast(actor: { userId: number; ip: string }, input: BroadcastInput): Promise<{ id: number; targetCount: number; status: string }> {
    return this.db.transaction().execute(async (tx) => {
      const targetKind = input.mobileList ? 'custom' : input.facilityId !== 0 ? 'facility' : 'all';
      const id = await insertBroadcast(tx, {
        title: input.title,
        message: input.text,
        title_ar: input.titleAr ?? null,
        message_ar: input.textAr ?? null,
        notification_type: input.notificationType,
        callback_url: input.url,
        facility_id: input.mobileList ? 0 : input.facilityId,
        created_by: actor.userId,
        status: 'Queued',
        target_kind: targetKind,
        is_excel_uploaded: Boolean(input.mobileList),
        image_url: input.imageUrl,
      });
      await insertRecipients(tx, id, input.mobileList ?? []);
      const target = { id, target_kind: targetKind, facility_id: input.facilityId } as const;
      const targetCount = await countTargets(tx, target);
      await setTargetCount(tx, id, targetCount);
      await enqueue(tx, BROADCAST_QUEUE, { broadcastId: id });
      await audit(tx, { actorUserId: actor.userId, subjectUserId: null, action: `broadcast-${targetKind}`, resource: 'notification', resourceId: id, ip: actor.ip, outcome: 'success' });
      return { id, targetCount, status: 'Queued' };
    });
  }

  /** The numbers of a spreadsheet broadcast, for a re-send (docs/product.md#administration-broadcasts); read by an administrator, so audited. */
  async recipients(actor: { userId: number; ip: string }, broadcastId: number): Promise<MobileListEntry[]> {
    if (!(await broadcastById(this.db, broadcastId))) throw notFound('Notification not found');
    const rows = await recipientsOf(this.db, broadcastId);
    await audit(this.db, { actorUserId: actor.userId, subjectUserId: null, action: 'read-recipients', resource: 'notification', resourceId: broadcastId, ip: actor.ip, outcome: 'success' });
    return rows.map((r) => ({ countryCode: r.calling_code, mobileNo: r.mobile }));
  }

  async history(start: number, take: number, searchText: string, facilityId: number): Promise<BroadcastHistoryItem[]> {
    const rows = await broadcastHistory(this.db, { start, take, searchText, facilityId });
    return rows.map((r) => ({
      id: r.id,
      notificationTitle: r.title,
      message: r.message,
      notificationTitleAr: r.title_ar,
      messageAr: r.message_ar,
      notificationType: r.notification_type,
      callbackURL: r.callback_url,
      createdOn: new Date(r.created_on).toISOString(),
      pushSuccess: r.push_success,
      pushFail: r.push_fail,
      status: r.status,
      createdBy: r.created_by_name,
      facilityId: r.facility_id,
      isExcelUploadedNotification: r.is_excel_uploaded,
      targetCount: r.target_count,
      processedCount: r.processed_count,
      imageUrl: r.image_url,
      finishedOn: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    }));
  }
}

