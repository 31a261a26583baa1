import net from 'node:net';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../src/modules/auth/sessions.js';
import { secretKeys } from '../src/modules/security/secrets.js';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers.js';
import { seededAccount } from './account-support.js';
import { Tally } from './security-support.js';

const base = process.env.PORTAL_TEST_DATABASE_URL;
const tally = new Tally('the database unreachable');
afterAll(() => tally.print());

/**
 * Every route of the app, as a request a signed-in administrator would send (path parameters filled, an empty
 * body), with the database unreachable: no answer may be a 500 — a route that needs the database answers 503
 * 'Network Error!' with Retry-After (in the stand-ins' own envelopes too), one that does not answers as usual.
 */
async function everyRouteWhileDown(app: FastifyInstance, token: string, label: string) {
  const bad: string[] = [];
  const unavailable = new Set<string>();
  for (const r of app.registeredRoutes) {
    const url = r.url.replace(/:\w+/g, '1').replace(/\*/g, 'x');
    const res = await app.inject({ method: r.method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(r.method === 'GET' || r.method === 'OPTIONS' ? {} : { payload: {} }) });
    const key = `${r.method} ${r.url}`;
    const problem =
      res.statusCode >= 500 && res.statusCode !== 503
        ? `${res.statusCode} ${res.body.slice(0, 120)}`
        : res.statusCode === 503 && !/^\d+$/.test(String(res.headers['retry-after'] ?? ''))
          ? '503 without Retry-After'
          : res.statusCode === 503 && !res.body.includes('Network Error!')
            ? `503 without 'Network Error!': ${res.body.slice(0, 120)}`
            : /ECONN|at .*\.ts|select |57P0|55000/.test(res.body)
              ? `details leaked: ${res.body.slice(0, 120)}`
              : '';
    tally.record(`${label}: ${key}`, problem === '', problem);
    if (problem) bad.push(`${key}: ${problem}`);
    if (res.statusCode === 503) unavailable.add(key);
  }
  return { bad, unavailable };
}

/** Route kinds that need the database, each of which must answer 503 while it is unreachable. */
const MUST_BE_UNAVAILABLE = [
  'GET /api/health', // the balancer's probe: its own 503
  'GET /api/masterdata/gender', // master data, cached per process but revalidated against the change counter
  'GET /api/masterdata/getappconfigurations',
  'GET /api/user/profile', // signed in: the session is read from the database
  'GET /api/user/getalladmins', // role-guarded
  'POST /api/user/uploadprofileimage', // multipart
];

(base ? describe.skip : describe)('the database gone from under a running app (PGlite closed)', () => {
  test("every route: 503 'Network Error!' with Retry-After where the database is needed, never a 500", async () => {
    const t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
    const admin = await seededAccount(t, { firstName: 'Ops', lastName: 'Admin', roleId: 3 });
    try {
      expect((await t.app.inject({ url: '/api/masterdata/gender' })).statusCode).toBe(200);
      await t.handle.pglite!.close();
      const { bad, unavailable } = await everyRouteWhileDown(t.app, admin.token, 'PGlite closed');
      expect(bad).toEqual([]);
      expect(MUST_BE_UNAVAILABLE.filter((k) => !unavailable.has(k))).toEqual([]);
      const identify = await t.app.inject({ method: 'POST', url: '/api/auth/identify', payload: { callingCode: '971', mobile: '501234567', password: 'Portal@2026', isInvokedForLogin: true } });
      expect([identify.statusCode, identify.headers['retry-after'], identify.json()]).toEqual([503, '5', { message: { status: 'Invalid', message: 'Network Error!' }, data: { retryAfterSeconds: 5 } }]);
    } finally {
      await t.app.close();
    }
  }, 180_000);
});

(base ? describe : describe.skip)('the database refusing connections (PostgreSQL: ALLOW_CONNECTIONS false, SQLSTATE 55000)', () => {
  let t: TestApp;
  let name = '';
  const admin = () => new pg.Client({ connectionString: base });
  const allow = async (yes: boolean) => {
    const c = admin();
    await c.connect();
    try {
      await c.query(`alter database ${name} with allow_connections ${yes}`);
      if (!yes) await c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
    } finally {
      await c.end();
    }
  };
  beforeAll(async () => {
    t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
    name = (await sql<{ n: string }>`select current_database() as n`.execute(t.handle.db)).rows[0]!.n;
  }, 120_000);
  afterAll(async () => {
    if (name) await allow(true);
    await t?.close();
  });

  test("every route: 503 'Network Error!' with Retry-After where the database is needed, never a 500; then service again", async () => {
    const account = await seededAccount(t, { firstName: 'Ops', lastName: 'Admin', roleId: 3 });
    expect((await t.app.inject({ url: '/api/masterdata/gender' })).statusCode).toBe(200);
    await allow(false);
    // The pool's connections were ended (57P01); every new one is refused with 55000.
    const { bad, unavailable } = await everyRouteWhileDown(t.app, account.token, 'PostgreSQL refusing connections');
    expect(bad).toEqual([]);
    expect(MUST_BE_UNAVAILABLE.filter((k) => !unavailable.has(k))).toEqual([]);
    await allow(true);
    const again = await t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${account.token}` } });
    expect(again.statusCode).toBe(200);
  }, 180_000);
});

/**
 * The database briefly unreachable. The app talks to PostgreSQL through a TCP proxy this
 * test owns; cutting the proxy drops every open connection and refuses new ones, as a database restart or a
 * network cut would. Every call meanwhile answers 503 with the envelope message 'Network Error!' (spec),
 * never a 500 nor a crash (the job worker keeps polling), and once the proxy is back the same process
 * serves again without a restart. PostgreSQL only (PORTAL_TEST_DATABASE_URL): PGlite runs inside the
 * process and cannot be cut off from it.
 */
const maybe = base ? describe : describe.skip;

class CuttableProxy {
  private server!: net.Server;
  private sockets = new Set<net.Socket>();
  private up = true;
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}
  async start() {
    this.server = net.createServer((client) => {
      if (!this.up) return client.destroy();
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as net.AddressInfo).port;
  }
  cut() {
    this.up = false;
    for (const s of this.sockets) s.destroy();
  }
  restore() {
    this.up = true;
  }
  async stop() {
    this.cut();
    await new Promise((r) => this.server.close(r));
  }
}

maybe('the database briefly unreachable (PostgreSQL behind a proxy that is cut)', () => {
  const name = `portal_fault_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let proxy: CuttableProxy;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (e: unknown) => unhandled.push(e);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(base!);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const url = new URL(base!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    const config = loadConfig({ PORTAL_MODE: 'embedded', LOG_LEVEL: 'silent', PORTAL_TOKEN_SECRET: 'test-secret-test-secret-test-secret-42', PORTAL_JOBS_POLL_MS: '100', PORTAL_MASTERDATA_CACHE_MS: '0' } as NodeJS.ProcessEnv);
    handle = await openDatabase({ url: url.toString(), poolMax: 4 });
    await migrateToLatest(handle.db);
    await runSeeds(handle.db, config);
    app = await buildApp({ config, db: handle.db, dbKind: handle.kind, adapters: createAdapters(config, handle.db) });
    await app.ready();
    const demo = await handle.db.selectFrom('users').select('id').where('mobile', '=', '501234567').executeTakeFirstOrThrow();
    token = (await createSession(handle.db, (await secretKeys(handle.db, config)).accessToken, { id: demo.id, roleId: 1 })).token;
  }, 120_000);

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await app?.close();
    await handle?.close();
    await proxy?.stop();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const calls = () => [
    { method: 'GET' as const, url: '/api/health' },
    { method: 'GET' as const, url: '/api/masterdata/gender' },
    { method: 'GET' as const, url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } },
    { method: 'GET' as const, url: '/api/appointment/appointments', headers: { authorization: `Bearer ${token}` } },
    { method: 'POST' as const, url: '/api/auth/identify', payload: { callingCode: '971', mobile: '501234567', password: 'Portal@2026', isInvokedForLogin: true } },
  ];

  test("503 'Network Error!' in the envelope while it is down, and service again once it is back", async () => {
    for (const c of calls()) expect([c.url, (await app.inject(c)).statusCode]).toEqual([c.url, 200]);

    proxy.cut();
    for (const c of calls()) {
      const res = await app.inject(c);
      expect([c.url, res.statusCode]).toEqual([c.url, 503]);
      expect(res.json()).toEqual({ message: { status: 'Invalid', message: 'Network Error!' }, data: { retryAfterSeconds: 5 } });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).not.toMatch(/ECONN|at .*\.ts|select /);
    }
    // The worker polls meanwhile (every 100 ms here): it must not take the process down.
    await new Promise((r) => setTimeout(r, 500));

    proxy.restore();
    for (const c of calls().slice(0, 4)) {
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        status = (await app.inject(c)).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect([c.url, status]).toEqual([c.url, 200]);
    }
    expect(unhandled).toEqual([]);
  });
});
