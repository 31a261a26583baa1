import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/modules/user/seed.js';
import { LOCK_THRESHOLD } from '../src/modules/security/login-counters.js';
import { Tally } from './security-support.js';

/**
 * Password guesses against one account from two API processes (real processes, real HTTP) on one PostgreSQL
 * database, all at once: the lock counts every guess that is verified, wherever it lands, and a right password
 * that arrives while the last guesses are being verified, or after them, is refused. PostgreSQL only
 * (PORTAL_TEST_DATABASE_URL): two processes cannot share a PGlite. PORTAL_TEST_PORTS (`8301,8302`) chooses the
 * ports; by default any free ones.
 */
const base = process.env.PORTAL_TEST_DATABASE_URL;
const maybe = base ? describe : describe.skip;
const tally = new Tally('guesses over two processes');

const DEMO = { callingCode: '971', mobile: '501234567' };
const WRONG = 19;

interface Api {
  child: ChildProcess;
  url: string;
}

/** Starts `src/main.ts` as its own process and resolves with its address once it prints "portal ready at". */
function startApi(env: Record<string, string>): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "portal ready" within 90 s:\n${out}`)), 90_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /portal ready at (http:\/\/[^\s"]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before it was ready:\n${out}`));
    });
  });
}

async function stopApi(api: Api | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill('SIGTERM');
  await exited;
}

/** `portal_signin_failures_total{reason="…"}` of one process (embedded mode serves its metrics). */
async function failures(api: Api, reason: string): Promise<number> {
  const text = await (await fetch(`${api.url}/api/metrics`)).text();
  const m = new RegExp(`^portal_signin_failures_total\\{reason="${reason}"\\} (\\d+)`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

function identify(api: Api, password: string, address: string) {
  return fetch(`${api.url}/api/auth/identify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ ...DEMO, password, isInvokedForLogin: true }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: { status: string; message: string } } }));
}

maybe('password guesses from two API processes on one PostgreSQL', () => {
  const name = `portal_guesses_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let a: Api | undefined;
  let b: Api | undefined;
  let admin: pg.Client;
  let dbUrl = '';
  const dataDir = path.join(os.tmpdir(), name);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    const [portA = '0', portB = '0'] = (process.env.PORTAL_TEST_PORTS ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    const env = {
      PORTAL_MODE: 'embedded',
      PORTAL_DATABASE_URL: url.toString(),
      PORTAL_TOKEN_SECRET: 'guesses-test-secret-guesses-test-secret-1',
      PORTAL_SERVE_WEB: 'false',
      PORTAL_JOBS_WORKER: 'false',
      PORTAL_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The guesses come through a proxy on this machine from ten addresses, as a botnet's would.
      PORTAL_TRUSTED_PROXIES: 'loopback',
      // Room for every guess in each process's password queue: the lock, not the queue, is what is tested.
      PORTAL_PASSWORD_QUEUE: '24',
    };
    // Started together: they race to migrate and seed the empty database (each once, under their locks).
    [a, b] = await Promise.all([startApi({ ...env, PORT: portA }), startApi({ ...env, PORT: portB })]);
  }, 180_000);

  afterAll(async () => {
    tally.print();
    await Promise.all([stopApi(a), stopApi(b)]);
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test(`${WRONG} wrong passwords at once over both processes, then the right one: refused, and the counter equals the guesses verified`, async () => {
    const apis = [a!, b!];
    const wrong = Array.from({ length: WRONG }, (_, i) => identify(apis[i % 2]!, `Wrong#${i}pass`, `203.0.113.${(i % 10) + 1}`));
    // The right password comes a moment later, while the wrong ones are still being verified.
    await new Promise((r) => setTimeout(r, 50));
    const right = identify(apis[WRONG % 2]!, DEMO_PASSWORD, '198.51.100.7');
    const answers = await Promise.all(wrong);
    const last = await right;

    for (const [i, w] of answers.entries()) tally.record(`wrong password #${i + 1}`, w.status < 500 || w.status === 503, `${w.status} ${w.body.message.message}`);
    expect(answers.filter((w) => w.status >= 500 && w.status !== 503)).toEqual([]);
    // A wrong password is never taken: Invalid with the attempts left, or refused (423 locked, 429 others in flight, 503 busy).
    expect(answers.every((w) => w.body.message.status !== 'OTPSent')).toBe(true);
    tally.record('the right password after the guesses', last.status === 423 || last.status === 429, `${last.status} ${last.body.message.status}`);
    expect([last.status, last.body.message.status]).not.toEqual([200, 'OTPSent']);
    expect([423, 429]).toContain(last.status);

    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const row = (
      await db
        .query(`select failed_attempts, attempts_in_flight, locked_until > now() as locked from login_counters lc join users u on u.id = lc.user_id where u.mobile = $1`, [DEMO.mobile])
        .finally(() => db.end())
    ).rows[0] as { failed_attempts: number; attempts_in_flight: number; locked: boolean };
    // Every wrong password either process verified is counted, and no more were verified than the lock allows.
    const verified = (await failures(a!, 'wrong-password')) + (await failures(b!, 'wrong-password'));
    expect({ counter: row.failed_attempts, verified, locked: row.locked, inFlight: row.attempts_in_flight }).toEqual({
      counter: LOCK_THRESHOLD,
      verified: LOCK_THRESHOLD,
      locked: true,
      inFlight: 0,
    });
    // The locked answers say so in the spec's words.
    const lockedAnswer = answers.find((w) => w.status === 423);
    expect(lockedAnswer?.body.message.message).toBe('Your account is locked due to multiple failed login attempts. Please try again after 15 minutes.');
  }, 120_000);
});
