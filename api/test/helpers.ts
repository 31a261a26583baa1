import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allMigrations } from '../src/db/migrations.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: in-memory PGlite by default; with PORTAL_TEST_DATABASE_URL a new
 * PostgreSQL database created for this app and dropped on close.
 */
/**
 * A dump of a fresh PGlite with every migration applied, kept on disk between test files and runs: a
 * fresh PGlite spends seconds in initdb, a dump loads in about a second. Keyed by the migrations' names
 * and code, so a changed migration builds a new template.
 */
function templateKey(): string {
  const migrations = allMigrations();
  const key = crypto.createHash('sha256');
  for (const name of Object.keys(migrations).sort()) key.update(name).update(String(migrations[name]!.up));
  return key.digest('hex').slice(0, 16);
}
const TEMPLATES = path.join(os.tmpdir(), 'portal-test-pglite');

export async function migratedTemplate(): Promise<Blob> {
  const dir = TEMPLATES;
  const file = path.join(dir, `${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const fresh = await openDatabase({ memory: true });
  await migrateToLatest(fresh.db);
  const dump = await fresh.pglite!.dumpDataDir('none');
  await fresh.close();
  fs.mkdirSync(dir, { recursive: true });
  // Write then rename: another jest process may be reading or writing the same template.
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  // Templates of older migration sets are dead weight (about 40 MB each); an hour is long enough for a run still using one.
  for (const old of fs.readdirSync(dir)) {
    const p = path.join(dir, old);
    try {
      if (p !== file && Date.now() - fs.statSync(p).mtimeMs > 3_600_000) fs.rmSync(p, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another test process
    }
  }
  return dump;
}

/**
 * The PostgreSQL counterpart of migratedTemplate: a database with every migration applied, made once per
 * migration set and copied by `create database … template` (a file copy on the server, a tenth of the time the
 * migrations take). An advisory lock lets one test process make it while the others wait.
 */
async function migratedPostgresTemplate(admin: pg.Client, base: string): Promise<string> {
  const name = `portal_template_${templateKey()}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock(7042)');
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(base);
    url.pathname = `/${building}`;
    const fresh = await openDatabase({ url: url.toString() });
    try {
      await migrateToLatest(fresh.db);
    } finally {
      await fresh.close();
    }
    // Renamed only once complete: a template is never seen half migrated.
    await admin.query(`alter database ${building} rename to ${name}`);
    // Templates of older migration sets are dead weight; one being copied right now stays (the drop fails).
    const old = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'portal_template_%' and datname <> $1", [name]);
    for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(7042)');
  }
}

/** A complete production configuration (nothing here is contacted by the tests that use it). */
export function productionEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    PORTAL_MODE: 'production', LOG_LEVEL: 'silent',
    PORTAL_DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal', PORTAL_TOKEN_SECRET: 'p'.repeat(40), PORTAL_PUBLIC_URL: 'https://portal.example',
    SMS_ADAPTER: 'http', SMS_GATEWAY_URL: 'https://sms.example/send',
    HIS_ADAPTER: 'fhir', HIS_BASE_URL: 'https://his.example/fhir/R4',
    CONTENT_ADAPTER: 'http', CONTENT_BASE_URL: 'https://content.example',
    IDENTITY_ADAPTER: 'oidc', IDENTITY_ISSUER_URL: 'https://id.example', IDENTITY_CLIENT_ID: 'portal', IDENTITY_CLIENT_SECRET: 's',
    VIDEO_ADAPTER: 'http', VIDEO_BASE_URL: 'https://video.example', VIDEO_APP_ID: 'portal',
    PAYMENT_ADAPTER: 'http', PAYMENT_BASE_URL: 'https://pay.example', PAYMENT_API_KEY: 'k',
    PUSH_ADAPTER: 'http', PUSH_GATEWAY_URL: 'https://push.example',
    ...overrides,
  } as NodeJS.ProcessEnv;
}

/**
 * Fills `dataDir` with a migrated embedded database (what a server leaves in PORTAL_DATA_DIR), copied from
 * a folder kept beside the dumps: the first start on an empty folder spends its time in initdb.
 */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  const source = path.join(TEMPLATES, `${templateKey()}.dir`);
  if (!fs.existsSync(path.join(source, 'data', 'PG_VERSION'))) {
    const tmp = `${source}.${process.pid}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    const fresh = await openDatabase({ dataDir: tmp });
    await migrateToLatest(fresh.db);
    await fresh.close();
    try {
      fs.renameSync(tmp, source);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another test process made it first
    }
  }
  fs.cpSync(source, dataDir, { recursive: true });
}

export interface TestAppOptions {
  /** Serve the shell, registry and deployments (from PORTAL_WEB_ROOT / PORTAL_DATA_DIR in env). */
  web?: boolean;
  /** Run the embedded seed after the migrations, as the embedded server does at start. */
  seed?: boolean;
}

export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ PORTAL_MODE: 'embedded', LOG_LEVEL: 'silent', PORTAL_MASTERDATA_CACHE_MS: '0', PORTAL_TOKEN_SECRET: 'test-secret-test-secret-test-secret-42', ...env } as NodeJS.ProcessEnv);
  let dropDb: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle;
  const base = process.env.PORTAL_TEST_DATABASE_URL;
  if (base) {
    const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${await migratedPostgresTemplate(admin, base)}`);
    } finally {
      await admin.end();
    }
    const url = new URL(base);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString() });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    handle = await openDatabase({ memory: true, loadDataDir: await migratedTemplate() });
  }
  await migrateToLatest(handle.db);
  if (opts.seed) await runSeeds(handle.db, config);
  const adapters = createAdapters(config, handle.db);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, adapters, pool: handle.pool }, { web: opts.web });
  await app.ready();
  return {
    app,
    handle,
    config,
    async close() {
      await app.close();
      await handle.close();
      await dropDb?.();
    },
  };
}

/** Waits until the job queue has no due pending or running job (background deliveries finished). */
export async function settleJobs(t: Pick<TestApp, 'handle'>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await t.handle.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', 'in', ['pending', 'active'])
      // A job scheduled for later (a held result's notice) is not work still to settle.
      .where((eb) => eb.or([eb('state', '=', 'active'), eb('run_at', '<=', sql<Date>`now()`)]))
      .executeTakeFirstOrThrow();
    if (Number(row.n) === 0) return;
    if (Date.now() > until) throw new Error(`jobs still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
