import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGES, EXPORT_NAMES, adminUserSearchSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { rejectInvalidBody } from '../auth/http-helpers.js';
import { exportProgress, sendXlsxExport } from '../exports/export.js';
import { AdminService, type AdminActor } from './service.js';

const actorOf = (req: FastifyRequest): AdminActor => ({ userId: req.auth.userId, ip: req.ip });

/** Page size of the administrators list (docs/product.md#administration-users). */
export const ADMIN_PAGE = 50;

const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(ADMIN_PAGE).default(ADMIN_PAGE),
});
const searchQuery = adminUserSearchSchema;
const userIdBody = z.object({ userId: z.coerce.number().int().positive() });
const updateRoleBody = userIdBody.extend({ roleId: z.coerce.number().int().positive().default(1) });
const exportQuery = z.object({ exportId: z.string().max(40).optional() });

/**
 * Role-3 administration under /api (docs/product.md#administration-roles): every route is guarded by `requireRole(3)` in
 * onRequest — before any input is read — so a patient or a broadcaster gets 403 whatever they send, and
 * the refused attempt is audited by the guard; every change and every export is audited here with the
 * acting administrator.
 */
const adminRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = new AdminService(deps.db);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const onRequest = requireRole(3);

  app.get('/user/getadminlist', { onRequest, schema: { tags, security, summary: 'Administrators (roles 2, 3), page of 50.', querystring: pageQuery } }, async (req) =>
    ok(await admin.adminList(req.query.skip, req.query.take)),
  );
  // The spec names both; same list.
  app.get('/user/getalladmins', { onRequest, schema: { tags, security, summary: 'Same as getadminlist.', querystring: pageQuery } }, async (req) =>
    ok(await admin.adminList(req.query.skip, req.query.take)),
  );

  app.get('/user/searchuser', { onRequest, attachValidation: true, schema: { tags, security, summary: 'Any user by calling code and mobile.', querystring: searchQuery } }, async (req) => {
    rejectInvalidBody(req);
    const user = await admin.search(actorOf(req), req.query.callingCode, req.query.mobile);
    return user ? ok(user) : ok(null, 'User not found', 'NotFound');
  });

  app.post('/user/updaterole', { onRequest, attachValidation: true, schema: { tags, security, summary: 'Change a user’s role (default 1).', body: updateRoleBody } }, async (req) => {
    rejectInvalidBody(req, ['userId']);
    await admin.updateRole(actorOf(req), req.body.userId, req.body.roleId);
    return ok(null, 'Role updated successfully');
  });

  app.post('/user/resetlogincounter', { onRequest, attachValidation: true, schema: { tags, security, summary: 'Clear today’s login count.', body: userIdBody } }, async (req) => {
    rejectInvalidBody(req, ['userId']);
    await admin.resetLoginCounter(actorOf(req), req.body.userId);
    return ok(null, 'Login counter reset successfully');
  });

  app.post('/user/resetfailedattempt', { onRequest, attachValidation: true, schema: { tags, security, summary: 'Clear wrong-password count and lock.', body: userIdBody } }, async (req) => {
    rejectInvalidBody(req, ['userId']);
    await admin.resetFailedAttempts(actorOf(req), req.body.userId);
    return ok(null, 'Failed attempt counter reset successfully');
  });

  app.get('/user/registereddeactivatedcounts', { onRequest, schema: { tags, security, summary: 'Registered and deactivated counts.' } }, async () => ok(await admin.counts()));

  app.get(
    '/user/registrationsperday',
    { onRequest, schema: { tags, security, summary: 'Registrations per day (Gulf time) over the last `days` days, oldest first.', querystring: z.object({ days: z.coerce.number().int().min(7).max(366).default(30) }) } },
    async (req) => ok(await admin.registrationsPerDay(req.query.days)),
  );

  app.get(
    '/user/registeredusers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Registered users paged (offset, up to 1000): registeredUsers and total.',
        querystring: z.object({ offset: z.coerce.number().int().min(0).max(10_000_000).default(0), take: z.coerce.number().int().min(1).max(ADMIN_PAGES.registeredUsersExport).default(ADMIN_PAGES.registeredUsersExport) }),
      },
    },
    async (req) => {
      const page = await admin.registeredUsersPage(req.query.offset, req.query.take);
      return ok({ registeredUsers: page.registeredUsers.map(({ firstName, lastName, email, mobileNumber, registeredOn }) => ({ firstName, lastName, email, mobileNumber, registeredOn })), total: page.total });
    },
  );

  app.get('/user/registeredusers/export', { onRequest, schema: { tags, security, summary: 'Registered Users.xlsx, streamed in pages of 1000 (progress: exportprogress?exportId=).', querystring: exportQuery } }, async (req, reply) =>
    sendXlsxExport<number>(deps.db, reply, actorOf(req), req.query.exportId, {
      fileName: EXPORT_NAMES.registeredUsers,
      sheetName: 'Registered Users',
      kind: 'registered-users',
      columns: [{ header: 'First Name', width: 18 }, { header: 'Last Name', width: 18 }, { header: 'Email', width: 32 }, { header: 'Mobile Number', width: 18 }, { header: 'Registered On', width: 14 }],
      total: await admin.activeUserCount(),
      async page(cursor) {
        const rows = await admin.registeredUsersAfter(cursor ?? 0, ADMIN_PAGES.registeredUsersExport);
        return { rows: rows.map((r) => [r.firstName, r.lastName, r.email, r.mobileNumber, r.registeredOn]), next: rows.length ? rows[rows.length - 1]!.id : null };
      },
    }),
  );

  app.get('/user/exportprogress', { onRequest, schema: { tags, security, summary: 'Progress of one of the caller’s exports.', querystring: z.object({ exportId: z.string().max(40) }) } }, async (req) =>
    ok(await exportProgress(deps.db, req.auth.userId, req.query.exportId)),
  );
};

export default adminRoutes;
