// Module Federation's `shared` for the shell and the remotes: the singletons, the curated react-router-dom and
// react-i18next, and the rules that keep a remote's production build free of copies the shell provides.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const sharedPkg = require(path.join(root, 'shared/package.json'));

const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [path.join(root, 'shared')] })).version;

/** The file a package's public ES entry names (its exports map's `import`, else its `module` field). */
function esEntry(name, from = path.join(root, 'shared')) {
  // The package's folder: up from the file `require` resolves to (a package may not export its package.json).
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  while (!require('node:fs').existsSync(path.join(dir, 'package.json')) || require(path.join(dir, 'package.json')).name !== name) dir = path.dirname(dir);
  const pkgFile = path.join(dir, 'package.json');
  const pkg = require(pkgFile);
  const dot = pkg.exports && (typeof pkg.exports === 'string' ? pkg.exports : pkg.exports['.'] ?? pkg.exports);
  const imported = dot && typeof dot === 'object' ? dot.import ?? dot.module ?? dot.default : dot;
  const file = (imported && typeof imported === 'object' ? imported.default : imported) ?? pkg.module ?? pkg.main;
  return path.join(path.dirname(pkgFile), file);
}

/**
 * Curated singletons: `react-router-dom` and `react-i18next` resolve to a file of @portal/shared that
 * re-exports only what the portal uses, and that file is what the singleton shares (a shared module is
 * never tree-shaken: a consumer may ask for any export). The curated file reaches the real package through
 * `@portal/library/<name>`, the package's own ES entry under a request the sharing does not intercept.
 * Without both curated files /home/login's first load is 24.7 KB gzip heavier (docs/performance.md). An import of a
 * name the curated file does not list is refused by ESLint (eslint.config.mjs); a name the file lists that the
 * package does not export, by the type check (shared/src/curated/modules.d.ts).
 */
const CURATED_LIBS = ['react-router-dom', 'react-i18next'];
const curatedFile = (name) => path.join(root, `shared/src/curated/${name}.ts`);
const CURATED = Object.fromEntries(CURATED_LIBS.flatMap((name) => [[`${name}$`, curatedFile(name)], [`@portal/library/${name}$`, esEntry(name)]]));

/** Shared singletons (ARCHITECTURE.md): one copy of each for the whole page. Eager in the shell only (eagerInShell). */
function sharedModules(appPkg) {
  const deps = { ...sharedPkg.dependencies, ...sharedPkg.peerDependencies, ...appPkg.dependencies };
  const single = (name, versionOf = name) => ({ singleton: true, requiredVersion: deps[versionOf] || false });
  // The curated ones resolve to a file of @portal/shared (see CURATED), so their version is stated, not
  // read from the resolved file's package.json (which would be @portal/shared's).
  const curated = (name) => ({ ...single(name), version: installedVersion(name) });
  const shared = {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // Named on their own (not only by the prefixes) so that a remote's production build, which the shell always
    // provides both to, carries no fallback of them (withoutFallbacks): JSX and createRoot of the standalone mode.
    'react/jsx-runtime': single('react'),
    'react-dom/client': single('react-dom'),
    'react-router-dom': curated('react-router-dom'),
    zustand: single('zustand'),
    i18next: single('i18next'),
    'react-i18next': curated('react-i18next'),
    // Server state and forms: one copy for the page (one QueryClient cache, one form context), provided by the
    // shell but not eager there (LAZY_IN_SHELL).
    '@tanstack/react-query': single('@tanstack/react-query'),
    'react-hook-form': single('react-hook-form'),
  };
  for (const sub of Object.keys(sharedPkg.exports)) {
    // Not federated: test helpers, the standalone mode, and the registry rules the entry file bundles itself.
    if (['./package.json', './testing', './standalone', './registry'].includes(sub)) continue;
    const name = `@portal/shared${sub.slice(1)}`;
    shared[name] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  return shared;
}

/**
 * A remote's production build bundles no fallback of the singletons the shell provides (a host provides a
 * listed module only when it imports it: every library of `shared` but react-hook-form, which no page of the
 * shell has), the deploy refuses a remote whose ranges the live shell does not satisfy (scripts/portal.mjs),
 * and `loaded-first` never picks a remote's copy anyway. The remote's entry then carries neither the provide
 * table nor the fallback factories, and its deployment no copy of React, Chakra… Prefixed entries (`react/`,
 * `react-dom/`) keep theirs: the shell provides only the subpaths it imports itself; so do the @portal/shared
 * subpaths and the lazy libraries the shell does not import (react-hook-form comes with the first remote page
 * that has a form, and is the one copy for the others). The standalone development mode (no shell) keeps
 * everything.
 */
function withoutFallbacks(shared) {
  const provided = shellProvidedPortalModules();
  const keep = (key) => key.endsWith('/') || ((key.startsWith('@portal/shared') || LAZY_IN_SHELL.has(key)) && !provided.has(key));
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, keep(key) ? config : { ...config, import: false }]));
}

/**
 * In the shell every shared module is eager: bundled into main.js and provided from it at start, instead of
 * one async chunk per library fetched after main.js has run (18 files on /home/login, each a round trip on
 * the six connections of HTTP/1.1; Lighthouse counted them in every first paint). The shell provides only what
 * it imports itself, and every page needs all of it, so nothing is loaded that was not before; the remotes
 * still get their singletons from the shell's share scope. With nothing to wait for, the entry file needs no
 * async boundary (src/index.ts imports the bootstrap directly).
 *
 * The shell asks for no version (`requiredVersion: false`): what it consumes is what it provides itself (the
 * remotes provide none of its singletons: withoutFallbacks), so the check could never fail, and it would parse
 * semver ranges for every module at the page's start. The remotes keep their ranges, checked at deploy
 * (scripts/portal.mjs) and by the runtime when they load.
 */
function eagerInShell(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, requiredVersion: false, ...(LAZY_IN_SHELL.has(key) ? {} : { eager: true }) }]));
}

/**
 * Singletons the shell provides without putting them in main.js: the login page needs neither, and its budget
 * (220 KB gzip) has no room for them. The shell's QueryClient comes with the signed-in frame and the public pages
 * other than the login page (shell/src/query); a remote's forms load react-hook-form with their page. No eager
 * module may import them (webpack refuses an eager consumer of a lazy shared module).
 */
const LAZY_IN_SHELL = new Set(['@tanstack/react-query', 'react-hook-form']);

/**
 * The @portal/shared subpaths (and the lazy libraries) the shell itself imports, and so provides. The others (booking,
 * contracts, contracts/schemas…) are provided by whichever remote loads first; a remote keeps its own copy of
 * those, or one unreachable remote would take a shared module away from the others ("Can not get
 * '@portal/shared/booking'" on the dashboard when mfe-content was down).
 */
function shellProvidedPortalModules() {
  const fs = require('node:fs');
  const found = new Set(['@portal/shared/i18n']);
  // Not the shell's renderer of the first view (src/server.tsx): built for Node only, it imports every singleton to
  // hand them to the remotes' server builds, and provides none of them in the browser.
  const serverOnly = path.join(root, 'shell/src/server.tsx');
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (p === serverOnly) continue;
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) for (const m of fs.readFileSync(p, 'utf8').matchAll(/from '(@portal\/shared\/[a-z0-9/-]+|@tanstack\/react-query|react-hook-form)'/g)) found.add(m[1]);
    }
  };
  walk(path.join(root, 'shell/src'));
  return found;
}

module.exports = { esEntry, CURATED, sharedModules, withoutFallbacks, eagerInShell };
