import { loadConfig, trustedProxies } from '../src/config.js';
import { CLIENT_ERRORS_PER_MINUTE } from '../src/modules/client-errors/routes.js';
import { createTestApp, type TestApp } from './helpers.js';
import { register } from './auth-support.js';

/**
 * The client's address (rate limits, sessions, audit) comes from X-Forwarded-For only when the peer is a
 * configured proxy (PORTAL_TRUSTED_PROXIES); by default it is the socket's, whatever the caller writes.
 */
const report = (t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { kind: 'render', message: 'boom' }, headers, remoteAddress });

describe('no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('a new X-Forwarded-For on every request does not get a fresh quota', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= CLIENT_ERRORS_PER_MINUTE; i += 1) codes.push((await report(t, { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
    expect(codes.slice(0, CLIENT_ERRORS_PER_MINUTE).every((c) => c === 202)).toBe(true);
    expect(codes[CLIENT_ERRORS_PER_MINUTE]).toBe(429);
    const stored = await t.handle.db.selectFrom('client_errors').select('ip').distinct().execute();
    expect(stored.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });

  test('sessions and the audit log keep the socket address, not the forged one', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.66' };
    const { login } = await register(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${login.token}`, ...forged } });
    expect(res.statusCode).toBe(200);
    const audited = await t.handle.db.selectFrom('audit_log').select('ip').where('subject_user_id', '=', login.userId).where('resource', '=', 'profile').execute();
    expect(audited.length).toBeGreaterThan(0);
    expect(new Set(audited.map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
    const login2 = await t.app.inject({ method: 'POST', url: '/api/auth/refreshtoken', payload: { refreshToken: login.refreshToken }, headers: forged });
    expect(login2.statusCode).toBe(200);
    const sessions = await t.handle.db.selectFrom('sessions').select('ip').where('user_id', '=', login.userId).execute();
    expect(sessions.map((s) => s.ip)).toEqual(['127.0.0.1']);
  });
});

describe('behind a trusted proxy', () => {
  test('one hop: the address the proxy appended is the client, whatever the client wrote before it', async () => {
    const t = await createTestApp({ PORTAL_TRUSTED_PROXIES: '1' });
    try {
      await report(t, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
      const rows = await t.handle.db.selectFrom('client_errors').select('ip').execute();
      expect(rows.map((r) => r.ip)).toEqual(['203.0.113.7']);
    } finally {
      await t.close();
    }
  });

  test('a CIDR list: only peers inside it are believed', async () => {
    const t = await createTestApp({ PORTAL_TRUSTED_PROXIES: '10.0.0.0/8' });
    try {
      await report(t, { 'x-forwarded-for': '203.0.113.8' }, '10.1.2.3');
      await report(t, { 'x-forwarded-for': '203.0.113.9' }, '192.0.2.50');
      const rows = await t.handle.db.selectFrom('client_errors').select('ip').orderBy('id').execute();
      expect(rows.map((r) => r.ip)).toEqual(['203.0.113.8', '192.0.2.50']);
    } finally {
      await t.close();
    }
  });
});

test('PORTAL_TRUSTED_PROXIES: none by default; a hop count, addresses and CIDRs; anything else stops the start', () => {
  expect(loadConfig({}).PORTAL_TRUSTED_PROXIES).toBe(false);
  expect(trustedProxies('2')).toBe(2);
  expect(trustedProxies('10.0.0.0/8, 192.168.1.5,loopback, ::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', 'loopback', '::1', 'fd00::/8']);
  for (const bad of ['0', '11', 'proxy.example', '10.0.0.0/33', '1.2.3', '*']) expect(typeof trustedProxies(bad)).toBe('string');
  expect(() => loadConfig({ PORTAL_TRUSTED_PROXIES: 'everyone' })).toThrow(/PORTAL_TRUSTED_PROXIES/);
});
