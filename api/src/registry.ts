import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './deps.js';
import type { Config } from './config.js';
import type { Db } from './db/schema.js';
import healthRoutes from './modules/health/routes.js';
import clientErrorRoutes from './modules/client-errors/routes.js';
import contentRoutes from './standins/content/routes.js';
import masterdataRoutes from './modules/masterdata/routes.js';
import devRoutes from './standins/sms/dev-routes.js';
import appointmentRoutes from './modules/appointments/routes.js';
import { DEMO_FAMILY, seedHis } from './standins/his/seed.js';
import { seedHisSummary } from './standins/his/summary-seed.js';
import { seedDemoFamily } from './modules/family/seed.js';
import { authContextPlugin } from './http/auth.js';
import authRoutes from './modules/auth/routes.js';
import userRoutes from './modules/user/routes.js';
import { seedDemoUsers } from './modules/user/seed.js';
import engagementRoutes from './modules/engagement/routes.js';
import contentFeedbackRoutes from './modules/engagement/content-feedback-routes.js';
import recordsRoutes from './modules/records/routes.js';
import recordsDevRoutes from './modules/records/dev-routes.js';
import profileRoutes from './modules/profile/routes.js';
import recordAccessRoutes from './modules/record-access/routes.js';
import familyRoutes from './modules/family/routes.js';
import familyDevRoutes from './modules/family/dev-routes.js';
import adminRoutes from './modules/admin/routes.js';
import notificationRoutes from './modules/notifications/routes.js';
import telecareRoutes from './modules/telecare/routes.js';
import videoRoutes from './standins/video/routes.js';
import videoDevRoutes from './standins/video/dev-routes.js';
import paymentRoutes from './standins/payment/routes.js';
import notificationDevRoutes from './modules/notifications/dev-routes.js';
import jobsPlugin from './modules/jobs/plugin.js';
import offerRoutes from './modules/offers/routes.js';
import { seedOfferInterest } from './modules/offers/seed.js';
import idpRoutes from './standins/idp/routes.js';
import { seedIdentityLinks } from './standins/idp/seed.js';
import idpDevRoutes from './standins/idp/dev-routes.js';
import summaryRoutes from './modules/summary/routes.js';
import shlRoutes from './modules/summary/shl-routes.js';
import summaryDevRoutes from './modules/summary/dev-routes.js';

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
  { name: 'summary', prefix: '/api', plugin: summaryRoutes },
  { name: 'shl', prefix: '/api', plugin: shlRoutes },
  { name: 'summary-dev', prefix: '/api/dev', plugin: summaryDevRoutes, embeddedOnly: true },
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
  { name: 'his-summary', run: (db) => seedHisSummary(db) },
  // The demo patient's spouse and child (in the hospital stand-in) on the patient's family list.
  { name: 'demo-family', run: (db) => seedDemoFamily(db, DEMO_FAMILY.patient, [DEMO_FAMILY.spouse, DEMO_FAMILY.child]) },
  { name: 'offer-interest', run: (db) => seedOfferInterest(db) },
  { name: 'identity-links', run: (db, config) => seedIdentityLinks(db, config) },
];
