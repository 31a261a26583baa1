/**
 * Administration benchmark (spec admin): with 100,000 seeded accounts,
 *   - fan-out of one broadcast to all users: publish answer time, then time until the history says
 *     Sent (the delivery job: in-app notifications + embedded push, 1000 users a step), and the latency
 *     of another API call while the job runs;
 *   - the Registered Users.xlsx export: time to stream it, its size and rows (read back with SheetJS),
 *     and the server's resident memory before and at its peak during the export (sampled from
 *     /proc/<pid>/status every 25 ms).
 * On PGlite, and on PostgreSQL with PORTAL_BENCH_DATABASE_URL. The server is its own process
 * (`tsx src/main.ts`), so its memory is its own.
 *
 *   pnpm --filter api bench:admin
 *   PORTAL_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter api bench:admin
 *
 * Env: BENCH_USERS (default 100000), PORTAL_BENCH_DATABASE_URL, BENCH_TARGETS (default pglite,postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import * as XLSX from 'xlsx';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const PG_URL = process.env.PORTAL_BENCH_DATABASE_URL;
const TARGETS = new Set((process.env.BENCH_TARGETS ?? 'pglite,postgres').split(','));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rows: [string, string, string][] = [];

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Migrated, demo-seeded, plus USERS accounts (every 50th one's device unreachable for the push stand-in). */
async function prepare(opts: { dataDir?: string; url?: string }) {
  const handle = await openDatabase(opts.url ? { url: opts.url } : { dataDir: opts.dataDir });
  await migrateToLatest(handle.db);
  await runSeeds(handle.db, loadConfig({ PORTAL_MODE: 'embedded', PORTAL_DATA_DIR: opts.dataDir ?? os.tmpdir() } as NodeJS.ProcessEnv));
  const started = performance.now();
  await sql`insert into users (calling_code, mobile, first_name, last_name, email, created_at)
    select '971', (560000000 + g)::text, 'Bench', 'User ' || g, 'bench' || g || '@example.org', now() - make_interval(days => g % 60, mins => g % 1440)
    from generate_series(1, ${USERS}::integer) g`.execute(handle.db);
  await sql`insert into push_unreachable (user_id, reason) select id, 'device not registered' from users where mobile like '56%' and id % 50 = 0`.execute(handle.db);
  await sql`analyze users`.execute(handle.db);
  console.log(`  seeded ${USERS} users in ${sec(performance.now() - started)}`);
  await handle.close();
}

interface Server {
  child: ChildProcess;
  base: string;
}
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORTAL_MODE: 'embedded', LOG_LEVEL: 'warn', PORTAL_SERVE_WEB: 'false', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    if ((await fetch(`${base}/api/health`).catch(() => null))?.status === 200) return { child, base };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`server not healthy:\n${stderr}`);
}
async function stopServer(s: Server) {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => s.child.kill('SIGKILL'))]);
}

/** Resident memory of a process, and its peak so far, in KB (Linux). */
function memory(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function adminToken(base: string): Promise<string> {
  const who = { callingCode: '971', mobile: '500000003', password: 'Portal@2026' };
  await fetch(`${base}/api/auth/identify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...who, isInvokedForLogin: true }) });
  const outbox = (await (await fetch(`${base}/api/dev/outbox?mobile=971500000003`)).json()) as { data: { text: string }[] };
  const otp = /(\d{6})/.exec(outbox.data[0]!.text)![1];
  const login = (await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...who, otp }) })).json()) as { data: { token: string } };
  return login.data.token;
}

async function bench(target: string, s: Server) {
  const token = await adminToken(s.base);
  const auth = { authorization: `Bearer ${token}` };

  // ── fan-out ──────────────────────────────────────────────────────────────────────────────────
  const t0 = performance.now();
  const res = await fetch(`${s.base}/api/notification/broadcast`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ FacilityId: 0, NotificationType: 2, NotificationTitle: 'Bench broadcast', NotificationText: 'One message to every account' }),
  });
  const published = performance.now() - t0;
  const { data: sent } = (await res.json()) as { data: { id: number; targetCount: number } };
  const latencies: number[] = [];
  let last: { status: string; processedCount: number; pushSuccess: number; pushFail: number } | undefined;
  for (;;) {
    const l0 = performance.now();
    await fetch(`${s.base}/api/masterdata/country`);
    latencies.push(performance.now() - l0);
    const history = (await (await fetch(`${s.base}/api/notification/broadcasthistory?start=0&take=10`, { headers: auth })).json()) as { data: (typeof last & { id: number })[] };
    last = history.data.find((h) => h!.id === sent.id);
    if (last?.status === 'Sent' || last?.status === 'Failed') break;
    await sleep(200);
  }
  const fanout = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  rows.push([target, `publish to ${sent.targetCount.toLocaleString('en')} users (answer)`, `${published.toFixed(0)} ms`]);
  rows.push([target, 'fan-out until history says Sent', `${sec(fanout)} (${Math.round(sent.targetCount / (fanout / 1000)).toLocaleString('en')} users/s); ${last!.status}, pushed ${last!.pushSuccess.toLocaleString('en')}, failed ${last!.pushFail.toLocaleString('en')}`]);
  rows.push([target, 'GET masterdata/country during the fan-out', `median ${latencies[Math.floor(latencies.length / 2)]!.toFixed(0)} ms, max ${latencies[latencies.length - 1]!.toFixed(0)} ms (${latencies.length} calls)`]);

  // ── export ───────────────────────────────────────────────────────────────────────────────────
  await sleep(1000);
  const before = memory(s.child.pid!);
  let peak = before.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memory(s.child.pid!).rss);
    } catch {
      // process gone
    }
  }, 25);
  const e0 = performance.now();
  const exp = await fetch(`${s.base}/api/user/registeredusers/export`, { headers: auth });
  const chunks: Buffer[] = [];
  for await (const c of exp.body as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(c));
  const took = performance.now() - e0;
  clearInterval(sampler);
  peak = Math.max(peak, memory(s.child.pid!).rss);
  const file = Buffer.concat(chunks);
  const wb = XLSX.read(file, { type: 'buffer', dense: true });
  const sheetRows = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 }).length - 1;
  rows.push([target, `export Registered Users.xlsx (${sheetRows.toLocaleString('en')} rows, ${(file.length / 1_048_576).toFixed(1)} MB)`, `${sec(took)}`]);
  rows.push([target, 'server memory (RSS) during the export', `${mb(before.rss)} before, ${mb(peak)} peak (+${mb(peak - before.rss)})`]);
}

async function main() {
  console.log(`Administration benchmark: ${USERS.toLocaleString('en')} users — ${os.cpus().length} cores, Node ${process.version}`);
  if (TARGETS.has('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-admin-'));
    try {
      console.log('PGlite: preparing…');
      await prepare({ dataDir });
      const s = await startServer({ PORTAL_DATA_DIR: dataDir });
      try {
        await bench('PGlite', s);
      } finally {
        await stopServer(s);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (PG_URL && TARGETS.has('postgres')) {
    const name = `portal_bench_admin_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-admin-pg-'));
    try {
      console.log('PostgreSQL: preparing…');
      await prepare({ url: url.toString(), dataDir });
      const s = await startServer({ PORTAL_DATA_DIR: dataDir, PORTAL_DATABASE_URL: url.toString() });
      try {
        await bench('PostgreSQL', s);
      } finally {
        await stopServer(s);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    }
  } else {
    console.log('(PostgreSQL skipped: set PORTAL_BENCH_DATABASE_URL)');
  }
  const w = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
  console.log('');
  for (const r of rows) console.log(`${r[0].padEnd(w[0]!)}  ${r[1].padEnd(w[1]!)}  ${r[2]}`);
}

await main();
