import type { Kysely, Transaction } from 'kysely';
import type { CoreTables } from '../modules/health/tables.js';
import type { ClientErrorTables } from '../modules/client-errors/tables.js';
import type { MasterdataTables } from '../modules/masterdata/tables.js';
import type { AuditTables } from '../modules/audit/tables.js';
import type { SmsTables } from '../standins/sms/tables.js';
import type { HisTables } from '../standins/his/tables.js';
import type { UserTables } from '../modules/user/tables.js';
import type { SecurityTables } from '../modules/security/tables.js';
import type { AuthTables } from '../modules/auth/tables.js';
import type { EngagementTables } from '../modules/engagement/tables.js';
import type { RecordsTables } from '../modules/records/tables.js';
import type { FamilyTables } from '../modules/family/tables.js';
import type { NotificationTables } from '../modules/notifications/tables.js';
import type { TelecareTables } from '../modules/telecare/tables.js';
import type { VideoTables } from '../standins/video/tables.js';
import type { PaymentTables } from '../standins/payment/tables.js';
import type { JobTables } from '../modules/jobs/tables.js';
import type { PushTables } from '../standins/push/tables.js';
import type { OfferTables } from '../modules/offers/tables.js';
import type { ExportTables } from '../modules/exports/tables.js';
import type { IdpTables } from '../standins/idp/tables.js';
import type { IdentityTables } from '../modules/auth/identity-tables.js';
import type { SummaryTables } from '../modules/summary/tables.js';

/**
 * The database type is the union of every module's tables. A module declares its own tables in
 * `modules/<area>/tables.ts` and adds one `&` here; it never edits another module's tables.
 */
export type Database = CoreTables &
  ClientErrorTables &
  MasterdataTables &
  AuditTables &
  SmsTables &
  HisTables &
  UserTables &
  SecurityTables &
  AuthTables &
  RecordsTables &
  EngagementTables &
  FamilyTables &
  NotificationTables &
  TelecareTables &
  VideoTables &
  PaymentTables &
  JobTables &
  PushTables &
  OfferTables &
  ExportTables &
  IdpTables &
  IdentityTables &
  SummaryTables;

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
