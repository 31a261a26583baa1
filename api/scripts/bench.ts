/**
 * API benchmark against the API budgets. Prints one table:
 *   - cold start of the embedded server with an existing data folder: spawn → first 200 on /api/health
 *     (budget < 3 s);
 *   - median and p99 latency and requests per second under autocannon (10 connections, 10 s) on
 *     GET /api/masterdata/country and GET /content/burjeel/getAllDocters (when the content site is
 *     registered), on PGlite and — with PORTAL_BENCH_DATABASE_URL — on PostgreSQL (p99 budget < 20 ms).
 *
 * The server runs as its own process (`tsx src/main.ts`, as `pnpm serve` starts it) so that the load
 * generator does not share its event loop.
 *
 *   pnpm --filter api exec tsx scripts/bench.ts
 *   BENCH_DURATION=3 PORTAL_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter api exec tsx scripts/bench.ts
 *
 * Env: BENCH_DURATION seconds per endpoint (default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_COLD_STARTS (default 3; the median is reported), PORTAL_BENCH_DATABASE_URL.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLD_STARTS = Math.max(1, Number(process.env.BENCH_COLD_STARTS ?? 3));
const PG_URL = process.env.PORTAL_BENCH_DATABASE_URL;
const COLD_START_BUDGET_MS = 3000;
const P99_BUDGET_MS = 20;

interface Row {
  target: string;
  measure: string;
  median: string;
  p99: string;
  rps: string;
  budget: string;
}

const rows: Row[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** A port the system reports free right now (others on this machine also pick random ports). */
async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Server {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawn to the first 200 on /api/health. */
  readyMs: number;
}

/** Starts `src/main.ts` with the given environment and waits for the first 200 on /api/health. */
async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORTAL_MODE: 'embedded', LOG_LEVEL: 'warn', PORTAL_SERVE_WEB: 'false', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) return { child, base, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${stderr}`);
}

async function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => s.child.kill('SIGKILL'))]);
}

async function load(base: string, urlPath: string, target: string): Promise<void> {
  // Warm up first: the first requests pay for JIT compilation and the connection pool.
  await autocannon({ url: `${base}${urlPath}`, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url: `${base}${urlPath}`, connections: CONNECTIONS, duration: DURATION });
  const ok = result.non2xx === 0 && result.errors === 0;
  rows.push({
    target,
    measure: `GET ${urlPath}${ok ? '' : ` (${result.non2xx} non-2xx, ${result.errors} errors)`}`,
    median: `${result.latency.p50} ms`,
    p99: `${result.latency.p99} ms`,
    rps: `${Math.round(result.requests.average)}`,
    budget: target.startsWith('PostgreSQL') ? (result.latency.p99 < P99_BUDGET_MS ? `p99 < ${P99_BUDGET_MS} ms ✓` : `p99 < ${P99_BUDGET_MS} ms ✗`) : '',
  });
}

async function endpoints(base: string): Promise<string[]> {
  const list = ['/api/masterdata/country'];
  const content = await fetch(`${base}/content/burjeel/getAllDocters`).catch(() => null);
  if (content?.status === 200) list.push('/content/burjeel/getAllDocters');
  return list;
}

async function benchPglite(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    // First start creates the data folder (initdb, migrations, seed); the cold starts then reuse it.
    const first = await startServer({ PORTAL_DATA_DIR: dataDir });
    rows.push({ target: 'PGlite', measure: 'first start, empty data folder', median: `${Math.round(first.readyMs)} ms`, p99: '', rps: '', budget: '' });
    await stopServer(first);

    const colds: number[] = [];
    let server: Server | undefined;
    for (let i = 0; i < COLD_STARTS; i += 1) {
      if (server) await stopServer(server);
      server = await startServer({ PORTAL_DATA_DIR: dataDir });
      colds.push(server.readyMs);
    }
    const cold = median(colds);
    rows.push({
      target: 'PGlite',
      measure: `cold start → first 200 /api/health (median of ${COLD_STARTS})`,
      median: `${Math.round(cold)} ms`,
      p99: '',
      rps: '',
      budget: cold < COLD_START_BUDGET_MS ? `< ${COLD_START_BUDGET_MS} ms ✓` : `< ${COLD_START_BUDGET_MS} ms ✗`,
    });
    try {
      for (const p of await endpoints(server!.base)) await load(server!.base, p, 'PGlite');
    } finally {
      await stopServer(server!);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-'));
  const server = await startServer({ PORTAL_DATABASE_URL: url, PORTAL_DATA_DIR: dataDir });
  try {
    rows.push({ target: 'PostgreSQL', measure: 'start → first 200 /api/health', median: `${Math.round(server.readyMs)} ms`, p99: '', rps: '', budget: '' });
    for (const p of await endpoints(server.base)) await load(server.base, p, 'PostgreSQL');
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(): void {
  const head: Row = { target: 'database', measure: 'measure', median: 'median', p99: 'p99', rps: 'req/s', budget: 'budget' };
  const keys = Object.keys(head) as (keyof Row)[];
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(...[head, ...rows].map((r) => r[k].length))])) as Record<keyof Row, number>;
  const line = (r: Row) => `| ${keys.map((k) => r[k].padEnd(width[k])).join(' | ')} |`;
  console.log(`\nAPI benchmark — ${CONNECTIONS} connections, ${DURATION} s per endpoint, ${os.cpus().length} CPUs, Node ${process.version}`);
  console.log(line(head));
  console.log(`|${keys.map((k) => '-'.repeat(width[k] + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

try {
  await benchPglite();
  if (PG_URL) await benchPostgres(PG_URL);
  else rows.push({ target: 'PostgreSQL', measure: 'skipped (set PORTAL_BENCH_DATABASE_URL)', median: '', p99: '', rps: '', budget: '' });
} finally {
  printTable();
}
