import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { rejectInvalidBody } from '../auth/http-helpers.js';
import { AdminService, type AdminActor } from './service.js';

const actorOf = (req: FastifyRequest): AdminActor => ({ userId: req.auth.userId, ip: req.ip });

/** Page size of the administrators list (account §7). */
export const ADMIN_PAGE = 50;

const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(ADMIN_PAGE).default(ADMIN_PAGE),
});
const searchQuery = z.object({
  callingCode: z.string().trim().regex(/^\d{1,4}$/, 'Please enter valid Calling Code'),
  // Account §5: user-management search, mobile at least 8 digits, digits only.
  mobile: z.string().trim().regex(/^\d{8,15}$/, 'Please enter valid Mobile Number'),
});
const userIdBody = z.object({ userId: z.coerce.number().int().positive() });
const updateRoleBody = userIdBody.extend({ roleId: z.coerce.number().int().positive().default(1) });

/**
 * Role-3 administration under /api (account §6, §7): every route is `requireRole(3)`, so a patient or a
 * broadcaster gets 403 and the refused attempt is audited by the guard; every change is audited here
 * with the acting administrator.
 */
const adminRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = new AdminService(deps.db);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', requireRole(3));

  app.get('/user/getadminlist', { schema: { tags, security, summary: 'Administrators (roles 2, 3), page of 50.', querystring: pageQuery } }, async (req) =>
    ok(await admin.adminList(req.query.skip, req.query.take)),
  );
  // The spec names both; same list.
  app.get('/user/getalladmins', { schema: { tags, security, summary: 'Same as getadminlist.', querystring: pageQuery } }, async (req) =>
    ok(await admin.adminList(req.query.skip, req.query.take)),
  );

  app.get('/user/searchuser', { attachValidation: true, schema: { tags, security, summary: 'Any user by calling code and mobile.', querystring: searchQuery } }, async (req) => {
    rejectInvalidBody(req);
    const user = await admin.search(actorOf(req), req.query.callingCode, req.query.mobile);
    return user ? ok(user) : ok(null, 'User not found', 'NotFound');
  });

  app.post('/user/updaterole', { attachValidation: true, schema: { tags, security, summary: 'Change a user’s role (default 1).', body: updateRoleBody } }, async (req) => {
    rejectInvalidBody(req, ['userId']);
    await admin.updateRole(actorOf(req), req.body.userId, req.body.roleId);
    return ok(null, 'Role updated successfully');
  });

  app.post('/user/resetlogincounter', { attachValidation: true, schema: { tags, security, summary: 'Clear today’s login count.', body: userIdBody } }, async (req) => {
    rejectInvalidBody(req, ['userId']);
    await admin.resetLoginCounter(actorOf(req), req.body.userId);
    return ok(null, 'Login counter reset successfully');
  });

  app.post('/user/resetfailedattempt', { attachValidation: true, schema: { tags, security, summary: 'Clear wrong-password count and lock.', body: userIdBody } }, async (req) => {
    rejectInvalidBody(req, ['userId']);
    await admin.resetFailedAttempts(actorOf(req), req.body.userId);
    return ok(null, 'Failed attempt counter reset successfully');
  });

  app.get('/user/registereddeactivatedcounts', { schema: { tags, security, summary: 'Registered and deactivated counts.' } }, async () => ok(await admin.counts()));
};

export default adminRoutes;
