import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  ROOT, ensurePackages, freePort, haproxyConfig, healthy, logTail, makeCertificates, nginxConfig, randomSecret, readStack, startApi, startProcess, stateFile,
  stop, waitFor, writeStack, type Stack,
} from './stack';

/**
 * Starts the production topology (stack.ts) once for the suite and returns its teardown. Prints how long each part
 * took. Needs PostgreSQL (PORTAL_TEST_DATABASE_URL, as the API suite) and Debian's haproxy and nginx (installed here
 * when absent and root), openssl, and the build (`pnpm build`: the shell and the remotes' deployments).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const timings: Record<string, number> = {};
  const lap = (name: string, since: number) => (timings[name] = Date.now() - since);

  const base = process.env.PORTAL_TEST_DATABASE_URL;
  if (!base) throw new Error('the production topology needs PostgreSQL: set PORTAL_TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test)');
  const source = path.join(ROOT, '.portal');
  if (!fs.existsSync(path.join(source, 'registry', 'remotes.json')) || !fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
    throw new Error('the production topology serves the built web files: run `pnpm build` first');
  }
  let t = Date.now();
  ensurePackages({ haproxy: 'haproxy', nginx: 'nginx-light', openssl: 'openssl' });
  lap('packages', t);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-topology-'));
  fs.chmodSync(dir, 0o755);
  // The tests (worker processes, started after this) find the stack here and trust the test CA.
  process.env.TOPOLOGY_STATE = stateFile(dir);
  const dataDir = path.join(dir, 'data');
  for (const sub of ['registry', 'deployments']) fs.cpSync(path.join(source, sub), path.join(dataDir, sub), { recursive: true });

  t = Date.now();
  const certs = makeCertificates(dir);
  process.env.NODE_EXTRA_CA_CERTS = certs.caFile;
  lap('certificate', t);

  t = Date.now();
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const names = [`portal_topology_${suffix}`, `portal_topology_standins_${suffix}`];
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  for (const n of names) await admin.query(`create database ${n}`);
  await admin.end();
  const dbUrl = (name: string) => {
    const u = new URL(base);
    u.pathname = `/${name}`;
    return u.toString();
  };
  lap('databases', t);

  const [lb, cdn, apiA, apiB, metricsA, metricsB] = await Promise.all(Array.from({ length: 6 }, freePort));
  const publicUrl = `https://127.0.0.1:${lb}`;
  const stack: Stack = {
    dir,
    dataDir,
    databases: { admin: base, portal: dbUrl(names[0]!), standins: dbUrl(names[1]!), names },
    ports: { lb: lb!, cdn: cdn!, api: [apiA!, apiB!], metrics: [metricsA!, metricsB!] },
    publicUrl,
    caFile: certs.caFile,
    standins: { urls: {}, env: {} },
    apiEnv: {},
    pids: {},
    timings,
  };
  writeStack(stack);

  const teardown = async () => {
    const current = fs.existsSync(stateFile(dir)) ? readStack() : stack;
    await Promise.all(Object.values(current.pids).map((pid) => stop(pid, 30_000)));
    const a = new pg.Client({ connectionString: base });
    await a.connect();
    for (const n of names) await a.query(`drop database if exists ${n} with (force)`);
    await a.end();
    if (!process.env.TOPOLOGY_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The stand-ins of the outside systems, each an HTTP service of its own.
    t = Date.now();
    const standins = startProcess(dir, 'standins', process.execPath, ['--import', 'tsx', 'scripts/standins/serve.ts'], {
      cwd: path.join(ROOT, 'api'),
      env: { STANDINS_DATABASE_URL: stack.databases.standins, STANDINS_PUBLIC_URL: publicUrl, LOG_LEVEL: 'warn' },
    });
    stack.pids.standins = standins.pid!;
    writeStack(stack);
    await waitFor('the stand-ins', async () => {
      if (standins.exitCode !== null) throw new Error(`the stand-ins exited with ${standins.exitCode}\n${logTail(dir, 'standins')}`);
      const line = fs.readFileSync(path.join(dir, 'standins.log'), 'utf8').split('\n').find((l) => l.startsWith('STANDINS '));
      if (!line) return false;
      stack.standins = JSON.parse(line.slice('STANDINS '.length));
      return true;
    }, 120_000, () => logTail(dir, 'standins'));
    lap('stand-ins', t);

    // Two API processes in production mode on one PostgreSQL, their adapters pointed at the stand-ins.
    stack.apiEnv = {
      PORTAL_MODE: 'production',
      HOST: '127.0.0.1',
      PORTAL_DATABASE_URL: stack.databases.portal,
      PORTAL_DB_POOL_MAX: '5',
      PORTAL_TOKEN_SECRET: randomSecret(),
      PORTAL_PUBLIC_URL: publicUrl,
      PORTAL_DATA_DIR: dataDir,
      PORTAL_WEB_ROOT: ROOT,
      PORTAL_SERVE_WEB: 'true',
      PORTAL_METRICS_HOST: '127.0.0.1',
      // HAProxy takes a process out after two failed checks 500 ms apart: 3 s of draining covers it with room to spare.
      PORTAL_SHUTDOWN_DRAIN_MS: '3000',
      PORTAL_TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The identity provider and the content site are reached at the public https:// address (the test CA).
      NODE_EXTRA_CA_CERTS: certs.caFile,
      ...stack.standins.env,
    };
    writeStack(stack);
    t = Date.now();
    await Promise.all([startApi(stack, 0), startApi(stack, 1)]);
    lap('two API processes', t);

    // The CDN (nginx) and the balancer (HAProxy, TLS).
    t = Date.now();
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(stack));
    const nginx = startProcess(dir, 'nginx', 'nginx', ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;']);
    stack.pids.nginx = nginx.pid!;
    fs.writeFileSync(path.join(dir, 'haproxy.cfg'), haproxyConfig(stack, certs.pemFile));
    const haproxy = startProcess(dir, 'haproxy', 'haproxy', ['-f', path.join(dir, 'haproxy.cfg'), '-db']);
    stack.pids.haproxy = haproxy.pid!;
    writeStack(stack);
    await waitFor('the balancer', async () => {
      for (const [name, p] of [['nginx', nginx], ['haproxy', haproxy]] as const) {
        if (p.exitCode !== null) throw new Error(`${name} exited with ${p.exitCode}\n${logTail(dir, name)}`);
      }
      const ok = await Promise.all([
        fetch(`http://127.0.0.1:${cdn}/registry/remotes.json`).then((r) => r.ok),
        tls(`${publicUrl}/api/health`, certs.caFile),
        healthy(apiA!),
        healthy(apiB!),
      ]);
      return ok.every(Boolean);
    }, 30_000, () => `${logTail(dir, 'haproxy')}\n${logTail(dir, 'nginx')}\n${fs.existsSync(path.join(dir, 'nginx-error.log')) ? fs.readFileSync(path.join(dir, 'nginx-error.log'), 'utf8') : ''}`);
    lap('balancer and CDN', t);
    timings.total = Date.now() - t0;
    writeStack(stack);
    console.log(`production topology up in ${(timings.total / 1000).toFixed(1)} s: ${Object.entries(timings).filter(([k]) => k !== 'total').map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(', ')}`);
    console.log(`  ${publicUrl} → HAProxy → API 127.0.0.1:${apiA} and :${apiB} (metrics :${metricsA}, :${metricsB}); CDN nginx :${cdn}; files in ${dir}`);
  } catch (err) {
    await teardown().catch(() => undefined);
    throw err;
  }
  return teardown;
}

/** GET over https with the test CA (Node's fetch reads NODE_EXTRA_CA_CERTS only at start: use https directly). */
async function tls(url: string, caFile: string): Promise<boolean> {
  const https = await import('node:https');
  return new Promise((resolve) => {
    const req = https.get(url, { ca: fs.readFileSync(caFile), timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}
