// One webpack + Module Federation configuration for the shell and every remote, so that the shared
// singletons, output naming and loaders cannot drift between apps.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');
const sharedPkg = require(path.join(root, 'shared/package.json'));

const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [path.join(root, 'shared')] })).version;

/**
 * Curated singletons: `react-router-dom` and `react-i18next` resolve to a file of @portal/shared that
 * re-exports only what the portal uses, and that file is what the singleton shares (a shared module is
 * never tree-shaken: a consumer may ask for any export). The curated file reaches the real package by its
 * entry file, a request the sharing does not intercept. Measured on the first load of /home/login:
 * react-router-dom 25.9 -> 8.4 KB gzip, react-i18next 9.5 -> 2.8 KB.
 */
const CURATED = {
  'react-router-dom$': path.join(root, 'shared/src/curated/react-router-dom.ts'),
  'react-i18next$': path.join(root, 'shared/src/curated/react-i18next.ts'),
  // react-i18next's exports map hides its ES entry; the alias names the file itself.
  'react-i18next/dist/es/index.js$': path.join(path.dirname(require.resolve('react-i18next/package.json', { paths: [path.join(root, 'shared')] })), 'dist/es/index.js'),
};

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
 * A remote's production build bundles no fallback of the singletons: the shell provides every one of them
 * (it lists the same `shared` and a host provides each listed module whether it uses it or not), the
 * deploy refuses a remote whose ranges the live shell does not satisfy (scripts/portal.mjs), and
 * `loaded-first` never picks a remote's copy anyway. The remote's entry then carries neither the
 * provide table nor the fallback factories, and its deployment no copy of React, Chakra… Prefixed
 * entries (`react/`, `react-dom/`) keep theirs: the shell provides only the subpaths it imports itself.
 * The standalone development mode (no shell) keeps everything.
 */
function withoutFallbacks(shared) {
  const provided = shellProvidedPortalModules();
  const keep = (key) => key.endsWith('/') || (key.startsWith('@portal/shared') && !provided.has(key));
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, keep(key) ? config : { ...config, import: false }]));
}

/**
 * In the shell every shared module is eager: bundled into main.js and provided from it at start, instead of
 * one async chunk per library fetched after main.js has run (18 files on /home/login, each a round trip on
 * the six connections of HTTP/1.1; Lighthouse counted them in every first paint). The shell provides only what
 * it imports itself, and every page needs all of it, so nothing is loaded that was not before; the remotes
 * still get their singletons from the shell's share scope. With nothing to wait for, the entry file needs no
 * async boundary (src/index.ts imports the bootstrap directly).
 */
function eagerInShell(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, LAZY_IN_SHELL.has(key) ? config : { ...config, eager: true }]));
}

/**
 * Singletons the shell provides without putting them in main.js: the login page needs neither, and its budget
 * (220 KB gzip) has no room for them. The shell's QueryClient comes with the signed-in frame and the public pages
 * other than the login page (shell/src/query); a remote's forms load react-hook-form with their page. No eager
 * module may import them (webpack refuses an eager consumer of a lazy shared module).
 */
const LAZY_IN_SHELL = new Set(['@tanstack/react-query', 'react-hook-form']);

/**
 * The @portal/shared subpaths the shell itself imports (and so provides at start). The others (booking,
 * contracts, contracts/schemas…) are provided by whichever remote loads first; a remote keeps its own copy of
 * those, or one unreachable remote would take a shared module away from the others ("Can not get
 * '@portal/shared/booking'" on the dashboard when mfe-content was down).
 */
function shellProvidedPortalModules() {
  const fs = require('node:fs');
  const found = new Set(['@portal/shared/i18n']);
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) for (const m of fs.readFileSync(p, 'utf8').matchAll(/from '(@portal\/shared\/[a-z0-9/-]+)'/g)) found.add(m[1]);
    }
  };
  walk(path.join(root, 'shell/src'));
  return found;
}

/**
 * Chakra UI's build marks none of its top-level theme calls as pure (`defineConfig({...})`,
 * `defineSlotRecipe({...})`, `createAnatomy('x').parts(...)`, `createIcon({...})`…), so an unused
 * `defaultThemeConfig` keeps every recipe of the library alive (~200 KB raw) even though
 * `@portal/shared/ui` imports only the recipes the portal renders. These helpers only build plain
 * objects; telling webpack so lets its inner-graph analysis drop what nobody reads. The same holds for
 * the component anatomies (`createAnatomy('color-picker', […])`, `anatomy.extendWith('view')`,
 * `anatomy.build()`) in Chakra, Ark UI and Zag: Chakra's anatomy module otherwise keeps the anatomy of
 * every component of the library.
 */
const CHAKRA_ESM = /[\\/](@chakra-ui[\\/]react|@ark-ui[\\/]react|@zag-js[\\/][^\\/]+)[\\/]dist[\\/]/;
const CHAKRA_PURE_CALLS = new Set([
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'createAnatomy',
  'createIcon',
]);
const chakraPureCallsPlugin = {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('portal-chakra-pure', (nmf) => {
      for (const type of ['javascript/auto', 'javascript/esm']) {
        nmf.hooks.parser.for(type).tap('portal-chakra-pure', (parser) => {
          parser.hooks.isPure.for('CallExpression').tap({ name: 'portal-chakra-pure', stage: -20 }, (expr) => {
            const resource = parser.state.module && parser.state.module.resource;
            if (!resource || !CHAKRA_ESM.test(resource)) return undefined;
            // Walk to the root of a chain: defineTokens.colors(…), createAnatomy('x').parts(…).extendWith(…)
            let callee = expr.callee;
            while (callee.type === 'MemberExpression' || callee.type === 'CallExpression') {
              callee = callee.type === 'MemberExpression' ? callee.object : callee.callee;
            }
            if (callee.type !== 'Identifier') return undefined;
            return CHAKRA_PURE_CALLS.has(callee.name) || /anatomy/i.test(callee.name) ? true : undefined;
          });
        });
      }
    });
  },
};

/**
 * The page's direction without ICU: @zag-js/i18n-utils' `is-rtl` module, which Chakra's LocaleProvider calls on
 * every render, replaced by scripts/chakra/is-rtl.mjs (same answers for the portal's locales; its comment has
 * the measurement). Every build, the monolith's included.
 */
const localeDirPlugin = {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(/[\\/]@zag-js[\\/]i18n-utils[\\/]dist[\\/]is-rtl\.m?js$/, (res) => {
      // Imported relatively ('./is-rtl.mjs'): only the resolved file matches, after resolution.
      if (res.createData && res.createData.resource) res.createData.resource = path.join(__dirname, 'chakra/is-rtl.mjs');
    }).apply(compiler);
  },
};

/**
 * The federation runtime once, not twice: the shell's generated federation entry imports the plugin that
 * provides the runtime to the remotes (`provideExternalRuntime`) by its CommonJS file, which `require`s
 * the CommonJS builds of runtime-core and sdk, while the bundler runtime imports their ES builds. main.js
 * carried both copies (~25 KB gzip). The plugin's ES build imports the ES runtime-core, so the remotes also
 * get the very instance the shell runs.
 */
const singleFederationRuntimePlugin = {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (res) => {
      if (res.request) res.request = res.request.replace(/index\.cjs$/, 'index.js');
      if (res.createData && res.createData.resource) res.createData.resource = res.createData.resource.replace(/index\.cjs$/, 'index.js');
    }).apply(compiler);
  },
};

/**
 * The federation bundler runtime once, not in every remote entry: `externalRuntime` takes runtime-core from
 * the shell, but each remoteEntry.js still bundled @module-federation/webpack-bundler-runtime with the parts
 * of runtime and sdk it imports (~5 KB gzip of identity's 7.7 KB entry). The shell puts its copy on the page
 * (scripts/federation/provide-bundler-runtime.mjs, a runtime plugin of the shell) and a remote's production
 * build replaces the bundler runtime its federation entry imports with a module that reads it
 * (use-bundler-runtime.mjs). Both sides are built from the one installed version; a remote's standalone
 * development mode has no shell and keeps its own.
 */
// Resolved from @module-federation/enhanced, as its generated federation entry resolves it (the same file).
const BUNDLER_RUNTIME_DIR = path.dirname(
  require.resolve('@module-federation/webpack-bundler-runtime/package.json', { paths: [require.resolve('@module-federation/enhanced/webpack')] }),
);
const BUNDLER_RUNTIME_FILE = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
function sharedBundlerRuntime(host) {
  return {
    apply(compiler) {
      new compiler.webpack.DefinePlugin({
        PORTAL_BUNDLER_RUNTIME_GLOBAL: JSON.stringify('__PORTAL_FEDERATION_BUNDLER_RUNTIME__'),
        PORTAL_BUNDLER_RUNTIME_VERSION: JSON.stringify(require(path.join(BUNDLER_RUNTIME_DIR, 'package.json')).version),
      }).apply(compiler);
      if (host) return;
      const use = path.join(__dirname, 'federation/use-bundler-runtime.mjs');
      new compiler.webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_FILE, (res) => {
        if (res.request) res.request = use;
        if (res.createData && res.createData.resource) res.createData.resource = use;
      }).apply(compiler);
    },
  };
}
/**
 * Parts of the federation runtime the shell never runs, compiled out of its production main.js (issue 13's
 * first-load JS ratio; sizes in each stand-in's header). The runtime's own switches (`disableSnapshot`,
 * `target`) drop the snapshot plugin but keep what only `preloadRemote` and manifest-registered remotes use,
 * and the bundler runtime's handler of build-time remotes. Each file is replaced by a stand-in in
 * scripts/federation/shell-unused/ that keeps the names the runtime imports (an unused one throws, saying
 * so). The build fails when a file is no longer there, or a stand-in misses a name the file exports: a
 * newer @module-federation release has moved things, and the stand-ins must be checked against it.
 */
const SHELL_UNUSED_FEDERATION = [
  { file: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, use: 'snapshot-handler.mjs' },
  { file: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/, use: 'preload.mjs' },
  { file: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]remotes\.js$/, use: 'static-remotes.mjs' },
];
/** The names an ES file exports (`export { a, b as c }`, `export function|class|const d`). */
function exportedNames(source) {
  const names = new Set();
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) if (part.trim()) names.add(part.trim().split(/\s+as\s+/).pop());
  }
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)/gm)) names.add(m[1]);
  return names;
}
const shellUnusedFederation = {
  apply(compiler) {
    const fs = require('node:fs');
    const replaced = new Set();
    const problems = [];
    for (const { file, use } of SHELL_UNUSED_FEDERATION) {
      const standIn = path.join(__dirname, 'federation/shell-unused', use);
      new compiler.webpack.NormalModuleReplacementPlugin(file, (res) => {
        const resource = res.createData && res.createData.resource;
        if (!resource) return;
        if (!replaced.has(use)) {
          // Once per build and file: the replaced file against its stand-in.
          const provided = exportedNames(fs.readFileSync(standIn, 'utf8'));
          const missing = [...exportedNames(fs.readFileSync(resource, 'utf8'))].filter((n) => !provided.has(n));
          if (missing.length) problems.push(`${path.relative(root, standIn)} does not export ${missing.join(', ')}, which ${resource} exports`);
        }
        replaced.add(use);
        res.createData.resource = standIn;
      }).apply(compiler);
    }
    compiler.hooks.thisCompilation.tap('portal-shell-unused-federation', (compilation) => {
      compilation.hooks.finishModules.tap('portal-shell-unused-federation', () => {
        const absent = SHELL_UNUSED_FEDERATION.filter(({ use }) => !replaced.has(use)).map(({ file }) => file.source);
        for (const text of [...problems, ...absent.map((f) => `no module matched ${f}: the federation runtime has changed`)]) {
          compilation.errors.push(new compiler.webpack.WebpackError(`[portal] shellUnusedFederation: ${text}; check scripts/federation/shell-unused/ against it`));
        }
      });
    });
  },
};

const BUNDLER_RUNTIME_ALIAS = {
  'portal-federation/bundler-runtime$': path.join(BUNDLER_RUNTIME_DIR, 'dist/bundler.js'),
  'portal-federation/init-container-entry$': path.join(BUNDLER_RUNTIME_DIR, 'dist/initContainerEntry.js'),
  // Its ES build (require.resolve answers the CommonJS one), the file the bundler runtime imports.
  'portal-federation/runtime$': path.join(path.dirname(require.resolve('@module-federation/runtime', { paths: [BUNDLER_RUNTIME_DIR] })), 'index.js'),
};

/**
 * The retry for a transient failure of a chunk (a remote's exposed module, a lazy page, a shared library):
 * webpack's `__webpack_require__.e` is wrapped so that a failed chunk request is made again twice, after
 * 300 ms and 600 ms, before the import fails (and the area's error boundary shows its message). Webpack
 * forgets a chunk whose script failed, so calling `.e` again requests it anew. Manifests and remote entries
 * are retried by the shell's federation runtime plugin.
 */
const chunkRetryPlugin = {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule } = compiler.webpack;
    class ChunkRetryRuntimeModule extends RuntimeModule {
      constructor() {
        // After the module that defines `.e` (STAGE_NORMAL), so that the wrapper sees it.
        super('portal chunk retry', RuntimeModule.STAGE_TRIGGER);
      }
      generate() {
        const e = RuntimeGlobals.ensureChunk;
        return `var load = ${e};\n${e} = function (id) {\n  var tries = 0;\n  var attempt = function () {\n    return load(id).catch(function (err) {\n      if (++tries > 2) throw err;\n      return new Promise(function (r) { setTimeout(r, 300 * tries); }).then(attempt);\n    });\n  };\n  return attempt();\n};`;
      }
    }
    compiler.hooks.thisCompilation.tap('portal-chunk-retry', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunk).tap('portal-chunk-retry', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule());
      });
    });
  },
};

/**
 * `page-chunks.json` in every production build: for each module that an `import()` loads (a page, a layout, a
 * dialog, a widget, a remote's `./app` in the monolith), the script files webpack loads for it, keyed by the
 * module's path from the repository root without its extension: `{ "mfe-identity/src/login/login.page":
 * ["29.ed344a0a.js"] }`. The deploy step (scripts/portal.mjs) copies a remote's into the deployment's
 * `portal-pages.json`, with the modules of each route; the portal server reads the shell's. With both it names a
 * page's own code in the HTML it sends (api/src/http/web.ts) instead of the browser finding it only once the
 * code before it has run. Modules under node_modules are left out.
 */
const PAGE_CHUNKS_FILE = 'page-chunks.json';
const REPO_ROOT = path.resolve(__dirname, '..');
const pageChunksPlugin = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('portal-page-chunks', (compilation) => {
      // After the real content hashes: the file names are final.
      compilation.hooks.processAssets.tap({ name: 'portal-page-chunks', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          const files = [...group.chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
          for (const block of group.getBlocks()) {
            for (const dep of block.dependencies) {
              const m = compilation.moduleGraph.getModule(dep);
              const resource = m && (m.resource ?? m.rootModule?.resource);
              if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`) || !resource.startsWith(REPO_ROOT + path.sep)) continue;
              const key = path.relative(REPO_ROOT, resource).split(path.sep).join('/').replace(/\.[cm]?[jt]sx?$/, '');
              pages[key] = [...new Set([...(pages[key] ?? []), ...files])].sort();
            }
          }
        }
        const sorted = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
        compilation.emitAsset(PAGE_CHUNKS_FILE, new compiler.webpack.sources.RawSource(JSON.stringify(sorted, null, 1)));
      });
    });
  },
};

/**
 * The entry script is fetched first (`fetchpriority="high"` on main.js in index.html): the page's other
 * preloads (its remotes' files, named by the server) must not delay the file that runs them all.
 */
const entryPriorityPlugin = {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('portal-entry-priority', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('portal-entry-priority', (data) => {
        for (const tag of data.headTags) if (tag.tagName === 'script' && /(^|\/)main\.js$/.test(tag.attributes.src || '')) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  },
};

/**
 * V8's explicit compile hint on the shell's `main.js`: `//# allFunctionsCalledOnLoad` as its first line makes
 * Chromium (136 and later) compile every function of the file on a background thread while it streams in,
 * instead of on the main thread at each function's first call. Nearly all of `main.js` runs on every page
 * (React, Chakra, the router, the federation runtime). Added after minification, which would drop the
 * comment, and before source maps, so that they count the line. Login at 4x CPU, 10 alternating loads per
 * build: FCP median 2914 -> 2722 ms, LCP 3746 -> 3400 ms; dashboard FCP 3412 -> 3032 ms. Other browsers
 * ignore the comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHintPlugin = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('portal-compile-hint', (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap({ name: 'portal-compile-hint', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }, () => {
        if (compilation.getAsset('main.js')) compilation.updateAsset('main.js', (source) => new sources.ConcatSource(COMPILE_HINT, source));
      });
    });
  },
};

/**
 * The design system's global CSS as a static stylesheet of the shell's page (shared/src/ui/static-css.tsx
 * renders it from the same system): emitted as `portal.[hash].css` and linked from index.html with the id
 * PortalUiProvider looks for (it then inserts no global styles of its own; a page without it, such as a
 * remote's standalone development page or a component test, keeps the run-time ones).
 */
const STATIC_CSS_ID = 'portal-global-css';
const staticCssPlugin = {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { execFileSync } = require('node:child_process');
    let file = null;
    compiler.hooks.thisCompilation.tap('portal-static-css', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'portal-static-css', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const tsx = require.resolve('tsx/cli', { paths: [path.join(root, 'api')] });
        const css = execFileSync(process.execPath, [tsx, path.join(root, 'scripts/chakra/global-css.mts')], { cwd: path.join(root, 'shared'), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
        if (!css.includes('@layer reset')) throw new Error('static CSS: the design system rendered no global styles');
        const hash = require('node:crypto').createHash('sha256').update(css).digest('hex').slice(0, 8);
        file = `portal.${hash}.css`;
        compilation.emitAsset(file, new compiler.webpack.sources.RawSource(css));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('portal-static-css', (data) => {
        if (file) {
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
          data.headTags.unshift({ tagName: 'link', voidTag: true, meta: { plugin: 'portal-static-css' }, attributes: { rel: 'stylesheet', id: STATIC_CSS_ID, href: publicPath + file } });
        }
        return data;
      });
    });
  },
};

/**
 * Each script and stylesheet of a production build also as `<file>.br`, compressed once at build time with
 * brotli's highest quality; the portal server sends it to a browser that accepts brotli (@fastify/static
 * `preCompressed`, api/src/http/web.ts) instead of compressing on every response at quality 4, which is what a
 * per-request compressor can afford. Build outputs never change once written (the shell's chunks are hashed, a
 * remote's deployment folder is named by its content), so the work is done once per build. Measured on the
 * shell's main.js: 196.5 KB as served before (brotli 4), 166.5 KB at quality 11 (gzip: 197.3 KB).
 * Files under the server's compression threshold (1 KB) and those brotli does not shrink are left alone.
 */
const PRECOMPRESSED = /\.(js|mjs|css)$/;
const precompressPlugin = {
  apply(compiler) {
    const zlib = require('node:zlib');
    const { promisify } = require('node:util');
    const brotli = promisify(zlib.brotliCompress);
    compiler.hooks.thisCompilation.tap('portal-precompress', (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tapPromise({ name: 'portal-precompress', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true }, async (assets) => {
        await Promise.all(
          Object.keys(assets)
            .filter((name) => PRECOMPRESSED.test(name))
            .map(async (name) => {
              const buffer = compilation.getAsset(name).source.buffer();
              if (buffer.length < 1024) return;
              const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length };
              const compressed = await brotli(buffer, { params });
              if (compressed.length >= buffer.length) return;
              compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed), { compressed: true, immutable: compilation.getAsset(name).info.immutable });
            }),
        );
      });
    });
  },
};

/**
 * The shell's icon (190 bytes of SVG) written into its page as a data: address rather than named by one: a request
 * of its own took one of the six connections HTTP/1.1 gives the page at the moment main.js and the remote's
 * preloads were waiting for one (Lighthouse's simulation of /home/login). `/favicon.svg` is still served.
 */
function faviconHref(dir) {
  const file = path.join(dir, 'src/favicon.svg');
  const fs = require('node:fs');
  if (!fs.existsSync(file)) return '/favicon.svg';
  return `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').trim())}`;
}

/**
 * @param {{ dir: string, name: string, port: number, host?: boolean, remotes?: boolean }} opts
 *   dir: the app folder; name: the federation name (mfe_identity); port: dev-server port; host: the shell;
 *   remotes: false for a shell that loads no remotes (the monolith comparison build).
 */
function createConfig(opts) {
  const appPkg = require(path.join(opts.dir, 'package.json'));
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const dev = mode === 'development';
    const mf = {
      name: opts.name,
      shared: opts.host ? eagerInShell(sharedModules(appPkg)) : dev ? sharedModules(appPkg) : withoutFallbacks(sharedModules(appPkg)),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: !opts.host,
      // The federation runtime ships once: the shell provides it and every remote uses the shell's
      // (without this each remoteEntry.js carried its own ~24 KB gzip copy). A remote's standalone dev
      // mode has no shell, so it keeps its own runtime there.
      experiments: {
        ...(opts.host ? { provideExternalRuntime: true } : { externalRuntime: !dev }),
        // Browser only: the runtime's Node script loaders are compiled out (ENV_TARGET); a remote consumes no
        // remotes of its own, so its bundler runtime drops the remote-loading handler too.
        // The shell registers each remote's entry file, not its manifest (RegistryEntry.entry), so the runtime's
        // snapshot plugin, which reads manifests, is compiled out (1.4 KB gzip of main.js; issue 13).
        optimization: opts.host ? { target: 'web', disableSnapshot: true } : { target: 'web', disableRemote: true },
      },
    };
    if (opts.host) {
      mf.remotes = {}; // remotes come from /registry/remotes.json at run time, never from here
      mf.runtimePlugins = [path.join(opts.dir, 'src/registry/federation-plugin.ts')];
      if (!dev) mf.runtimePlugins.push(path.join(__dirname, 'federation/provide-bundler-runtime.mjs'));
    } else {
      mf.filename = 'remoteEntry.js';
      mf.exposes = { './app': './src/app.tsx' };
    }
    const plugins = [new ModuleFederationPlugin(mf), chakraPureCallsPlugin, localeDirPlugin, singleFederationRuntimePlugin, chunkRetryPlugin];
    if (!dev) plugins.push(sharedBundlerRuntime(!!opts.host));
    // Not in the monolith (it has no federation runtime to take parts out of).
    if (opts.host && !dev && opts.remotes !== false) plugins.push(shellUnusedFederation);
    if (!dev) plugins.push(pageChunksPlugin);
    if (!dev) plugins.push(precompressPlugin);
    // The shell always has a page; a remote only in its standalone development mode.
    if (opts.host || dev) {
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      const template = path.join(opts.dir, 'src/index.html');
      plugins.push(
        new HtmlWebpackPlugin({
          template,
          // A template that places the build's tags itself (the shell's: main.js and the stylesheet before the
          // preloads) gets none added at the end of <head>.
          inject: !require('node:fs').readFileSync(template, 'utf8').includes('htmlWebpackPlugin.tags'),
          scriptLoading: 'defer',
          // A remote's standalone page is served at every address of its routes (/auth/<page>): its scripts by absolute
          // address, or a reload there would ask /auth/main.js.
          ...(opts.host ? {} : { publicPath: '/' }),
          // The portal server puts the preloads of the page's remotes here (api/src/http/web.ts).
          templateParameters: { remotePreloadsMarker: opts.host && opts.remotes !== false ? '<meta name="portal-remote-preloads">' : '', faviconHref: faviconHref(opts.dir) },
        }),
      );
    }
    if (opts.host && !dev) plugins.push(entryPriorityPlugin, staticCssPlugin, compileHintPlugin);
    if (opts.host && !dev) {
      // Static files the page names by a fixed address (the favicon).
      plugins.push({
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('portal-static', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'portal-static', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              const file = path.join(opts.dir, 'src/favicon.svg');
              if (require('node:fs').existsSync(file)) compilation.emitAsset('favicon.svg', new compiler.webpack.sources.RawSource(require('node:fs').readFileSync(file)));
            });
          });
        },
      });
    }
    return {
      mode,
      context: opts.dir,
      entry: './src/index.ts',
      target: 'web',
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(opts.dir, 'dist'),
        // The shell lives at '/', a remote wherever its deployment is served from.
        publicPath: opts.host ? '/' : 'auto',
        // Entry files keep plain names (the federation runtime cannot resolve a hashed entry name); the server
        // revalidates the shell's (ETag) while its hashed chunks are cached for a year. A remote's chunks need no
        // hash: its deployment folder is named by the hash of its whole content (scripts/portal.mjs) and every
        // file in it is cached for a year. Without one, remoteEntry.js carries no table of chunk hashes (0.2 KB
        // gzip of each entry a page loads; issue 13).
        filename: '[name].js',
        chunkFilename: dev || !opts.host ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: opts.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: { ...CURATED, ...BUNDLER_RUNTIME_ALIAS },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Type checking is `pnpm typecheck`'s job; the build only transpiles.
              options: { transpileOnly: true, configFile: path.join(opts.dir, 'tsconfig.json'), onlyCompileBundledFiles: true },
            },
          },
          // @emotion/react imports hoist-non-react-statics (and with it react-is) for a side effect it does
          // not have; only its withTheme (unused) needs them. Chakra chunk 53.5 -> 52.4 KB gzip.
          { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?hoist-non-react-statics[\\/]/, sideEffects: false },
          // `system._global` computed on first read (scripts/chakra/lazy-globals-loader.cjs, staticCssPlugin).
          { test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/, use: path.join(__dirname, 'chakra/lazy-globals-loader.cjs') },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
          // pdf.js worker and other files that must stay separate files served by the portal
          { resourceQuery: /url/, type: 'asset/resource' },
        ],
      },
      plugins,
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      devServer: {
        port: opts.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // In development the shell serves its own registry pointing at each remote's dev server.
        setupMiddlewares: opts.host
          ? (middlewares, server) => {
              server.app.get('/registry/remotes.json', (_req, res) => {
                const remotes = {};
                for (const r of require('./remotes.cjs')) {
                  remotes[r.dir] = { name: r.name, manifest: `http://localhost:${r.port}/mf-manifest.json`, entry: `http://localhost:${r.port}/remoteEntry.js`, deployId: 'dev', roles: r.roles };
                }
                res.json({ remotes });
              });
              return middlewares;
            }
          : undefined,
        proxy: [{ context: ['/api', '/content', '/idp', '/mfe', '/video', '/payment'], target: process.env.PORTAL_API_URL || 'http://127.0.0.1:8080' }],
      },
      stats: process.env.WEBPACK_STATS || 'errors-warnings',
    };
  };
}

module.exports = { createConfig };
