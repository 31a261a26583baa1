import type { ColumnType, Generated } from 'kysely';

/** One in-app notification of one patient (docs/product.md#everywhere-notifications). */
export interface PatientNotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: 'BROADCAST' | 'LABREPORT' | 'RESULTS';
  /** '1' open the app, 'URLPROMOTION' open `link`, 'LABREPORT' go to diagnostic reports, 'RESULTS' to the results page. */
  promotion_type: string;
  link: string | null;
  title: string;
  text_en: string;
  text_ar: string;
  /** The Arabic title, when the notification has one (a broadcast written in Arabic too). */
  title_ar: string | null;
  is_read: Generated<boolean>;
  /** 0 = the account holder. */
  family_member_id: Generated<number>;
  broadcast_id: number | null;
  created_on: Generated<Date>;
  image_url: string | null;
  /** What a non-broadcast notification is about (`lab:<doc number>`), so that it is made once. */
  source_ref: string | null;
}

/** One published broadcast, as its history shows it. */
export interface BroadcastNotificationsTable {
  id: Generated<number>;
  title: string;
  message: string;
  /** The optional Arabic version (patients reading Arabic see it; English is the fallback). */
  title_ar: string | null;
  message_ar: string | null;
  /** 1 = open app, 2 = URL. */
  notification_type: number;
  callback_url: string | null;
  /** 0 = all users. */
  facility_id: number;
  push_success: Generated<number>;
  push_fail: Generated<number>;
  /** Queued, Sending, Sent or Failed (rows from before the delivery job: Sent). */
  status: Generated<string>;
  created_by: number;
  is_excel_uploaded: Generated<boolean>;
  created_on: ColumnType<Date, Date | undefined, never>;
  /** all users, one facility's, or the numbers of an uploaded spreadsheet (broadcast_recipients). */
  target_kind: ColumnType<'all' | 'facility' | 'custom', 'all' | 'facility' | 'custom' | undefined, 'all' | 'facility' | 'custom'>;
  /** Users the delivery job will reach (counted when published). */
  target_count: Generated<number>;
  /** Users the delivery job has reached so far: progress in the history. */
  processed_count: Generated<number>;
  image_url: string | null;
  finished_at: Date | null;
}

export interface BroadcastRecipientsTable {
  broadcast_id: number;
  calling_code: string;
  mobile: string;
}

export interface BroadcastImagesTable {
  id: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_by: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface NotificationTables {
  patient_notifications: PatientNotificationsTable;
  broadcast_notifications: BroadcastNotificationsTable;
  broadcast_recipients: BroadcastRecipientsTable;
  broadcast_images: BroadcastImagesTable;
}
