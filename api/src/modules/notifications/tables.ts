import type { ColumnType, Generated } from 'kysely';

/** One in-app notification of one patient (account §3 patient-facing notification). */
export interface PatientNotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: 'BROADCAST' | 'LABREPORT';
  /** '1' open the app, 'URLPROMOTION' open `link`, 'LABREPORT' go to diagnostic reports. */
  promotion_type: string;
  link: string | null;
  title: string;
  text_en: string;
  text_ar: string;
  is_read: Generated<boolean>;
  /** 0 = the account holder. */
  family_member_id: Generated<number>;
  broadcast_id: number | null;
  created_on: Generated<Date>;
}

/** One published broadcast (account §3 broadcast history item). */
export interface BroadcastNotificationsTable {
  id: Generated<number>;
  title: string;
  message: string;
  /** 1 = open app, 2 = URL. */
  notification_type: number;
  callback_url: string | null;
  /** 0 = all users. */
  facility_id: number;
  push_success: Generated<number>;
  push_fail: Generated<number>;
  status: Generated<string>;
  created_by: number;
  is_excel_uploaded: Generated<boolean>;
  created_on: ColumnType<Date, Date | undefined, never>;
}

export interface NotificationTables {
  patient_notifications: PatientNotificationsTable;
  broadcast_notifications: BroadcastNotificationsTable;
}
