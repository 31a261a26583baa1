// Helpers shared by `npm start` and `npm test`: they run on whatever Node the machine has (20+), make
// sure pnpm exists, install the workspace (which brings Node 24 for everything else), and run commands.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = '10.34.9';

export function log(msg) {
  process.stdout.write(`\n» ${msg}\n`);
}

export function has(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { stdio: 'ignore' });
  return r.status === 0;
}

/**
 * pnpm from PATH when it is version 10, else installed once with npm into .portal/tools. The chosen pnpm's
 * folder goes first on this process's PATH, which every child inherits: a root script that calls `pnpm`
 * again (`build`, `typecheck`) finds the same one.
 */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return 'pnpm';
  const local = path.join(root, '.portal/tools/node_modules/.bin/pnpm');
  process.env.PATH = `${path.dirname(local)}${path.delimiter}${process.env.PATH ?? ''}`;
  if (!fs.existsSync(local)) {
    log(`installing pnpm ${PNPM_VERSION} (one time, into .portal/tools)`);
    fs.mkdirSync(path.join(root, '.portal/tools'), { recursive: true });
    const r = spawnSync('npm', ['install', '--prefix', path.join(root, '.portal/tools'), '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`], {
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error('could not install pnpm with npm');
  }
  return local;
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  return r.status ?? 1;
}

export function runOrDie(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

export function install(pnpm) {
  log('installing dependencies (pnpm install)');
  runOrDie(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
}

export { spawn };
