import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/server.js';
import { allMigrations } from '../src/db/migrations.js';
import { copyMigratedDataDir } from './helpers.js';
import { DEMO_PEOPLE } from '../src/standins/his/seed.js';

const silent = pino({ level: 'silent' });
const baseEnv = { LOG_LEVEL: 'silent', PORTAL_MASTERDATA_CACHE_MS: '0', PORT: '0', PORTAL_SERVE_WEB: 'false', PORTAL_TOKEN_SECRET: 'scale-test-secret-scale-test-secret-1' };

/**
 * Process-wide state must live in the database: two API processes behind a load balancer see the same
 * data. Two real servers (listening on their own ports) share one fresh PostgreSQL database.
 */
const pgUrl = process.env.PORTAL_TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('two API instances on one PostgreSQL', () => {
  const name = `portal_scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let url = '';
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(pgUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    const config = loadConfig({ ...baseEnv, PORTAL_DATABASE_URL: url } as NodeJS.ProcessEnv);
    // Started together: both race to migrate and seed the empty database.
    [a, b] = await Promise.all([startServer(config, silent), startServer(config, silent)]);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  test('each migration ran once and the seed was not doubled', async () => {
    const names = await sql<{ name: string }>`select name from kysely_migration`.execute(a.handle.db);
    expect(names.rows.map((r) => r.name).sort()).toEqual(Object.keys(allMigrations()).sort());
    const patients = await sql<{ n: number }>`select count(*)::int as n from his_patient`.execute(a.handle.db);
    expect(patients.rows[0]!.n).toBe(DEMO_PEOPLE.reduce((n, p) => n + p.records.length, 0));
    for (const s of [a, b]) expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  });

  test('a message sent through one instance is in the outbox read through the other', async () => {
    await a.app.inject({ url: '/api/health' });
    const { createAdapters } = await import('../src/adapters/index.js');
    const config = loadConfig({ ...baseEnv, PORTAL_DATABASE_URL: url } as NodeJS.ProcessEnv);
    await createAdapters(config, a.handle.db).sms.send({ callingCode: '971', mobile: '507770001' }, 'Your OTP is 424242');
    const res = await fetch(`${b.url}/api/dev/outbox?mobile=971507770001`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.map((m: { text: string }) => m.text)).toEqual(['Your OTP is 424242']);
  });

  test('master data changed through one connection pool is served by both', async () => {
    await a.handle.db.updateTable('app_configuration').set({ value: JSON.stringify(false) }).where('key', '=', 'filterToBeApplied').execute();
    for (const s of [a, b]) {
      const body = (await (await fetch(`${s.url}/api/masterdata/getappconfigurations`)).json()) as any;
      expect(body.data.filterToBeApplied).toBe(false);
    }
  });
});

describe('the embedded server keeps its data across a restart', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    // Start from a migrated data folder instead of PGlite's initdb (seconds); the restart itself is the real path.
    await copyMigratedDataDir(dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('write, stop, start again on the same folder, read', async () => {
    const config = loadConfig({ ...baseEnv, PORTAL_DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    const first = await startServer(config, silent);
    const { createAdapters } = await import('../src/adapters/index.js');
    await createAdapters(config, first.handle.db).sms.send({ callingCode: '971', mobile: '508880001' }, 'Written before the restart');
    await first.handle.db.updateTable('master_lookup').set({ text_en: 'Partner' }).where('kind', '=', 'relations').where('id', '=', 1).execute();
    await first.close();

    const again = await startServer(config, silent);
    try {
      const outbox = (await (await fetch(`${again.url}/api/dev/outbox?mobile=971508880001`)).json()) as any;
      expect(outbox.data.map((m: { text: string }) => m.text)).toEqual(['Written before the restart']);
      const relations = (await (await fetch(`${again.url}/api/masterdata/relations`)).json()) as any;
      expect(relations.data[0]).toEqual({ id: 1, text: 'Partner' });
      // Migrations ran once; the seed, run at both starts, did not duplicate anything.
      const runs = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(again.handle.db);
      expect(runs.rows[0]!.n).toBe(Object.keys(allMigrations()).length);
      const patients = await sql<{ n: number }>`select count(*)::int as n from his_patient`.execute(again.handle.db);
      expect(patients.rows[0]!.n).toBe(DEMO_PEOPLE.reduce((n, p) => n + p.records.length, 0));
    } finally {
      await again.close();
    }
  }, 60_000);
});
