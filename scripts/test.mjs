#!/usr/bin/env node
// `npm test`: installs what tests need (dependencies; Debian's chromium when absent and we are root),
// then runs typecheck, lint, the unused-code check (knip), every package's unit and component tests, the API suite (PGlite, and
// PostgreSQL when PORTAL_TEST_DATABASE_URL is set), the build with its size budget, the Playwright
// journeys, the journey with the hospital on FHIR R4, and (with PostgreSQL) the production topology behind a load
// balancer. Ends with one line
// `N passed, N failed` summing all suites; exits non-zero on any failure.
// `node scripts/test.mjs --list` prints the suites it would run, one a line, and runs nothing.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { has, install, log, pnpmCommand, run, root, spawn } from './lib/env.mjs';

const listOnly = process.argv.includes('--list');
const pnpm = pnpmCommand();
if (!listOnly) install(pnpm);

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!listOnly && !fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && has('apt-get')) {
    log("installing Debian's chromium for the browser tests (apt-get install chromium)");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`\n✖ The browser tests need Chromium at ${CHROMIUM}. Install Debian's package: sudo apt-get install chromium`);
    process.exit(1);
  }
}

const tmp = listOnly ? os.tmpdir() : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const results = [];

function jestCounts(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return null;
  }
}

/** A suite with its own test count (jest/playwright JSON), or a single check counted as one. */
function suite(name, cmd, args, { json, env, counts } = {}) {
  if (listOnly) return void console.log(`${name}: ${[path.basename(cmd), ...args].join(' ')}`);
  log(name);
  const started = Date.now();
  const code = run(cmd, args, { env });
  let c = json && fs.existsSync(json) ? counts(json) : null;
  if (!c) c = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (code !== 0 && c.failed === 0) c.failed = 1; // a crash outside the tests still fails the run
  results.push({ name, ...c, seconds: Math.round((Date.now() - started) / 1000) });
}

/** As `suite`, started now and awaited later; its output goes to a file, printed in one piece when it ends. */
function suiteInBackground(name, cmd, args, { json, env, counts } = {}) {
  if (listOnly) return Promise.resolve(suite(name, cmd, args));
  log(`${name} (started; its output follows when it ends)`);
  const started = Date.now();
  const out = path.join(tmp, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const fd = fs.openSync(out, 'w');
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(fd);
      log(`${name}: output`);
      process.stdout.write(fs.readFileSync(out, 'utf8'));
      let c = json && fs.existsSync(json) ? counts(json) : null;
      if (!c) c = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
      if (code !== 0 && c.failed === 0) c.failed = 1;
      results.push({ name, ...c, seconds: Math.round((Date.now() - started) / 1000) });
      resolve();
    });
  });
}

function playwrightCounts(file) {
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
    return { passed: s.expected + (s.flaky ?? 0), failed: s.unexpected };
  } catch {
    return null;
  }
}

// Every remote of the one list of remotes, so that a new remote's tests run with no edit here.
const jestPackages = ['shared', 'shell', ...createRequire(import.meta.url)('./remotes.cjs').map((r) => r.dir)];

suite('typecheck (tsc, every package)', pnpm, ['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
// Errors (import boundaries, unused code…) fail the run; react-hooks dependency warnings are printed for review.
suite('lint (eslint with import boundaries)', pnpm, ['exec', 'eslint', '.']);
// Unused files and dependencies in every workspace (knip.config.ts: the Module Federation entry points included).
suite('unused files and dependencies (knip)', pnpm, ['exec', 'knip']);
for (const pkg of jestPackages) {
  if (!fs.existsSync(path.join(root, pkg, 'jest.config.cjs'))) continue;
  const json = path.join(tmp, `${pkg}.json`);
  // Both cores (jest's default leaves one to its own main process, which here does nothing but wait).
  suite(`unit and component tests: ${pkg}`, pnpm, ['--filter', `./${pkg}`, 'exec', 'jest', '--ci', '--maxWorkers=2', '--passWithNoTests', '--json', `--outputFile=${json}`], { json, counts: jestCounts });
}
// The two API runs are independent (each test file makes its own database) and mostly single-threaded (one jest
// worker each, api/jest.config.js; PostgreSQL does part of the other's work in its own processes): on two cores
// they run side by side, each printing its output when it ends.
{
  const runs = [
    suiteInBackground('API tests on in-memory PGlite', pnpm, ['--filter', 'api', 'run', 'test', '--ci', '--forceExit', '--json', `--outputFile=${path.join(tmp, 'api-pglite.json')}`], {
      json: path.join(tmp, 'api-pglite.json'),
      counts: jestCounts,
      env: { PORTAL_TEST_DATABASE_URL: '' },
    }),
  ];
  if (process.env.PORTAL_TEST_DATABASE_URL) {
    const json = path.join(tmp, 'api-pg.json');
    runs.push(
      suiteInBackground(`API tests on PostgreSQL (${process.env.PORTAL_TEST_DATABASE_URL})`, pnpm, ['--filter', 'api', 'run', 'test', '--ci', '--forceExit', '--json', `--outputFile=${json}`], {
        json,
        counts: jestCounts,
      }),
    );
  }
  await Promise.all(runs);
}
suite('build the shell and the remotes', pnpm, ['run', 'build']);
{
  const json = path.join(tmp, 'e2e.json');
  suite('Playwright journeys in Chromium', pnpm, ['--filter', 'e2e', 'exec', 'playwright', 'test'], {
    json,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json, CHROME_PATH: CHROMIUM },
    counts: playwrightCounts,
  });
}

// The portal with its hospital on FHIR R4 (HIS_ADAPTER=fhir against Medplum's FHIR router, e2e/hospital-fhir): one
// journey, its own portal and FHIR server.
{
  const json = path.join(tmp, 'e2e-fhir.json');
  suite('Playwright journey with the hospital on FHIR R4', pnpm, ['--filter', 'e2e', 'exec', 'playwright', 'test', '-c', 'hospital-fhir.config.ts'], {
    json,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json, CHROME_PATH: CHROMIUM },
    counts: playwrightCounts,
  });
}

// The production topology (e2e/topology): PostgreSQL, two API processes in production mode with the stand-ins as HTTP
// services, HAProxy with TLS in front and nginx as the CDN (both from Debian, installed when absent); a journey, the
// refusals of production mode and a rolling restart under load. It needs the machine's PostgreSQL, as the API suite.
if (process.env.PORTAL_TEST_DATABASE_URL) {
  const json = path.join(tmp, 'topology.json');
  suite('production topology (HAProxy + TLS, two API processes, nginx as CDN)', pnpm, ['--filter', 'e2e', 'exec', 'playwright', 'test', '-c', 'topology.config.ts'], {
    json,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json, CHROME_PATH: CHROMIUM },
    counts: playwrightCounts,
  });
} else if (!listOnly) {
  log('production topology: skipped (it needs PostgreSQL: set PORTAL_TEST_DATABASE_URL, as .ci/run does when 127.0.0.1:5432 answers)');
}

if (listOnly) process.exit(0);
console.log('\nSuite'.padEnd(62) + 'passed  failed  seconds');
for (const r of results) console.log(`${r.name.padEnd(60)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.seconds).padStart(7)}`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
