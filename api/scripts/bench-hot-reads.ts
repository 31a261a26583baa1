/**
 * Hot reads and a sign-in flood, on PostgreSQL with the embedded hospital (`pnpm bench` runs it). Prints three tables:
 *
 *   1. The dashboard's two hot reads of the demo patient (signed in through the API), each through the hospital
 *      port: GET /api/appointment/appointments (the appointment list) and GET /api/user/recentconsultations (the
 *      consulted doctors), autocannon with BENCH_HOT_CONNECTIONS (default 50) connections for BENCH_HOT_DURATION s
 *      (default 20): requests per second, p50, p99, non-2xx, and the bytes the API wrote to its log during the run
 *      (at LOG_LEVEL=info). Target: ≥ 2,500 req/s with p99 ≤ 50 ms on the 2-core machine. Before the runs a
 *      booking is made and must show in the list at once (nothing a patient must see fresh is cached).
 *   2. A flood of POST /api/auth/identify (one unknown number, the same body, BENCH_FLOOD_CONNECTIONS = 50
 *      connections, BENCH_FLOOD_DURATION = 10 s) while one client reads the same list in a loop: the flood's
 *      answers by status, and the read's p50 and p99. Target: the read's p99 ≤ 50 ms.
 *
 * The API runs as its own process (`tsx src/main.ts`, a fresh database created on the server named by
 * PORTAL_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped at the end), so the load
 * generator does not share its event loop. BENCH_RUNS (default 1) repeats each measurement and prints every
 * run and the median, with the CPU milliseconds per request of the API process and of the PostgreSQL server
 * processes serving its connections (from /proc; the latter 0 when the server is on another machine): work per
 * request, which a busy machine moves far less than requests per second. BENCH_PROFILE=1 starts the API with
 * `--cpu-prof` and prints where its CPU time went during the hot-read runs; BENCH_ONLY=hot leaves the flood out.
 *
 *   pnpm --filter api exec tsx scripts/bench-hot-reads.ts
 *   BENCH_RUNS=3 BENCH_PROFILE=1 pnpm --filter api exec tsx scripts/bench-hot-reads.ts
 *   BENCH_ONLY=hot BENCH_HOT_READ=recentconsultations pnpm --filter api exec tsx scripts/bench-hot-reads.ts   # one read only
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { doctors } from '../src/standins/content/data/index.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = (k: string, d: number) => Number(process.env[k] ?? d);
const HOT_CONNECTIONS = env('BENCH_HOT_CONNECTIONS', 50);
const HOT_DURATION = env('BENCH_HOT_DURATION', 20);
const FLOOD_CONNECTIONS = env('BENCH_FLOOD_CONNECTIONS', 50);
const FLOOD_DURATION = env('BENCH_FLOOD_DURATION', 10);
const RUNS = Math.max(1, env('BENCH_RUNS', 1));
const PROFILE = process.env.BENCH_PROFILE === '1';
const BASE_URL = process.env.PORTAL_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DEMO = { callingCode: '971', mobile: '501234567', password: 'Portal@2026' };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

interface Api {
  child: ChildProcess;
  base: string;
  /** Bytes the process has written to stdout and stderr so far. */
  logBytes: () => number;
  profileDir: string | null;
  /** performance.now() of the spawn, to place the profile's samples on this process's clock. */
  spawnedAt: number;
}

async function startApi(databaseUrl: string, dataDir: string): Promise<Api> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profileDir = PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prof-')) : null;
  const spawnedAt = performance.now();
  // BENCH_API_ENTRY: another copy of the API's sources under api/ (an older commit's src, to compare in one sitting).
  const entry = process.env.BENCH_API_ENTRY ?? 'src/main.ts';
  const child = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', entry], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORTAL_MODE: 'embedded',
      LOG_LEVEL: 'info',
      PORTAL_SERVE_WEB: 'false',
      PORTAL_DATABASE_URL: databaseUrl,
      PORTAL_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let bytes = 0;
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (bytes += c.length));
  child.stderr!.on('data', (c: Buffer) => {
    bytes += c.length;
    stderr += c;
  });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return { child, base, logBytes: () => bytes, profileDir, spawnedAt };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer /api/health within 180 s:\n${stderr}`);
}

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  return { status: res.status, body: (await res.json()) as { message: { status: string; message: string }; data: any } };
}

/** Signs the demo patient in through the API (identify → code from the embedded outbox → login). */
async function signIn(base: string): Promise<string> {
  const identify = await json(`${base}/api/auth/identify`, { method: 'POST', body: JSON.stringify({ ...DEMO, isInvokedForLogin: true }) });
  if (identify.body.message.status !== 'OTPSent') throw new Error(`identify: ${JSON.stringify(identify.body)}`);
  const box = await json(`${base}/api/dev/outbox?mobile=${DEMO.callingCode}${DEMO.mobile}`);
  const otp = /(\d{6})/.exec(box.body.data[0]?.text ?? '')?.[1];
  const login = await json(`${base}/api/auth/login`, { method: 'POST', body: JSON.stringify({ ...DEMO, otp }) });
  if (!login.body.data?.token) throw new Error(`login: ${JSON.stringify(login.body)}`);
  return login.body.data.token as string;
}

/** A booking made now must be in the next list (the list is not cached). */
async function bookingShowsAtOnce(base: string, auth: Record<string, string>): Promise<string> {
  const listUrl = `${base}/api/appointment/appointments?familyMemberId=0`;
  const before = (await json(listUrl, { headers: auth })).body.data.upcomingAppts.length as number;
  const bookable = doctors.filter((d) => d.facilityCode === 'BU10' && !d.appointment_message.en && !['ONCO', 'PHYS'].includes(d.department_code));
  for (const d of bookable.slice(0, 20)) {
    for (let day = 1; day <= 7; day += 1) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const slots = await json(`${base}/api/appointment/timeslots`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ facilityId: [d.facilityCode], physicianNo: [d.physician_number], physicianLicense: [d.physician_code], department: [d.department_code], beginDate: date, endDate: date }),
      });
      const s = slots.body.data?.morningSlots?.[0] ?? slots.body.data?.afternoonSlots?.[0] ?? slots.body.data?.eveningSlots?.[0];
      if (!s) continue;
      const booked = await json(`${base}/api/appointment/bookappt`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          facilityId: [d.facilityCode],
          appointmentdetails: { apptDate: s.date, apptStartTime: s.startTime, apptEndTime: s.endTime, physicianNo: s.physicianNo, physicianLicense: s.physicianLicense, department: s.department },
        }),
      });
      if (booked.status !== 200 || booked.body.message.status !== 'Success') continue;
      const after = (await json(listUrl, { headers: auth })).body.data.upcomingAppts.length as number;
      return after === before + 1 ? 'yes' : `NO (${before} → ${after})`;
    }
  }
  return 'not checked (no free slot found)';
}

/** CPU time (user + system, ms) a process has used so far (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL server processes serving the bench database (the API's pooled connections), when the server runs
 * on this machine: their CPU time is the database's share of a request (0 when the server is elsewhere).
 */
async function backendPids(admin: pg.Client, dbName: string): Promise<number[]> {
  const rows = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
  return rows.rows.map((r) => r.pid);
}

const runCannon = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));

/**
 * Self time per function of a V8 CPU profile within a window (ms after the spawn: the measured runs only, not
 * the start-up's compiling), the largest first, by package or folder and by function.
 */
function summariseProfile(dir: string, window: [number, number]): string[] {
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return ['(no profile written)'];
  const prof = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }[];
    samples: number[];
    timeDeltas: number[];
  };
  // Hits within the window, per node (the profile's clock starts about when the process does).
  const hitsOf = new Map<number, number>();
  let at = 0;
  let total = 0;
  prof.samples.forEach((id, i) => {
    at += prof.timeDeltas[i] ?? 0;
    const ms = at / 1000;
    if (ms < window[0] || ms > window[1]) return;
    hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
    total += 1;
  });
  total ||= 1;
  const byFn = new Map<string, number>();
  const byArea = new Map<string, number>();
  const area = (url: string, fn: string) => {
    if (!url) return fn.startsWith('(') ? fn : '(native)';
    const m = /node_modules\/\.pnpm\/([^/]+)\//.exec(url) ?? /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (m) return m[1]!.replace(/@\d.*$/, '').replace(/_.*$/, '');
    if (url.startsWith('node:')) return 'node core';
    const src = /\/api\/src\/(.*)$/.exec(url);
    if (src) return `api/src/${src[1]!.split('/').slice(0, 2).join('/')}`;
    return path.basename(url);
  };
  for (const n of prof.nodes) {
    const hits = hitsOf.get(n.id) ?? 0;
    if (!hits) continue;
    const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url ? `${area(n.callFrame.url, '')}:${n.callFrame.lineNumber + 1}` : ''}`.trim();
    byFn.set(name, (byFn.get(name) ?? 0) + hits);
    const a = area(n.callFrame.url, n.callFrame.functionName);
    byArea.set(a, (byArea.get(a) ?? 0) + hits);
  }
  // Inclusive time by stage of the request: each sample goes to the innermost stage on its stack (after an `await`
  // the stack starts at the continuation, so a query's result handling counts as the driver's, not its caller's).
  const parentOf = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const nodeOf = new Map(prof.nodes.map((n) => [n.id, n]));
  const byStage = new Map<string, number>();
  let busy = 0;
  for (const [id, hits] of hitsOf) {
    const leaf = nodeOf.get(id)!.callFrame;
    if (leaf.functionName === '(idle)') continue;
    busy += hits;
    const stack: { functionName: string; url: string }[] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) stack.push(nodeOf.get(cur)!.callFrame);
    // The innermost of the request's stages; else the first layer in LAYERS' order anywhere on the stack.
    let stage = stack.map((f) => STAGES.find(([, test]) => test(f.functionName, f.url))?.[0]).find(Boolean);
    stage ??= LAYERS.find(([, test]) => stack.some((f) => test(f.functionName, f.url)))?.[0];
    stage ??= leaf.url ? 'other JavaScript' : leaf.functionName;
    byStage.set(stage, (byStage.get(stage) ?? 0) + hits);
  }
  const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
  const top = (m: Map<string, number>, k: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, k);
  return [
    `CPU profile of the API process during the measured runs (${total} samples; self time; ${path.join(dir, file)}, ${window[0].toFixed(0)}–${window[1].toFixed(0)} ms):`,
    '  by package or folder:',
    ...top(byArea, Number(process.env.BENCH_PROFILE_TOP ?? 14)).map(([k, v]) => `    ${pct(v)}  ${k}`),
    '  by function:',
    ...top(byFn, Number(process.env.BENCH_PROFILE_TOP ?? 18)).map(([k, v]) => `    ${pct(v)}  ${k}`),
    `  by stage of the request (inclusive, % of the ${busy} busy samples):`,
    ...top(byStage, 30).map(([k, v]) => `    ${((100 * v) / (busy || 1)).toFixed(1).padStart(5)} %  ${k}`),
  ];
}

type StageRule = [string, (fn: string, url: string) => boolean];
/** The request's own stages, found first anywhere on a sample's stack. */
const STAGES: StageRule[] = [
  ['session check (token, session query)', (fn, url) => url.includes('/http/auth.ts') && fn.startsWith('requireAuth')],
  ['hospital port: the list query', (fn) => fn === 'appointmentsOfPerson' || fn === 'appointmentsOfPatients' || fn === 'patientRecordsOf'],
  ['audit entry', (_fn, url) => url.includes('/modules/audit/')],
  ['app configuration', (fn) => fn === 'currentAppConfiguration'],
  ['the list (views, consulted doctors)', (_fn, url) => url.includes('/modules/appointments/')],
  ['zod: query validation, response check and JSON', (_fn, url) => url.includes('fastify-type-provider-zod')],
  ['texts (wordEnvelope)', (fn) => fn === 'wordEnvelope'],
  ['text guard (preValidation)', (_fn, url) => url.includes('text-guard')],
  ['security headers (helmet)', (_fn, url) => url.includes('helmet')],
  ['metrics', (_fn, url) => /fastify-metrics|prometheus/.test(url)],
  ['compression hook and the response write', (_fn, url) => url.includes('compress')],
];
/** Else the layer the sample's stack is in, the first of these found on it (a socket write of the driver is the driver's). */
const LAYERS: StageRule[] = [
  ['PostgreSQL driver (pg): writing queries, reading results', (_fn, url) => /node_modules\/\.pnpm\/pg[-@]/.test(url)],
  ['Kysely (running queries)', (_fn, url) => url.includes('kysely')],
  ['Fastify (routing, hooks, reply)', (_fn, url) => /fastify|find-my-way/.test(url)],
  ['Node http and sockets', (_fn, url) => url.startsWith('node:')],
];

async function main() {
  const admin = new pg.Client({ connectionString: BASE_URL });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${BASE_URL} (${(err as Error).message}): hot-read bench skipped`);
    return;
  }
  const dbName = `portal_bench_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  let api: Api | null = null;
  try {
    api = await startApi(url.toString(), dataDir);
    const token = await signIn(api.base);
    const auth = { authorization: `Bearer ${token}` };
    const fresh = await bookingShowsAtOnce(api.base, auth);
    const listUrl = `${api.base}/api/appointment/appointments?familyMemberId=0`;
    const reads = [
      { name: 'GET /api/appointment/appointments (the appointment list)', url: listUrl },
      { name: 'GET /api/user/recentconsultations (the consulted doctors)', url: `${api.base}/api/user/recentconsultations?familyMemberId=0` },
    ].filter((r) => !process.env.BENCH_HOT_READ || r.url.includes(process.env.BENCH_HOT_READ));
    const window: [number, number] = [0, 0];
    const measured: { name: string; size: number; hot: autocannon.Result[]; logs: number[]; cpuPerRequest: number[]; dbCpuPerRequest: number[] }[] = [];
    for (const read of reads) {
      const size = JSON.stringify((await json(read.url, { headers: auth })).body).length;
      // Warm-up: JIT, pool, caches of the process.
      await runCannon({ url: read.url, headers: auth, connections: 10, duration: 3 });
      const hot: autocannon.Result[] = [];
      const logs: number[] = [];
      const cpuPerRequest: number[] = [];
      const dbCpuPerRequest: number[] = [];
      if (!window[0]) window[0] = performance.now() - api.spawnedAt;
      for (let i = 0; i < RUNS; i += 1) {
        const before = api.logBytes();
        const cpuBefore = cpuMs(api.child.pid);
        const backends = await backendPids(admin, dbName);
        const dbCpuBefore = backends.reduce((sum, pid) => sum + cpuMs(pid), 0);
        const r = await runCannon({ url: read.url, headers: auth, connections: HOT_CONNECTIONS, duration: HOT_DURATION });
        hot.push(r);
        cpuPerRequest.push((cpuMs(api.child.pid) - cpuBefore) / Math.max(1, r.requests.total));
        dbCpuPerRequest.push((backends.reduce((sum, pid) => sum + cpuMs(pid), 0) - dbCpuBefore) / Math.max(1, r.requests.total));
        logs.push(api.logBytes() - before);
      }
      measured.push({ name: read.name, size, hot, logs, cpuPerRequest, dbCpuPerRequest });
    }
    window[1] = performance.now() - api.spawnedAt;

    // The same one-client read without a flood, as the reference for the flood's effect on this machine now.
    const alone = await runCannon({ url: listUrl, headers: auth, connections: 1, duration: FLOOD_DURATION });
    const floods: { flood: autocannon.Result; read: autocannon.Result }[] = [];
    const floodBody = JSON.stringify({ callingCode: '971', mobile: '599000001', password: 'Wrong#12345', isInvokedForLogin: true });
    for (let i = 0; i < (process.env.BENCH_ONLY === 'hot' ? 0 : RUNS); i += 1) {
      const [flood, read] = await Promise.all([
        runCannon({ url: `${api.base}/api/auth/identify`, method: 'POST', headers: { 'content-type': 'application/json' }, body: floodBody, connections: FLOOD_CONNECTIONS, duration: FLOOD_DURATION }),
        runCannon({ url: listUrl, headers: auth, connections: 1, duration: FLOOD_DURATION }),
      ]);
      floods.push({ flood, read });
      await sleep(1000);
    }

    const cpu = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
    console.log(`\na booking made just before shows in the list at once: ${fresh}`);
    for (const { name, size, hot, logs, cpuPerRequest, dbCpuPerRequest } of measured) {
      console.log(`\nHot read on PostgreSQL, embedded hospital: ${name} of the demo patient (${size} bytes of JSON), ${HOT_CONNECTIONS} connections, ${HOT_DURATION} s per run, ${cpu}`);
      console.log('run     req/s   p50 ms   p99 ms   non-2xx   log bytes   API CPU ms/request   PostgreSQL CPU ms/request');
      hot.forEach((r, i) =>
        console.log(
          `${String(i + 1).padEnd(5)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(logs[i]).padStart(11)} ${cpuPerRequest[i]!.toFixed(3).padStart(20)} ${dbCpuPerRequest[i]!.toFixed(3).padStart(27)}`,
        ),
      );
      if (RUNS > 1) console.log(`median ${median(hot.map((r) => r.requests.average)).toFixed(0).padStart(7)} ${String(median(hot.map((r) => r.latency.p50))).padStart(8)} ${String(median(hot.map((r) => r.latency.p99))).padStart(8)} ${' '.repeat(21)} ${median(cpuPerRequest).toFixed(3).padStart(20)} ${median(dbCpuPerRequest).toFixed(3).padStart(27)}`);
    }
    console.log('target: ≥ 2500 req/s with p99 ≤ 50 ms; log < 1 MB for a 20 s run');

    if (floods.length) {
      console.log(`\nSign-in flood: ${FLOOD_CONNECTIONS} connections on POST /api/auth/identify (one unknown number, the same body) for ${FLOOD_DURATION} s, while one client reads the list`);
      console.log(`without the flood, the same read: ${alone.requests.average.toFixed(0)} req/s, p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms`);
      console.log('run   flood req/s  2xx   429   503  other | read req/s  read p50  read p99');
      floods.forEach(({ flood, read }, i) => {
        const s = flood.statusCodeStats as unknown as Record<string, { count: number }>;
        const n = (code: string) => s[code]?.count ?? 0;
        const other = flood.requests.total - n('200') - n('429') - n('503');
        console.log(
          `${String(i + 1).padEnd(5)} ${flood.requests.average.toFixed(0).padStart(11)} ${String(n('200')).padStart(5)} ${String(n('429')).padStart(5)} ${String(n('503')).padStart(5)} ${String(other).padStart(6)} | ${read.requests.average.toFixed(0).padStart(10)} ${String(read.latency.p50).padStart(9)} ${String(read.latency.p99).padStart(9)}`,
        );
      });
      if (RUNS > 1) console.log(`median read p99 ${median(floods.map((f) => f.read.latency.p99))} ms`);
      console.log('target: the read p99 ≤ 50 ms during the flood');
    }

    if (api.profileDir) {
      api.child.kill('SIGINT');
      await new Promise((r) => api!.child.once('exit', r));
      console.log(`\n${summariseProfile(api.profileDir, window).join('\n')}`);
    }
  } finally {
    if (api && api.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 2000));
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
    }
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
