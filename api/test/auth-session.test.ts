import { SignJWT } from 'jose';
import { MSG } from '@portal/shared/contracts';
import { buildApp } from '../src/app.js';
import { createAdapters } from '../src/adapters/index.js';
import { requireAuth, requireRole } from '../src/http/auth.js';
import { secretKeys } from '../src/modules/security/secrets.js';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessTokenCached } from '../src/modules/auth/tokens.js';
import { seedDemoUsers } from '../src/modules/user/seed.js';
import { loadConfig } from '../src/config.js';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers.js';
import { login, post, register, loginDemo } from './auth-support.js';

let t: TestApp;
/** A second app on the same database with two probe routes behind the guards (what other modules do). */
let probe: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.handle.db);
  probe = await buildApp({ config: t.config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(t.config, t.handle.db) });
  probe.get('/api/probe/me', { preHandler: requireAuth }, async (req) => ({ message: { status: 'Success', message: '' }, data: req.auth }));
  probe.get('/api/probe/admin', { preHandler: [requireAuth, requireRole(3)] }, async (req) => ({ message: { status: 'Success', message: '' }, data: req.auth }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

async function me(token: string) {
  const res = await probe.inject({ method: 'GET', url: '/api/probe/me', headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}
const refresh = (refreshToken: string, token?: string) => post(t, '/api/auth/refreshtoken', { refreshToken, ...(token ? { token } : {}) });

describe('access tokens', () => {
  test('a valid token sets request.auth from the live session', async () => {
    const { login: data } = await register(t);
    const res = await me(data.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ userId: data.userId, roleId: 1, sessionId: expect.any(String), identity: expect.objectContaining({ firstName: 'Test', callingCode: '971' }) });
  });

  test('no token, a tampered token, an alg:none token, a foreign-key token and an expired token get 401', async () => {
    const { login: data } = await register(t);
    const [h, p, s] = data.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());

    expect((await probe.inject({ method: 'GET', url: '/api/probe/me' })).statusCode).toBe(401);

    const elevated = Buffer.from(JSON.stringify({ ...claims, role: 3 })).toString('base64url');
    expect((await me(`${h}.${elevated}.${s}`)).status).toBe(401);
    const flipped = s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    expect((await me(`${h}.${p}.${flipped}`)).status).toBe(401);

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`${none}.${p}.`)).status).toBe(401);

    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(foreign)).status).toBe(401);

    const key = (await secretKeys(t.handle.db, t.config)).accessToken;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 3600, exp: now - 60 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const res = await me(expired);
    expect(res.status).toBe(401);
    expect(res.body.message.status).toBe('Invalid');

    // The same claims freshly signed with the right key pass: the rejections above are about the token only.
    const fresh = await new SignJWT({ ...claims, iat: now, exp: now + 60 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    expect((await me(fresh)).status).toBe(200);
  });

  test('the token lives 15 minutes and carries sub, role, sid and jti', async () => {
    const { login: data } = await register(t);
    const claims = JSON.parse(Buffer.from(data.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(data.userId), role: 1, sid: expect.any(String), jti: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(900);
  });

  test('requireRole answers 403 to another role and writes an audit entry; role 3 passes', async () => {
    const patient = await loginDemo(t, 'patient');
    const denied = await probe.inject({ method: 'GET', url: '/api/probe/admin', headers: { authorization: `Bearer ${patient.token}` } });
    expect(denied.statusCode).toBe(403);
    const trail = await t.handle.db.selectFrom('audit_log').selectAll().where('actor_user_id', '=', patient.userId).where('outcome', '=', 'denied').execute();
    expect(trail.length).toBeGreaterThan(0);
    expect(trail[0]!.action).toContain('/api/probe/admin');

    const admin = await loginDemo(t, 'admin');
    const allowed = await probe.inject({ method: 'GET', url: '/api/probe/admin', headers: { authorization: `Bearer ${admin.token}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.roleId).toBe(3);
  });
});

test('a verified token is remembered only until it expires, and only for its key', async () => {
  const key = new TextEncoder().encode('k'.repeat(40));
  const claims = { userId: 7, roleId: 1, sessionId: '00000000-0000-4000-8000-000000000007' };
  // Issued so that it expires in about a second.
  const { token } = await signAccessToken(key, claims, new Date(Date.now() - (ACCESS_TOKEN_SECONDS - 1) * 1000));
  expect(await verifyAccessTokenCached(key, token)).toEqual(claims);
  expect(await verifyAccessTokenCached(new TextEncoder().encode('x'.repeat(40)), token)).toBeNull();
  await new Promise((r) => setTimeout(r, 1500));
  expect(await verifyAccessTokenCached(key, token)).toBeNull();
});

describe('refresh tokens', () => {
  test('each refresh rotates the pair; the new refresh token works again', async () => {
    const { login: data } = await register(t);
    const first = await refresh(data.refreshToken, data.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ token: expect.any(String), refreshToken: expect.any(String), tokenExpiresAt: expect.any(String), refreshExpiresAt: expect.any(String) });
    expect(first.body.data.refreshToken).not.toBe(data.refreshToken);
    expect((await me(first.body.data.token)).status).toBe(200);
    const second = await refresh(first.body.data.refreshToken, first.body.data.token);
    expect(second.status).toBe(200);
  });

  test('reusing a refresh token revokes the whole family', async () => {
    const { login: data } = await register(t);
    const rotated = await refresh(data.refreshToken);
    expect(rotated.status).toBe(200);
    const reuse = await refresh(data.refreshToken);
    expect(reuse.status).toBe(401);
    // Every token of the family is dead: the rotated refresh token and both access tokens.
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(401);
    expect((await me(rotated.body.data.token)).status).toBe(401);
    expect((await me(data.token)).status).toBe(401);
  });

  test('a refresh token with the access token of another session is refused', async () => {
    const a = (await register(t)).login;
    const b = (await register(t)).login;
    expect((await refresh(a.refreshToken, b.token)).status).toBe(401);
  });

  test('an unknown refresh token gets 401', async () => {
    expect((await refresh('not-a-token-we-issued')).status).toBe(401);
  });
});

describe('logout', () => {
  test('ends the session at once: its access and refresh tokens stop working', async () => {
    const { login: data } = await register(t);
    const out = await post(t, '/api/auth/logout', {}, data.token);
    expect(out.status).toBe(200);
    expect(out.body.message.status).toBe('Success');
    expect((await me(data.token)).status).toBe(401);
    expect((await refresh(data.refreshToken)).status).toBe(401);
  });

  test('with an expired access token, the refresh token alone ends the session', async () => {
    const { login: data } = await register(t);
    const expired = `${data.token.split('.')[0]}.e30.x`;
    const out = await post(t, '/api/auth/logout', { refreshToken: data.refreshToken }, expired);
    expect(out.status).toBe(200);
    expect((await me(data.token)).status).toBe(401);
    expect((await refresh(data.refreshToken)).status).toBe(401);
  });

  test('needs a token', async () => {
    expect((await post(t, '/api/auth/logout', {})).status).toBe(401);
    expect((await post(t, '/api/auth/logout', { refreshToken: 'unknown' })).status).toBe(401);
  });
});

describe('change password', () => {
  test("the spec's messages, then every other session ends and the new password works", async () => {
    const { person, login: a } = await register(t);
    const b = await login(t, person);

    const wrongOld = await post(t, '/api/auth/changepassword', { oldPassword: 'Nope#12345', newPassword: 'Fresh#2027' }, a.token);
    expect(wrongOld.body.message).toEqual({ status: 'Invalid', message: MSG.oldPasswordIncorrect });

    const same = await post(t, '/api/auth/changepassword', { oldPassword: person.password, newPassword: person.password }, a.token);
    expect(same.status).toBe(400);
    expect(same.body.message.message).toBe(MSG.newPasswordSameAsOld);

    const weak = await post(t, '/api/auth/changepassword', { oldPassword: person.password, newPassword: 'short' }, a.token);
    expect(weak.body.message.message).toBe(MSG.passwordMinLength);

    const done = await post(t, '/api/auth/changepassword', { oldPassword: person.password, newPassword: 'Fresh#2027' }, a.token);
    expect(done.status).toBe(200);
    expect(done.body.message.status).toBe('Success');
    expect(done.body.data).toEqual({ otherSessionsRevoked: 1 });

    expect((await me(b.token)).status).toBe(401);
    expect((await refresh(b.refreshToken)).status).toBe(401);
    expect((await me(a.token)).status).toBe(200);

    const old = await post(t, '/api/auth/identify', { callingCode: '971', mobile: person.mobile, password: person.password, isInvokedForLogin: true });
    expect(old.body.message.status).toBe('Invalid');
    await expect(login(t, { ...person, password: 'Fresh#2027' })).resolves.toMatchObject({ userId: a.userId });
  });
});

describe('token secret', () => {
  test('without PORTAL_TOKEN_SECRET the embedded mode generates one secret, kept in the database', async () => {
    const config = loadConfig({ PORTAL_MODE: 'embedded', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
    expect(config.PORTAL_TOKEN_SECRET).toBeUndefined();
    const first = await secretKeys(t.handle.db, config);
    const stored = await t.handle.db.selectFrom('portal_secrets').select('value').where('name', '=', 'token-secret').executeTakeFirstOrThrow();
    expect(stored.value.length).toBeGreaterThanOrEqual(43);
    // Another process (another cache) on the same database derives the same key.
    const { getOrCreateSecret } = await import('../src/db/secrets.js');
    expect(await getOrCreateSecret(t.handle.db, 'token-secret')).toBe(stored.value);
    expect(Buffer.from(first.accessToken).equals(Buffer.from((await secretKeys(t.handle.db, config)).accessToken))).toBe(true);
  });
});
