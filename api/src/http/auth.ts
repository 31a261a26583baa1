import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_HEADER } from '@portal/shared/contracts';
import type { AppDeps } from '../deps.js';
import type { Db } from '../db/schema.js';
import { audit } from '../modules/audit/audit.js';
import { activeSession, type CallerIdentity } from '../modules/auth/sessions.js';
import { verifyAccessTokenCached } from '../modules/auth/tokens.js';
import { secretKeys } from '../modules/security/secrets.js';
import { AppError, forbidden } from './envelope.js';

/** Who is calling, set by `requireAuth`. */
export interface RequestAuth {
  userId: number;
  roleId: number;
  sessionId: string;
  /** The account's name, number, document and birth date, read with the session (see `activeSession`). */
  identity: CallerIdentity;
}

/** What the guards need, installed once on the root instance by `authContextPlugin`. */
export interface AuthGuardContext {
  db: Db;
  accessKey: () => Promise<Uint8Array>;
}

declare module 'fastify' {
  interface FastifyInstance {
    portalAuth: AuthGuardContext;
    /** Every route guarded by `requireRole` (registered after the auth context), with its roles. */
    roleGuardedRoutes: RoleGuardedRoute[];
  }
  interface FastifyRequest {
    /** Set by the `requireAuth` hook; read it only on routes that use it. */
    auth: RequestAuth;
  }
}

/**
 * Registers the guards' context on the root instance (fastify-plugin: not encapsulated), so every module's
 * routes can use `requireAuth` and `requireRole` without receiving anything.
 */
const authContext: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  if (app.hasDecorator('portalAuth')) return;
  app.decorate('portalAuth', {
    db: deps.db,
    accessKey: async () => (await secretKeys(deps.db, deps.config)).accessToken,
  });
  // Which route takes which roles, read from the guards themselves: test/admin-roles.test.ts calls every
  // one as a patient and as a broadcaster, so a new administrator endpoint is checked without listing it.
  const guarded: RoleGuardedRoute[] = [];
  app.decorate('roleGuardedRoutes', guarded);
  app.addHook('onRoute', (route) => {
    const roles = guardRoles([route.onRequest, route.preHandler]);
    if (!roles) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') guarded.push({ method, url: route.url, roles: [...roles] });
  });
};
export const authContextPlugin = fp(authContext, { name: 'portal-auth-context', fastify: '5.x' });

export interface RoleGuardedRoute {
  method: string;
  url: string;
  roles: number[];
}

/** The roles of each guard made by `requireRole`, kept beside the guard function as data. */
const GUARD_ROLES = new WeakMap<object, readonly number[]>();

/** The roles the `requireRole` guard among a route's hooks accepts (`[route.onRequest, route.preHandler]`), or undefined. */
export function guardRoles(hooks: unknown): readonly number[] | undefined {
  for (const hook of [hooks].flat(2)) if (typeof hook === 'function' && GUARD_ROLES.has(hook)) return GUARD_ROLES.get(hook);
  return undefined;
}

const unauthorized = () => new AppError(401, 'Unauthorized', 'Invalid');

/**
 * onRequest hook (before the body is read or validated, so a caller without a valid token gets 401 whatever
 * they send, learns nothing of the route's input rules and costs no body parsing): a valid access token
 * (HS256 only; signature, issuer, audience and expiry checked) whose
 * session is still live. The session row is read on every call, so logout, a password change or a
 * refresh-token reuse ends access at once rather than when the token expires. Sets `request.auth`.
 */
export const requireAuth: preHandlerAsyncHookHandler = async function requireAuth(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const ctx = request.server.portalAuth;
  if (!ctx) throw new Error('authContextPlugin is not registered');
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_\-.]+)$/i.exec(header.trim()) : null;
  if (!match) throw unauthorized();
  const claims = await verifyAccessTokenCached(await ctx.accessKey(), match[1]!);
  if (!claims) throw unauthorized();
  const live = await activeSession(ctx.db, claims.sessionId, claims.userId);
  if (!live) throw unauthorized();
  request.auth = { userId: claims.userId, roleId: live.roleId, sessionId: claims.sessionId, identity: live.identity };
  // The caller's role as it is now (an administrator may have changed it since sign-in): the portal's client
  // compares it with the signed-in user's and updates its menu and routes at once (shared/src/api).
  reply.header(ROLE_HEADER, String(live.roleId));
};

/**
 * Guard factory: `requireAuth` plus one of the given role ids, else 403 and an audit entry of the
 * refused attempt. Prefer `onRequest: requireRole(3)`: it runs before the body is read and validated, so
 * a caller without the role gets 403 (and is audited) whatever they send.
 */
export function requireRole(...roles: number[]): preHandlerAsyncHookHandler {
  const guard = async function requireRoleHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (!request.auth) await requireAuth.call(this, request, reply);
    if (roles.includes(request.auth.roleId)) return;
    await audit(request.server.portalAuth.db, {
      actorUserId: request.auth.userId,
      subjectUserId: null,
      action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      resource: 'role-guarded-route',
      ip: request.ip,
      outcome: 'denied',
    }).catch((err) => request.log.error({ err }, 'audit of a refused role failed'));
    throw forbidden('You are not allowed to use this function');
  };
  // Which routes take which roles is read from here (`guardRoles`, test/admin-roles.test.ts).
  GUARD_ROLES.set(guard, Object.freeze([...roles]));
  return guard;
}
