#!/usr/bin/env node
// `pnpm bench`: figures, and the page-weight budgets (the login and dashboard ones also fail `npm test`,
// through their e2e journey; the sweep of every other page runs only here).
//   1. each remote's live deployment: gzip size of its entry and of the chunks its ./app needs
//   2. the first load of every page in Chromium, per file, against its budget (e2e/specs/shell-budget.spec.ts,
//      with PORTAL_BENCH=1 so that its every-other-page sweep runs); exits non-zero when a budget fails
//   3. Lighthouse and the monolith comparison (e2e/bench/lighthouse.ts): /home/login and /auth/dashboard of the
//      federated portal and of the monolith build (scripts/monolith, built here when missing or older than the
//      sources), Lighthouse mobile 3x each, medians and ratios; exits non-zero when a budget fails
//   4. the API benchmarks (api/scripts/bench*.ts): latency and throughput with autocannon, among them the hot read
//      (GET /api/appointment/appointments at 50 connections on PostgreSQL) and the sign-in flood (bench-hot-reads.ts)
// BENCH_DURATION (seconds, default 10) shortens the API runs; BENCH_SKIP=sizes,browser,lighthouse,api skips parts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { root } from './lib/env.mjs';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log(`Benchmarks — ${new Date().toISOString()} — ${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores`);

if (!skip.has('sizes')) {
  console.log('\n== Remotes: live deployment sizes (gzip) ==');
  const registryFile = path.join(root, '.portal/registry/remotes.json');
  if (!fs.existsSync(registryFile)) console.log('no deployments yet: run `pnpm build` first');
  else {
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
    for (const [dir, entry] of Object.entries(registry.remotes)) {
      const depDir = path.join(root, '.portal/deployments', dir, entry.deployId);
      const manifest = JSON.parse(fs.readFileSync(path.join(depDir, 'mf-manifest.json'), 'utf8'));
      const entrySize = gz(path.join(depDir, manifest.metaData.remoteEntry.name));
      const expose = manifest.exposes.find((e) => e.path === './app');
      const files = expose ? [...expose.assets.js.sync, ...expose.assets.js.async.filter(() => false)] : [];
      const exposed = files.reduce((a, f) => a + (fs.existsSync(path.join(depDir, f)) ? gz(path.join(depDir, f)) : 0), 0);
      const all = fs.readdirSync(depDir).filter((f) => f.endsWith('.js')).reduce((a, f) => a + gz(path.join(depDir, f)), 0);
      console.log(`${dir.padEnd(18)} entry ${kb(entrySize).padStart(9)}   ./app ${kb(exposed).padStart(9)}   all chunks ${kb(all).padStart(9)}   (${entry.deployId})`);
    }
    const shellDist = path.join(root, 'shell/dist');
    if (fs.existsSync(shellDist)) console.log(`${'shell'.padEnd(18)} main  ${kb(gz(path.join(shellDist, 'main.js'))).padStart(9)}`);
  }
}

if (!skip.has('browser')) {
  // The page-weight budgets (e2e/specs/shell-budget.spec.ts): /home/login <= 220 KB, /auth/dashboard <= 320 KB,
  // every other page <= the dashboard + 80 KB; per-file tables. A failed budget fails the bench.
  // PORTAL_BENCH=1: the every-other-page sweep (about 4 minutes) is skipped without it, i.e. in `npm test`.
  console.log('\n== First load per page (Chromium, JavaScript gzip per file) and budgets ==');
  const run = spawnSync('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', 'specs/shell-budget.spec.ts', '--project=journeys', '--reporter=line'], { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_PORT: process.env.E2E_PORT || '8191', PORTAL_BENCH: '1' } });
  if (run.status !== 0) {
    console.log('a page-weight budget failed (see above)');
    process.exitCode = 1;
  }
}

if (!skip.has('lighthouse')) {
  console.log('\n== Lighthouse (mobile, median of 3) and the monolith comparison ==');
  const monolith = path.join(root, 'scripts/monolith');
  const built = path.join(monolith, 'web/shell/dist/index.html');
  // The monolith is rebuilt when a source of the pages is newer than it (the federated build is `pnpm build`'s).
  const newest = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((t, e) => {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'web') return t;
      const p = path.join(dir, e.name);
      return Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
    }, 0);
  const remoteSources = createRequire(import.meta.url)('./remotes.cjs').map((r) => `${r.dir}/src`);
  const pageSources = ['shared/src', 'shell/src', ...remoteSources, 'build', 'scripts/remotes.cjs'];
  const newestOf = (paths) => Math.max(...paths.map((p) => (fs.statSync(path.join(root, p)).isDirectory() ? newest(path.join(root, p)) : fs.statSync(path.join(root, p)).mtimeMs)));
  const sourceTime = newestOf(pageSources);
  let ok = true;
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < Math.max(sourceTime, newestOf(['scripts/monolith/src', 'scripts/monolith/webpack.config.cjs']))) {
    console.log('building the monolith (pnpm --filter monolith build)');
    ok = spawnSync('pnpm', ['--filter', 'monolith', 'run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
    // webpack leaves a file whose content did not change untouched: mark the build as done now.
    if (ok) fs.utimesSync(built, new Date(), new Date());
  }
  const shellDist = path.join(root, 'shell/dist');
  if (fs.existsSync(shellDist) && newest(shellDist) < sourceTime) console.log('note: shell/dist is older than the sources; run `pnpm build` for a like-for-like comparison');
  const run = ok && spawnSync(process.execPath, ['--import', 'tsx', 'bench/lighthouse.ts'], { cwd: path.join(root, 'e2e'), stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' } });
  if (!run || run.status !== 0) {
    console.log('a Lighthouse or monolith budget failed (see above)');
    process.exitCode = 1;
  }
}

if (!skip.has('api')) {
  for (const script of ['bench.ts', 'bench-auth.ts', 'bench-appointments.ts', 'bench-hot-reads.ts', 'bench-admin.ts']) {
    const file = path.join(root, 'api/scripts', script);
    if (!fs.existsSync(file)) continue;
    console.log(`\n== API: ${script} ==`);
    spawnSync('pnpm', ['--filter', 'api', 'exec', 'tsx', `scripts/${script}`], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_DURATION: process.env.BENCH_DURATION || '10' } });
  }
}
