#!/usr/bin/env node
// Deployments of remotes (ARCHITECTURE.md "Deployments of remotes"):
//   portal publish <remote>   publish the remote's existing dist/ as an immutable deployment and make it live
//   portal deploy <remote>    lint and type-check the remote, build it, then publish it
//   portal rollback <remote>  make the previous deployment live again
//   portal status             remotes, live and previous deployments, and when each went live
//   portal new-remote <name>  a new remote mfe-<name> from scripts/templates/: registered, installed, built, live
//   portal remove-remote <name>  takes it out of the registry, scripts/remotes.cjs and the repository
// A deployment is `.portal/deployments/<remote>/<version>-<content hash>/`; going live changes only
// `.portal/registry/remotes.json` (written atomically). A deployment whose contract fails is refused and
// changes nothing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { deleteRemote, registerRemote, remoteValues, writeRemote } from './lib/remote-template.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const remotes = require('./remotes.cjs');
const dataDir = process.env.PORTAL_DATA_DIR ? path.resolve(process.env.PORTAL_DATA_DIR) : path.join(root, '.portal');
const registryDir = path.join(dataDir, 'registry');
const registryFile = path.join(registryDir, 'remotes.json');
const historyFile = path.join(registryDir, 'history.json');
// The build's own list of shared modules (@portal/build, build/shared.cjs), so that the check below covers every
// singleton the build shares and no second list can fall behind it.
const { sharedModules } = require('../build/shared.cjs');

const readJson = (f, fallback) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : fallback);
function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2));
  fs.renameSync(tmp, file);
}
function remoteOf(dir) {
  const r = remotes.find((x) => x.dir === dir);
  if (!r) fail(`unknown remote '${dir}' (known: ${remotes.map((x) => x.dir).join(', ')})`);
  return r;
}
function fail(msg) {
  console.error(`portal: ${msg}`);
  process.exit(1);
}

function hashDir(dir) {
  const h = crypto.createHash('sha256');
  const walk = (d) =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .forEach((e) => {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else {
          h.update(path.relative(dir, p));
          h.update(fs.readFileSync(p));
        }
      });
  walk(dir);
  return h.digest('hex').slice(0, 10);
}

/** Major-version check of a caret/tilde/exact range against an installed version. */
function rangeAccepts(range, version) {
  if (!range || range === '*' || range.startsWith('workspace:')) return true;
  const m = /(\d+)(?:\.(\d+))?/.exec(range);
  if (!m) return true;
  const [maj, min] = version.split('.').map(Number);
  if (Number(m[1]) !== maj) return false;
  if (range.startsWith('~') && m[2] !== undefined) return Number(m[2]) === min;
  return true;
}

/**
 * The contract check of a candidate (scripts/inspect-remote.mts): its `./app` loaded from its sources, checked
 * against the live registry (the targets of its menu entries and tiles) and its build (the federation name).
 */
function inspect(remote, srcDir, dist) {
  const args = [srcDir, '--registry', registryFile, '--manifest', path.join(dist, 'mf-manifest.json'), '--name', remote.name];
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/inspect-remote.mts'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  const line = res.stdout.trim().split('\n').pop();
  try {
    return JSON.parse(line);
  } catch {
    return { ok: false, errors: [`contract check crashed: ${res.stderr.slice(0, 500)}`] };
  }
}

/**
 * The render check of a candidate's first views (scripts/render-check.mts): each page its contract marks `firstView`,
 * in every brand and both languages, rendered by the live shell's renderer with the candidate's server build. A page
 * that fails to render refuses the deployment. Without a shell renderer (the shell not built yet) nothing can
 * render them, and the server sends those pages without their first view until one is there.
 */
function renderCheck(dir, dist, info) {
  const routes = info.firstView ?? [];
  if (!routes.length) return [];
  const shellDist = path.join(root, 'shell/dist');
  if (!fs.existsSync(path.join(shellDist, 'server/render.cjs'))) {
    console.log(`portal: ${dir}: the shell has no server renderer yet (shell/dist/server/render.cjs): its first views are not checked`);
    return [];
  }
  const args = [dist, '--remote', dir, '--registry', registryFile, '--shell', shellDist, '--routes', routes.join(','), '--owned', JSON.stringify(info.routes)];
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/render-check.mts'), ...args], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  try {
    const result = JSON.parse(res.stdout.trim().split('\n').pop());
    if (result.ok) console.log(`portal: ${dir}: ${result.rendered} first views render on the server (${routes.join(', ')}; every brand, English and Arabic)`);
    return result.errors;
  } catch {
    return [`render check crashed: ${res.stderr.slice(0, 500)}`];
  }
}

/** The packages behind the build's singletons (`react/jsx-runtime` is react's), other than the workspace's own. */
function sharedSingletonPackages() {
  const packageOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
  const names = Object.entries(sharedModules({}))
    .filter(([, config]) => config.singleton)
    .map(([request]) => packageOf(request))
    .filter((name) => !name.startsWith('@portal/'));
  return [...new Set(names)];
}

/** The version of `name` installed for the shell, found from its entry file (a package may not export package.json). */
function shellVersion(name) {
  const from = path.join(root, 'shell');
  let dir;
  try {
    dir = path.dirname(require.resolve(name, { paths: [from] }));
  } catch {
    return null;
  }
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && readJson(pkg, {}).name === name) return readJson(pkg, {}).version;
  }
  return null;
}

function checkSharedRanges(dir, info) {
  const problems = [];
  for (const dep of sharedSingletonPackages()) {
    const range = info.dependencies?.[dep];
    if (!range) continue;
    const have = shellVersion(dep);
    if (!have) continue;
    if (!rangeAccepts(range, have))
      problems.push(`${dir}/package.json needs ${dep} ${range} but the live shell shares ${dep} ${have} (one copy for the page): declare ${dep} ^${have}`);
  }
  return problems;
}

/**
 * What a feature team can break and lint or the type check sees (an import of another remote, a literal text in JSX,
 * a type error): run on the remote's sources before anything is built or published, both at once.
 */
async function preflight(dir) {
  const checks = [
    ['lint', 'pnpm', ['exec', 'eslint', '--max-warnings', '0', dir]],
    ['type check', 'pnpm', ['--filter', dir, 'run', 'typecheck']],
  ];
  console.log(`portal: ${dir}: ${checks.map(([what, cmd, args]) => `${what} (${cmd} ${args.join(' ')})`).join(' and ')}`);
  const results = await Promise.all(
    checks.map(
      ([what, cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('error', (err) => resolve({ what, status: 1, output: err.message }));
          child.on('close', (status) => resolve({ what, status, output }));
        }),
    ),
  );
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length)
    fail(`${dir}: deployment refused, the live one keeps serving: its ${failed.map((r) => r.what).join(' and ')} failed.\n${failed.map((r) => `--- ${r.what}\n${r.output.trim()}`).join('\n')}`);
}

/**
 * The deployment's `portal-pages.json` (PageFiles in @portal/shared/registry, read by api/src/http/web.ts): the
 * modules of `./app`, of each route's page (`"home/login": "mfe-identity/src/login/login.page"`), of the dashboard
 * widgets and of the overlays (scripts/inspect-remote.mts), and the script files of each (the build's
 * page-chunks.json, @portal/build). A build without page-chunks.json gets none: the server then names
 * only the files of `./app`.
 */
function writePageFiles(deployment, modules) {
  const chunks = readJson(path.join(deployment, 'page-chunks.json'), null);
  if (!chunks || !modules) return;
  const all = [modules.app, ...Object.values(modules.pages ?? {}), ...(modules.widgets ?? []), ...(modules.overlays ?? [])];
  const files = Object.fromEntries(all.filter((m) => chunks[m]).map((m) => [m, chunks[m]]));
  fs.writeFileSync(path.join(deployment, 'portal-pages.json'), JSON.stringify({ ...modules, files }, null, 1));
}

/** The remote entry's path in a build, as its manifest names it (`remoteEntry.js`, @portal/build). */
function remoteEntryFile(dist) {
  const { remoteEntry } = readJson(path.join(dist, 'mf-manifest.json'), {}).metaData ?? {};
  if (!remoteEntry?.name) fail(`${dist}: the manifest names no remote entry`);
  return [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
}

/**
 * @param {string} dir the remote's folder name
 * @param {{ dist?: string }} opts `dist`: a build made elsewhere (e.g. by CI) instead of the remote's own dist/
 */
function publish(dir, { dist: distDir } = {}) {
  const remote = remoteOf(dir);
  const base = path.join(root, dir);
  const dist = distDir ? path.resolve(distDir) : path.join(base, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) fail(`${dir}: no build in ${dist} (run its build first)`);
  const info = inspect(remote, base, dist);
  const problems = [...(info.errors ?? []), ...(info.warnings ?? []), ...checkSharedRanges(dir, info), ...(info.ok ? renderCheck(dir, dist, info) : [])];
  if (!info.ok || problems.length) fail(`${dir}: deployment refused, the live one keeps serving:\n  - ${problems.join('\n  - ')}`);
  const version = readJson(path.join(base, 'package.json'), {}).version ?? '0.0.0';
  const deployId = `${version}-${hashDir(dist)}`;
  const target = path.join(dataDir, 'deployments', dir, deployId);
  if (!fs.existsSync(target)) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(dist, tmp, { recursive: true });
    writePageFiles(tmp, info.modules);
    fs.renameSync(tmp, target);
  }
  const registry = readJson(registryFile, { remotes: {} });
  const current = registry.remotes[dir];
  const entry = {
    name: remote.name,
    manifest: `/mfe/${dir}/${deployId}/mf-manifest.json`,
    // The file the shell registers with the federation runtime (RegistryEntry.entry in @portal/shared/registry).
    entry: `/mfe/${dir}/${deployId}/${remoteEntryFile(dist)}`,
    deployId,
    contract: 1,
    ...(remote.roles ? { roles: remote.roles } : {}),
    routes: info.routes,
    // What the shell needs to know without loading the remote (scripts/inspect-remote.mts, @portal/shared/registry).
    ...(info.nav ? { nav: info.nav } : {}),
    dialogs: info.dialogs ?? [],
    overlays: Boolean(info.overlays),
    widgets: Boolean(info.widgets),
    ...(info.firstView?.length ? { firstView: info.firstView } : {}),
  };
  const history = readJson(historyFile, {});
  if (current?.deployId === deployId) {
    if (JSON.stringify(current) === JSON.stringify(entry)) {
      console.log(`portal: ${dir} ${deployId} is already live`);
      return;
    }
    // The same build, described anew (a registry written by an older deploy step): no new deployment in the history.
    registry.remotes[dir] = entry;
    const last = history[dir]?.findLast((h) => h.deployId === deployId);
    if (last) last.entry = entry;
    writeJsonAtomic(registryFile, registry);
    writeJsonAtomic(historyFile, history);
    console.log(`portal: ${dir} ${deployId} is live (registry entry refreshed)`);
    return;
  }
  registry.remotes[dir] = entry;
  (history[dir] ??= []).push({ deployId, liveSince: new Date().toISOString(), entry });
  writeJsonAtomic(registryFile, registry);
  writeJsonAtomic(historyFile, history);
  console.log(`portal: ${dir} ${deployId} is live`);
}

function rollback(dir) {
  remoteOf(dir);
  const history = readJson(historyFile, {});
  const list = history[dir] ?? [];
  const registry = readJson(registryFile, { remotes: {} });
  const liveId = registry.remotes[dir]?.deployId;
  const idx = list.map((h) => h.deployId).lastIndexOf(liveId);
  const previous = [...list.slice(0, Math.max(idx, 0))].reverse().find((h) => h.deployId !== liveId);
  if (!previous) fail(`${dir}: no previous deployment to roll back to`);
  registry.remotes[dir] = previous.entry;
  list.push({ deployId: previous.deployId, liveSince: new Date().toISOString(), entry: previous.entry, rollback: true });
  writeJsonAtomic(registryFile, registry);
  writeJsonAtomic(historyFile, history);
  console.log(`portal: ${dir} rolled back to ${previous.deployId}`);
}

function status() {
  const registry = readJson(registryFile, { remotes: {} });
  const history = readJson(historyFile, {});
  for (const r of remotes) {
    const live = registry.remotes[r.dir];
    const h = (history[r.dir] ?? []).slice().reverse();
    const since = h.find((x) => x.deployId === live?.deployId)?.liveSince ?? '-';
    const prev = h.find((x) => x.deployId !== live?.deployId);
    console.log(`${r.dir.padEnd(18)} live ${String(live?.deployId ?? 'none').padEnd(20)} since ${since}   previous ${prev ? `${prev.deployId} (${prev.liveSince})` : '-'}`);
  }
}

/**
 * A new remote from the template (scripts/templates/): its folder with a page, a menu entry, a tile, English and
 * Arabic texts, a component test and a journey; registered in scripts/remotes.cjs (the one list of remotes: lint's
 * boundaries, `npm test`, the accessibility sweep, `pnpm dev` and the monolith follow it), installed, built and
 * published. The running portal shows it on the next page load.
 */
function newRemote(arg, options) {
  const name = arg?.replace(/^mfe-/, '');
  if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail('usage: pnpm portal new-remote <name> (lower case, digits and hyphens: wellness, health-plans)');
  const roles = options['--roles']?.split(',').map(Number);
  if (roles && !roles.every((r) => [1, 2, 3].includes(r))) fail('--roles: role ids separated by commas (1 patient, 2 broadcaster, 3 administrator), e.g. --roles 2,3');
  const port = options['--port'] ? Number(options['--port']) : undefined;
  // The icons the portal draws (shared/src/ui/icon-names.ts), so that a wrong --icon stops here rather than at the deploy.
  const iconNames = fs.readFileSync(path.join(root, 'shared/src/ui/icon-names.ts'), 'utf8').match(/ICON_NAMES = \[([^\]]*)\]/)?.[1].match(/[a-z-]+/g) ?? [];
  if (options['--icon'] && !iconNames.includes(options['--icon'])) fail(`--icon ${options['--icon']}: the portal draws ${iconNames.join(', ')}`);
  const values = remoteValues(name, { label: options['--label'], labelAr: options['--label-ar'], icon: options['--icon'], roles, port, remotes });
  if (fs.existsSync(path.join(root, values.dir)) || remotes.some((r) => r.dir === values.dir)) fail(`${values.dir} exists already`);
  const taken = remotes.find((r) => String(r.port) === values.port);
  if (taken) fail(`port ${values.port} is ${taken.dir}'s: choose another with --port`);
  const written = writeRemote(values);
  registerRemote(values);
  console.log(`portal: made ${values.dir} (federation name ${values.federationName}, dev port ${values.port}) and registered it in scripts/remotes.cjs:\n  ${written.join('\n  ')}`);
  if (!options['--label-ar']) console.log(`portal: its Arabic name is a placeholder (خدمة جديدة, "a new service"): change it in ${values.dir}/src/i18n/ar.json`);
  // CI sets pnpm's frozen lockfile by default; a new workspace package must enter the lockfile.
  const steps = [
    ['pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only']],
    ['pnpm', ['--filter', values.dir, 'run', 'build']],
  ];
  for (const [cmd, args] of steps) {
    const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
    if (res.status !== 0)
      fail(`\`${cmd} ${args.join(' ')}\` failed (exit ${res.status}). ${values.dir} is made and registered: fix it and run \`pnpm portal deploy ${values.dir}\`, or take it out with \`pnpm portal remove-remote ${name}\`.`);
  }
  console.log(
    `portal: ${values.dir} is live: /auth/${values.route}, its menu entry and its dashboard tile show on the next page load.\n` +
      `  work on it alone: pnpm --filter ${values.dir} dev (http://localhost:${values.port}); its tests: pnpm --filter ${values.dir} test; ` +
      `its journey: e2e/specs/${values.dir}.spec.ts; deploy: pnpm portal deploy ${values.dir}`,
  );
}

/** The remote leaves the registry (the next page load no longer shows it) and its deployments, then the repository. */
function removeRemote(arg) {
  const dir = arg ? `mfe-${arg.replace(/^mfe-/, '')}` : fail('usage: pnpm portal remove-remote <name>');
  remoteOf(dir);
  withLock(() => {
    const registry = readJson(registryFile, { remotes: {} });
    const history = readJson(historyFile, {});
    delete registry.remotes[dir];
    delete history[dir];
    writeJsonAtomic(registryFile, registry);
    writeJsonAtomic(historyFile, history);
  });
  fs.rmSync(path.join(dataDir, 'deployments', dir), { recursive: true, force: true });
  console.log(`portal: ${dir} is out of the registry; its deployments are deleted`);
  const removed = deleteRemote(dir);
  const res = spawnSync('pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) fail('`pnpm install` failed: run it again to take the remote out of pnpm-lock.yaml');
  console.log(`portal: removed ${removed.join(', ')}; pnpm-lock.yaml updated`);
}

/** Two deploys at once must not lose each other's registry line: a lock folder serialises them. */
function withLock(fn) {
  const lock = path.join(registryDir, '.lock');
  fs.mkdirSync(registryDir, { recursive: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      // fail() exits the process; the lock must not outlive it.
      process.on('exit', () => fs.rmSync(lock, { recursive: true, force: true }));
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) fail('registry is locked by another deploy');
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const [cmd, dir, ...rest] = process.argv.slice(2);
const options = Object.fromEntries(rest.flatMap((a, i) => (a.startsWith('--') ? [[a, rest[i + 1]]] : [])));
const distArg = options['--dist'];
switch (cmd) {
  case 'publish':
    withLock(() => publish(dir, { dist: distArg }));
    break;
  case 'deploy':
    remoteOf(dir);
    await preflight(dir);
    execFileSync('pnpm', ['--filter', dir, 'run', 'bundle'], { stdio: 'inherit', cwd: root });
    withLock(() => publish(dir));
    break;
  case 'rollback':
    withLock(() => rollback(dir));
    break;
  case 'status':
    status();
    break;
  case 'new-remote':
    newRemote(dir, options);
    break;
  case 'remove-remote':
    removeRemote(dir);
    break;
  default:
    console.log(
      'usage: pnpm portal <deploy|publish [--dist <folder>]|rollback> <remote> | pnpm portal status\n' +
        '       pnpm portal new-remote <name> [--label <English>] [--label-ar <Arabic>] [--icon <icon>] [--roles 2,3] [--port <dev port>]\n' +
        '       pnpm portal remove-remote <name>',
    );
    process.exit(cmd ? 1 : 0);
}
