import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { broadcastMessageSchema, broadcastTitleSchema, isHttpUrl, MSG } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth, requireRole } from '../../http/auth.js';
import { AppError, ok } from '../../http/envelope.js';
import { rejectInvalidBody } from '../auth/http-helpers.js';
import { NotificationService } from './service.js';

/** InURLPath is base64 of the URL's UTF-8 text (account §3); '' or absent = no link. */
export function decodeUrlPath(b64: string | undefined | null): string | null {
  const raw = (b64 ?? '').trim();
  if (!raw) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) throw new AppError(400, MSG.urlError, 'Invalid', { field: 'InURLPath' });
  const url = Buffer.from(raw, 'base64').toString('utf8').trim();
  if (!url) return null;
  if (!isHttpUrl(url) || url.length > 2048) throw new AppError(400, MSG.urlError, 'Invalid', { field: 'InURLPath' });
  return url;
}

/** The publish payload of account §3; the fields this slice does not use yet are accepted and ignored. */
const broadcastBody = z
  .object({
    FacilityId: z.coerce.number().int().min(0).default(0),
    NotificationType: z.coerce.number().int().min(1).max(2).default(2),
    NotificationTitle: broadcastTitleSchema,
    NotificationText: broadcastMessageSchema,
    InURLPath: z.string().max(4000).optional().nullable(),
  })
  .passthrough();

const historyQuery = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(10).default(10),
  searchText: z.string().trim().max(100).default(''),
  facilityId: z.coerce.number().int().min(0).default(0),
});

/**
 * Patient notifications (the bell: any logged-in user, own notifications only) and broadcasts
 * (roles 2 and 3; others get 403, audited by the guard). Account §3, §4, §7.
 */
const notificationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new NotificationService(deps.db);
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get('/user/patientactivenotifications', { preHandler: requireAuth, schema: { tags, security, summary: 'The caller’s unread notifications.' } }, async (req) =>
    ok(await service.active(req.auth.userId)),
  );
  app.get('/notification/GetAllActiveNotificationsCount', { preHandler: requireAuth, schema: { tags, security, summary: 'Unread count for the bell.' } }, async (req) =>
    ok(await service.unreadCount(req.auth.userId)),
  );
  app.put(
    '/user/markasread',
    { preHandler: requireAuth, schema: { tags, security, summary: 'Mark one of the caller’s notifications read.', querystring: z.object({ patientNotificationId: z.coerce.number().int().positive() }) } },
    async (req) => {
      await service.markRead(req.auth.userId, req.query.patientNotificationId, req.ip);
      return ok(true);
    },
  );
  app.put('/user/markallasread', { preHandler: requireAuth, schema: { tags, security, summary: 'Mark all the caller’s notifications read.' } }, async (req) =>
    ok(await service.markAllRead(req.auth.userId)),
  );

  app.post(
    '/notification/broadcast',
    { preHandler: requireRole(2, 3), attachValidation: true, schema: { tags, security, summary: 'Publish a broadcast to all users or one hospital’s.', body: broadcastBody } },
    async (req) => {
      rejectInvalidBody(req);
      const url = decodeUrlPath(req.body.InURLPath);
      const { delivered } = await service.broadcast(
        { userId: req.auth.userId, ip: req.ip },
        { facilityId: req.body.FacilityId, notificationType: req.body.NotificationType, title: req.body.NotificationTitle, text: req.body.NotificationText, url },
      );
      return ok({ pushSuccess: delivered }, 'Notification sent successfully');
    },
  );
  app.get(
    '/notification/broadcasthistory',
    { preHandler: requireRole(2, 3), schema: { tags, security, summary: 'Broadcast history, page of 10.', querystring: historyQuery } },
    async (req) => ok(await service.history(req.query.start, req.query.take, req.query.searchText, req.query.facilityId)),
  );
};

export default notificationRoutes;
