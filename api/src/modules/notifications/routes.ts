import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { BroadcastAudience, BroadcastImage, BroadcastPublished, MobileListUpload } from '@portal/shared/contracts';
import { BROADCAST_IMAGE_MAX_BYTES, MSG, SPREADSHEET_LIMITS, broadcastMessageArSchema, broadcastMessageSchema, broadcastTitleArSchema, broadcastTitleSchema, isHttpUrl, mobileListSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth, requireRole } from '../../http/auth.js';
import { AppError, ok } from '../../http/envelope.js';
import { createStorage } from '../../adapters/storage/index.js';
import { audit } from '../audit/audit.js';
import { rejectInvalidBody } from '../auth/http-helpers.js';
import { readFilePart } from '../family/documents.js';
import { countAudience } from './repository.js';
import { NotificationService } from './service.js';
import { readMobileList, sampleSpreadsheet } from './spreadsheet.js';
import { BroadcastImages } from './images.js';

/** InURLPath is base64 of the URL's UTF-8 text; '' or absent = no link. */
export function decodeUrlPath(b64: string | undefined | null): string | null {
  const raw = (b64 ?? '').trim();
  if (!raw) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) throw new AppError(400, MSG.urlError, 'Invalid', { field: 'InURLPath' });
  const url = Buffer.from(raw, 'base64').toString('utf8').trim();
  if (!url) return null;
  if (!isHttpUrl(url) || url.length > 2048) throw new AppError(400, MSG.urlError, 'Invalid', { field: 'InURLPath' });
  return url;
}

/**
 * The publish payload. Custom (a spreadsheet) is `Mobilelist` present — with Type
 * 'toExcel', as the portal sends it; an empty or missing list then is 'Please select excel with valid
 * data', and every row is checked again with the upload's rules. PhysicianNo, FromDate, ToDate,
 * BrandName and DoctorName are accepted and ignored (their use is not shown).
 */
const broadcastBody = z
  .object({
    FacilityId: z.coerce.number().int().min(0).default(0),
    NotificationType: z.coerce.number().int().min(1).max(2).default(2),
    NotificationTitle: broadcastTitleSchema,
    NotificationText: broadcastMessageSchema,
    NotificationTitleAr: broadcastTitleArSchema.optional(),
    NotificationTextAr: broadcastMessageArSchema.optional(),
    InURLPath: z.string().max(4000).optional().nullable(),
    ImageURL: z.string().max(300).optional().nullable(),
    Type: z.string().max(20).optional().nullable(),
    Mobilelist: mobileListSchema.optional().nullable(),
  })
  .passthrough();

const historyQuery = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(10).default(10),
  searchText: z.string().trim().max(100).default(''),
  facilityId: z.coerce.number().int().min(0).default(0),
});

const actorOf = (req: FastifyRequest) => ({ userId: req.auth.userId, ip: req.ip });

/**
 * Patient notifications (the bell: any logged-in user, own notifications only) and broadcasts
 * (roles 2 and 3, checked in onRequest — before any body is read — so a patient always gets 403, and the
 * refusal is audited by the guard). Rules: docs/product.md#administration-broadcasts.
 */
const notificationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new NotificationService(deps.db);
  const images = new BroadcastImages(deps.db, createStorage(deps.config.PORTAL_DATA_DIR));
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const broadcaster = requireRole(2, 3);
  await app.register(multipart, {
    limits: { fileSize: Math.max(SPREADSHEET_LIMITS.maxBytes, BROADCAST_IMAGE_MAX_BYTES), files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 100 },
  });

  app.get('/user/patientactivenotifications', { onRequest: requireAuth, schema: { tags, security, summary: 'The caller’s unread notifications.' } }, async (req) =>
    ok(await service.active(req.auth.userId)),
  );
  app.get('/notification/GetAllActiveNotificationsCount', { onRequest: requireAuth, schema: { tags, security, summary: 'Unread count for the bell.' } }, async (req) =>
    ok(await service.unreadCount(req.auth.userId)),
  );
  app.put(
    '/user/markasread',
    { onRequest: requireAuth, schema: { tags, security, summary: 'Mark one of the caller’s notifications read.', querystring: z.object({ patientNotificationId: z.coerce.number().int().positive() }) } },
    async (req) => {
      await service.markRead(req.auth.userId, req.query.patientNotificationId, req.ip);
      return ok(true);
    },
  );
  app.put('/user/markallasread', { onRequest: requireAuth, schema: { tags, security, summary: 'Mark all the caller’s notifications read.' } }, async (req) =>
    ok(await service.markAllRead(req.auth.userId)),
  );

  app.post(
    '/notification/broadcast',
    { onRequest: broadcaster, attachValidation: true, schema: { tags, security, summary: 'Publish a broadcast (all users, one hospital, or the numbers of a spreadsheet); delivered in the background.', body: broadcastBody } },
    async (req) => {
      rejectInvalidBody(req);
      const url = decodeUrlPath(req.body.InURLPath);
      const imageUrl = req.body.ImageURL?.trim() || null;
      if (imageUrl && !(await images.exists(imageUrl))) throw new AppError(400, MSG.profileImageError, 'Invalid', { field: 'ImageURL' });
      const custom = req.body.Mobilelist !== undefined && req.body.Mobilelist !== null;
      const res = await service.broadcast(actorOf(req), {
        facilityId: req.body.FacilityId,
        notificationType: req.body.NotificationType,
        title: req.body.NotificationTitle,
        text: req.body.NotificationText,
        titleAr: req.body.NotificationTitleAr ?? null,
        textAr: req.body.NotificationTextAr ?? null,
        url,
        imageUrl,
        mobileList: custom ? req.body.Mobilelist! : null,
      });
      // Published to nobody (a hospital no patient has chosen, a list or a re-send whose numbers have no account):
      // the answer says so instead of claiming a successful send.
      const said = res.targetCount === 0 ? 'Notification published, but it reached nobody.' : 'Notification sent successfully';
      return ok<BroadcastPublished>({ id: res.id, status: res.status, targetCount: res.targetCount, pushSuccess: 0 }, said);
    },
  );

  app.get(
    '/notification/audience',
    {
      onRequest: broadcaster,
      schema: {
        tags, security,
        summary: 'How many active accounts a broadcast would reach: every user (facilityId 0) or those whose preferred hospital is facilityId. Asked before publishing, so a broadcast that reaches nobody is known beforehand.',
        querystring: z.object({ facilityId: z.coerce.number().int().min(0).max(2_147_483_647).default(0) }),
      },
    },
    async (req) => ok<BroadcastAudience>({ facilityId: req.query.facilityId, count: await countAudience(deps.db, { facilityId: req.query.facilityId }) }),
  );

  app.post('/notification/uploadnotifyuser', { onRequest: broadcaster, schema: { tags, security, summary: 'Multipart .xlsx with Country Code and Mobile No: the checked numbers (Mobilelist), or the spec’s message.' } }, async (req) => {
    const file = await req.file().catch(() => undefined);
    if (!file) throw new AppError(400, MSG.selectXlsx, 'Invalid', { field: 'file' });
    const bytes = await readFilePart(file, SPREADSHEET_LIMITS.maxBytes, MSG.invalidEmptyFile);
    try {
      const list = await readMobileList(bytes, file.filename ?? '');
      await audit(deps.db, { actorUserId: req.auth.userId, subjectUserId: null, action: 'upload-mobile-list', resource: 'notification', resourceId: list.length, ip: req.ip, outcome: 'success' });
      // How many of the numbers have an account: a broadcast reaches only those.
      return ok<MobileListUpload>({ Mobilelist: list, count: list.length, accountCount: await countAudience(deps.db, { facilityId: 0, numbers: list }) });
    } catch (e) {
      await audit(deps.db, { actorUserId: req.auth.userId, subjectUserId: null, action: 'upload-mobile-list', resource: 'notification', ip: req.ip, outcome: 'failed' });
      throw e;
    }
  });

  app.get('/notification/samplemobilelist', { onRequest: broadcaster, schema: { tags, security, summary: 'The sample spreadsheet UploadMobileNo.xlsx.' } }, async (_req, reply) => {
    const { fileName, bytes } = sampleSpreadsheet();
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(bytes);
  });

  app.post('/notification/uploadnotifyimage', { onRequest: broadcaster, schema: { tags, security, summary: 'Multipart image (.jpg, .jpeg, .png by content; at most 2 MB): data.ImageURL.' } }, async (req) => {
    const file = await req.file().catch(() => undefined);
    if (!file) throw new AppError(400, MSG.profileImageError, 'Invalid', { field: 'file' });
    const bytes = await readFilePart(file, BROADCAST_IMAGE_MAX_BYTES, MSG.profileImageError);
    return ok<BroadcastImage>({ ImageURL: await images.upload(actorOf(req), bytes, file.filename ?? '') });
  });

  app.get('/notification/images/:id', { schema: { tags, summary: 'A broadcast image (public: devices fetch it for push notifications).', params: z.object({ id: z.string().max(40) }) } }, async (req, reply) => {
    const img = await images.get(req.params.id);
    return reply.header('content-type', img.contentType).header('cache-control', 'public, max-age=86400').send(img.bytes);
  });

  app.get(
    '/notification/broadcastrecipients',
    { onRequest: broadcaster, schema: { tags, security, summary: 'The numbers of a spreadsheet broadcast (for a re-send).', querystring: z.object({ id: z.coerce.number().int().positive() }) } },
    async (req) => ok(await service.recipients(actorOf(req), req.query.id)),
  );

  app.get(
    '/notification/broadcasthistory',
    { onRequest: broadcaster, schema: { tags, security, summary: 'Broadcast history, page of 10, with delivery progress.', querystring: historyQuery } },
    async (req) => ok(await service.history(req.query.start, req.query.take, req.query.searchText, req.query.facilityId)),
  );
};

export default notificationRoutes;
