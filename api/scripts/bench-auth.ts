/**
 * Sign-in benchmark: prints
 *   1. the time of one argon2id hash (median of several),
 *   2. the time of one full login (identify with password → OTP from the outbox → login),
 *   3. sustained full logins per second under autocannon.
 *
 * Runs a real portal API in this process on a random port, on an in-memory PGlite by default or on
 * PORTAL_DATABASE_URL (a PostgreSQL server). Env: BENCH_DURATION seconds (default 10), BENCH_CONNECTIONS
 * (default 8), BENCH_USERS (default 400 accounts; each may receive 5 OTPs an hour, so enough accounts
 * are created for the run).
 *
 *   pnpm --filter api bench:auth        BENCH_DURATION=3 pnpm --filter api bench:auth
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/modules/user/password.js';
import { insertUser } from '../src/modules/user/repository.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const USERS = Number(process.env.BENCH_USERS ?? 400);
const PASSWORD = 'Bench#2026';

// The daily login limit is a guard for people; a load test would hit it within seconds.
process.env.PORTAL_DAILY_LOGIN_LIMIT ??= '1000';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const config = loadConfig({ ...process.env, PORTAL_MODE: 'embedded', LOG_LEVEL: 'silent' });
  const handle = await openDatabase({ url: config.PORTAL_DATABASE_URL, memory: !config.PORTAL_DATABASE_URL });
  await migrateToLatest(handle.db);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, adapters: createAdapters(config, handle.db) });
  const port = 20000 + Math.floor(Math.random() * 20000);
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;

  try {
    // 1. one argon2id hash
    const hashTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const start = performance.now();
      await hashPassword(`${PASSWORD}${i}`);
      hashTimes.push(performance.now() - start);
    }

    // Accounts for the run: one hash shared by all (hashing 400 times would only slow the set-up).
    const hash = await hashPassword(PASSWORD);
    const prefix = String(Date.now() % 10_000).padStart(4, '0');
    const mobiles: string[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const mobile = `59${prefix}${String(i).padStart(4, '0')}`.slice(0, 10);
      const id = await insertUser(handle.db, {
        callingCode: '971', mobile, firstName: 'Bench', lastName: `User ${i}`, email: `bench${i}@example.com`, genderId: 1, countryId: 784,
        dateOfBirth: '1990-01-01', documentTypeId: 4, documentId: `P${prefix}${i}`, passwordHash: hash,
      });
      if (id !== null) mobiles.push(mobile);
    }
    let next = 0;
    const nextMobile = () => mobiles[next++ % mobiles.length]!;

    const json = { 'content-type': 'application/json' };
    async function fullLogin(mobile: string): Promise<boolean> {
      const id = await fetch(`${base}/api/auth/identify`, { method: 'POST', headers: json, body: JSON.stringify({ callingCode: '971', mobile, password: PASSWORD, isInvokedForLogin: true }) });
      if (id.status !== 200) return false;
      const box = (await (await fetch(`${base}/api/dev/outbox?mobile=971${mobile}`)).json()) as { data: { text: string }[] };
      const otp = /(\d{6})/.exec(box.data[0]?.text ?? '')?.[1];
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ callingCode: '971', mobile, password: PASSWORD, otp }) });
      const body = (await res.json()) as { message: { status: string } };
      return body.message.status === 'Success';
    }

    // 2. one full login, sequential
    const loginTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const start = performance.now();
      if (!(await fullLogin(nextMobile()))) throw new Error('a benchmark login failed');
      loginTimes.push(performance.now() - start);
    }

    // 3. sustained full logins: each autocannon cycle is identify → outbox → login for the next account.
    let succeeded = 0;
    let failed = 0;
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/identify',
          headers: json,
          setupRequest: (req: any, ctx: any) => {
            ctx.mobile = nextMobile();
            return { ...req, body: JSON.stringify({ callingCode: '971', mobile: ctx.mobile, password: PASSWORD, isInvokedForLogin: true }) };
          },
        },
        {
          method: 'GET',
          setupRequest: (req: any, ctx: any) => ({ ...req, path: `/api/dev/outbox?mobile=971${ctx.mobile}` }),
          onResponse: (_status: number, body: string, ctx: any) => {
            try {
              ctx.otp = /(\d{6})/.exec(JSON.parse(body).data[0]?.text ?? '')?.[1];
            } catch {
              ctx.otp = undefined;
            }
          },
        },
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: json,
          setupRequest: (req: any, ctx: any) => ({ ...req, body: JSON.stringify({ callingCode: '971', mobile: ctx.mobile, password: PASSWORD, otp: ctx.otp ?? '000000' }) }),
          onResponse: (status: number, body: string) => {
            if (status === 200 && body.includes('"Success"')) succeeded += 1;
            else failed += 1;
          },
        },
      ],
    } as any);

    const cpu = os.cpus();
    console.log(`sign-in benchmark — ${handle.kind}, Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 4}`);
    console.log(`  argon2id hash (m=19456 KiB, t=2, p=1), median of 7:  ${ms(median(hashTimes))}`);
    console.log(`  full login (identify + outbox + login), median of 5:  ${ms(median(loginTimes))}`);
    console.log(`  sustained full logins, ${CONNECTIONS} connections for ${DURATION} s:  ${(succeeded / DURATION).toFixed(1)} logins/s (${succeeded} ok, ${failed} failed; ${result.requests.average.toFixed(0)} HTTP requests/s, p99 latency ${result.latency.p99} ms)`);
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
