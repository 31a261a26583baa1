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

/**
 * The database briefly unreachable. The app talks to PostgreSQL through a TCP proxy this
 * test owns; cutting the proxy drops every open connection and refuses new ones, as a database restart or a
 * network cut would. Every call meanwhile answers 503 with the envelope message 'Network Error!' (spec),
 * never a 500 nor a crash (the job worker keeps polling), and once the proxy is back the same process
 * serves again without a restart. PostgreSQL only (PORTAL_TEST_DATABASE_URL): PGlite runs inside the
 * process and cannot be cut off from it.
 */
const base = process.env.PORTAL_TEST_DATABASE_URL;
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
      // health has its own 503 answer; every other call goes through the error handler's envelope.
      expect([c.url, res.statusCode]).toEqual([c.url, 503]);
      if (c.url !== '/api/health') expect(res.json()).toEqual({ message: { status: 'Invalid', message: 'Network Error!' }, data: null });
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
