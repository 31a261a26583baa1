import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';
import type { AppDeps } from '../deps.js';
import type { Config } from '../config.js';
import type { Db } from '../db/schema.js';
import healthRoutes from './health/routes.js';
import clientErrorRoutes from './client-errors/routes.js';
import { migrations as clientErrorMigrations } from './client-errors/migrations.js';
import contentRoutes from './content/routes.js';
import { migrations as healthMigrations } from './health/migrations.js';
import masterdataRoutes from './masterdata/routes.js';
import { migrations as masterdataMigrations } from './masterdata/migrations.js';
import { migrations as auditMigrations } from './audit/migrations.js';
import { migrations as smsMigrations } from './sms/migrations.js';
import devRoutes from './dev/routes.js';
import appointmentRoutes from './appointments/routes.js';
import { migrations as hisMigrations } from './his/migrations.js';
import { seedHis } from './his/seed.js';
import { authContextPlugin } from '../http/auth.js';
import authRoutes from './auth/routes.js';
import { migrations as authMigrations } from './auth/migrations.js';
import userRoutes from './user/routes.js';
import { migrations as userMigrations } from './user/migrations.js';
import { seedDemoUsers } from './user/seed.js';
import { migrations as securityMigrations } from './security/migrations.js';
import engagementRoutes from './engagement/routes.js';
import contentFeedbackRoutes from './engagement/content-feedback-routes.js';
import { migrations as engagementMigrations } from './engagement/migrations.js';
import recordsRoutes from './records/routes.js';
import recordsDevRoutes from './records/dev-routes.js';
import { migrations as recordsMigrations } from './records/migrations.js';
import profileRoutes from './profile/routes.js';
import familyRoutes from './family/routes.js';
import familyDevRoutes from './family/dev-routes.js';
import { migrations as familyMigrations } from './family/migrations.js';
import adminRoutes from './admin/routes.js';
import notificationRoutes from './notifications/routes.js';
import { migrations as notificationMigrations } from './notifications/migrations.js';
import telecareRoutes from './telecare/routes.js';
import { migrations as telecareMigrations } from './telecare/migrations.js';
import videoRoutes from './video/routes.js';
import videoDevRoutes from './video/dev-routes.js';
import { migrations as videoMigrations } from './video/migrations.js';
import paymentRoutes from './payment/routes.js';
import { migrations as paymentMigrations } from './payment/migrations.js';
import notificationDevRoutes from './notifications/dev-routes.js';
import jobsPlugin from './jobs/plugin.js';
import { migrations as jobMigrations } from './jobs/migrations.js';
import { migrations as pushMigrations } from './push/migrations.js';
import offerRoutes from './offers/routes.js';
import { migrations as offerMigrations } from './offers/migrations.js';
import { seedOfferInterest } from './offers/seed.js';
import { migrations as exportMigrations } from './exports/migrations.js';
import idpRoutes from './idp/routes.js';
import { migrations as idpMigrations } from './idp/migrations.js';
import { seedIdentityLinks } from './idp/seed.js';
import idpDevRoutes from './idp/dev-routes.js';
import recordAccessRoutes from './record-access/routes.js';

/**
 * Every area of the API is one Fastify plugin registered here, with its URL prefix and its migrations.
 * Adding an area = one line in each list.
 */
export interface ModuleEntry {
  name: string;
  prefix: string;
  plugin: FastifyPluginAsync<AppDeps>;
  /** Only in embedded mode (dev routes, stand-ins of outside systems). */
  embeddedOnly?: boolean;
}

export const modules: ModuleEntry[] = [
  { name: 'health', prefix: '/api', plugin: healthRoutes },
  { name: 'client-errors', prefix: '/api', plugin: clientErrorRoutes },
  { name: 'auth-context', prefix: '/api', plugin: authContextPlugin },
  { name: 'auth', prefix: '/api/auth', plugin: authRoutes },
  { name: 'user', prefix: '/api/user', plugin: userRoutes },
  { name: 'content', prefix: '/content', plugin: contentRoutes, embeddedOnly: true },
  { name: 'engagement', prefix: '/api/user', plugin: engagementRoutes },
  { name: 'content-feedback', prefix: '/content', plugin: contentFeedbackRoutes, embeddedOnly: true },
  { name: 'masterdata', prefix: '/api/masterdata', plugin: masterdataRoutes },
  { name: 'appointments', prefix: '/api', plugin: appointmentRoutes },
  { name: 'dev', prefix: '/api/dev', plugin: devRoutes, embeddedOnly: true },
  { name: 'records', prefix: '/api', plugin: recordsRoutes },
  { name: 'records-dev', prefix: '/api/dev', plugin: recordsDevRoutes, embeddedOnly: true },
  { name: 'profile', prefix: '/api', plugin: profileRoutes },
  { name: 'record-access', prefix: '/api/user', plugin: recordAccessRoutes },
  { name: 'family', prefix: '/api/user', plugin: familyRoutes },
  { name: 'family-dev', prefix: '/api/dev', plugin: familyDevRoutes, embeddedOnly: true },
  { name: 'admin', prefix: '/api', plugin: adminRoutes },
  { name: 'notifications', prefix: '/api', plugin: notificationRoutes },
  { name: 'telecare', prefix: '/api', plugin: telecareRoutes },
  { name: 'video', prefix: '/video', plugin: videoRoutes, embeddedOnly: true },
  { name: 'video-dev', prefix: '/api/dev', plugin: videoDevRoutes, embeddedOnly: true },
  { name: 'payment', prefix: '/payment', plugin: paymentRoutes, embeddedOnly: true },
  { name: 'notifications-dev', prefix: '/api/dev', plugin: notificationDevRoutes, embeddedOnly: true },
  { name: 'offers', prefix: '/api/user', plugin: offerRoutes },
  { name: 'jobs', prefix: '/api', plugin: jobsPlugin },
  { name: 'idp', prefix: '/idp', plugin: idpRoutes, embeddedOnly: true },
  { name: 'idp-dev', prefix: '/api/dev', plugin: idpDevRoutes, embeddedOnly: true },
];

/**
 * Demo data of the embedded mode, run in this order at start after the migrations (db/seed.ts), each in
 * its own transaction. A seed must be idempotent: it runs at every start.
 */
export interface SeedEntry {
  name: string;
  run(db: Db, config: Config): Promise<unknown>;
}

export const seeds: SeedEntry[] = [
  { name: 'demo-users', run: (db) => seedDemoUsers(db) },
  { name: 'his', run: (db) => seedHis(db) },
  { name: 'offer-interest', run: (db) => seedOfferInterest(db) },
  { name: 'identity-links', run: (db, config) => seedIdentityLinks(db, config) },
];

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
    // The stand-ins' tables exist in every mode (like the his_* tables); only their routes are embedded-only.
    ...videoMigrations,
    ...paymentMigrations,
    ...telecareMigrations,
    ...jobMigrations,
    ...pushMigrations,
    ...offerMigrations,
    ...exportMigrations,
    ...idpMigrations,
  };
}
