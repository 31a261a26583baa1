import type { Migration } from 'kysely/migration';
import { migrations as clientErrorMigrations } from '../modules/client-errors/migrations.js';
import { migrations as healthMigrations } from '../modules/health/migrations.js';
import { migrations as masterdataMigrations } from '../modules/masterdata/migrations.js';
import { migrations as auditMigrations } from '../modules/audit/migrations.js';
import { migrations as smsMigrations } from '../standins/sms/migrations.js';
import { migrations as hisMigrations } from '../standins/his/migrations.js';
import { migrations as authMigrations } from '../modules/auth/migrations.js';
import { migrations as userMigrations } from '../modules/user/migrations.js';
import { migrations as securityMigrations } from '../modules/security/migrations.js';
import { migrations as engagementMigrations } from '../modules/engagement/migrations.js';
import { migrations as recordsMigrations } from '../modules/records/migrations.js';
import { migrations as familyMigrations } from '../modules/family/migrations.js';
import { migrations as notificationMigrations } from '../modules/notifications/migrations.js';
import { migrations as telecareMigrations } from '../modules/telecare/migrations.js';
import { migrations as videoMigrations } from '../standins/video/migrations.js';
import { migrations as paymentMigrations } from '../standins/payment/migrations.js';
import { migrations as jobMigrations } from '../modules/jobs/migrations.js';
import { migrations as pushMigrations } from '../standins/push/migrations.js';
import { migrations as offerMigrations } from '../modules/offers/migrations.js';
import { migrations as exportMigrations } from '../modules/exports/migrations.js';
import { migrations as idpMigrations } from '../standins/idp/migrations.js';
import { migrations as summaryMigrations } from '../modules/summary/migrations.js';

/**
 * Every migration of the API: each portal module and each stand-in exports `migrations` from its
 * `migrations.ts`, named `YYYYMMDD_NNN_<area>_<what>` so the global order is stable. Only migration files
 * are imported here, so the migrator (and the health check that asks it) depend on nothing else.
 */
export function allMigrations(): Record<string, Migration> {
  return {
    ...healthMigrations,
    ...clientErrorMigrations,
    ...masterdataMigrations,
    ...auditMigrations,
    ...smsMigrations,
    ...hisMigrations,
    ...userMigrations,
    ...securityMigrations,
    ...authMigrations,
    ...engagementMigrations,
    ...recordsMigrations,
    ...familyMigrations,
    ...notificationMigrations,
    // The stand-ins' tables exist in every mode (the hospital's too); only their routes are embedded-only.
    ...videoMigrations,
    ...paymentMigrations,
    ...telecareMigrations,
    ...jobMigrations,
    ...pushMigrations,
    ...offerMigrations,
    ...exportMigrations,
    ...idpMigrations,
    ...summaryMigrations,
  };
}
