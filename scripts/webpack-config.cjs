// One webpack + Module Federation configuration for the shell and every remote, so that the shared
// singletons, output naming and loaders cannot drift between apps.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');

/** What a remote exposes to the shell (the `RemoteModule` contract, shared/src/contracts/remote.ts). */
const REMOTE_EXPOSES = { './app': './src/app.tsx' };
/** The shell's federation runtime plugin, in the shell's folder. */
const SHELL_RUNTIME_PLUGIN = 'src/registry/federation-plugin.ts';
/** A script of this folder the build runs by path (not imported). */
const GLOBAL_CSS_SCRIPT = path.join(__dirname, 'chakra/global-css.mts');
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
 * `pnpm bench` (part `browser`) prints what each takes of the first load of /home/login, per file.
 * `curatedCheckPlugin` fails the build when an app imports a name the curated file does not list, or the
 * curated file lists a name the package does not export.
 */
const CURATED_LIBS = ['react-router-dom', 'react-i18next'];
const curatedFile = (name) => path.join(root, `shared/src/curated/${name}.ts`);
const CURATED = Object.fromEntries(CURATED_LIBS.flatMap((name) => [[`${name}$`, curatedFile(name)], [`@portal/library/${name}$`, esEntry(name)]]));

/** The names a curated file re-exports as values (`export { a, b } from '…'`; `export type` left out). */
function curatedNames(name) {
  const source = require('node:fs').readFileSync(curatedFile(name), 'utf8');
  const names = new Set();
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}\s*from/gm)) {
    for (const part of m[1].split(',')) if (part.trim()) names.add(part.trim().split(/\s+as\s+/).pop());
  }
  return names;
}

const curatedCheckPlugin = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('portal-curated-check', (compilation) => {
      compilation.hooks.finishModules.tap('portal-curated-check', (modules) => {
        const problems = [];
        const lists = new Map(CURATED_LIBS.map((name) => [name, curatedNames(name)]));
        for (const [name, names] of lists) {
          const real = new Set(Object.keys(require(require.resolve(name, { paths: [path.join(root, 'shared')] }))));
          for (const n of names) if (!real.has(n)) problems.push(`${path.relative(root, curatedFile(name))} lists '${n}', which ${name} does not export`);
        }
        for (const module of modules) {
          for (const dep of module.dependencies) {
            const names = lists.get(dep.request);
            const imported = Array.isArray(dep.ids) ? dep.ids[0] : undefined;
            if (!names || !imported || imported === 'default' || names.has(imported)) continue;
            problems.push(`${path.relative(root, module.resource ?? '')} imports '${imported}' from ${dep.request}; add it to ${path.relative(root, curatedFile(dep.request))}`);
          }
        }
        for (const text of new Set(problems)) compilation.errors.push(new compiler.webpack.WebpackError(`[portal] curated singleton: ${text}`));
      });
    });
  },
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
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }]));
}

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
 * The shell provides the federation runtime to the remotes (`externalRuntime` in their builds) with the runtime
 * plugin @module-federation/inject-external-runtime-core-plugin, listed here by its ES entry so that main.js
 * carries one copy of runtime-core (the ES one the bundler runtime imports). `experiments.provideExternalRuntime`
 * adds the same plugin by its CommonJS file, which requires the CommonJS runtime-core: two copies (~25 KB gzip).
 */
const PROVIDE_EXTERNAL_RUNTIME_PLUGIN = esEntry('@module-federation/inject-external-runtime-core-plugin', require.resolve('@module-federation/enhanced/webpack'));

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
 * comment, and before source maps, so that they count the line. `e2e/bench/ab.ts` compares the FCP and LCP of
 * two builds at 4x CPU. Other browsers ignore the comment.
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
        const css = execFileSync(process.execPath, [tsx, GLOBAL_CSS_SCRIPT], { cwd: path.join(root, 'shared'), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
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
 * remote's deployment folder is named by its content), so the work is done once per build, and what is sent is
 * markedly smaller than a per-request compressor's output (and than gzip).
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
 * preloads were waiting for one (Lighthouse's simulation of /home/login). `/favicon.svg` and `/favicon.ico` are still served.
 */
function faviconHref(dir) {
  const file = path.join(dir, 'src/favicon.svg');
  const fs = require('node:fs');
  if (!fs.existsSync(file)) return '/favicon.svg';
  return `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').trim())}`;
}

/** Pixel sizes of the images in /favicon.ico (tab, taskbar, desktop shortcut). */
const FAVICON_ICO_SIZES = [16, 32, 48];

/**
 * The brand icon as `/favicon.ico`, the address a browser asks for on a page that names no icon of its own (the
 * API's pages, Swagger UI, the stand-ins' pages, a PDF or an image opened alone), and some clients always ask
 * for. One ICO file holding a PNG image per size (ICO allows PNG payloads since Windows Vista; every current
 * browser reads them), each drawn by sharp from the same `src/favicon.svg` the page's own icon is.
 */
async function faviconIco(svg) {
  const sharp = require('sharp');
  // The icon's viewBox is 32 units wide: drawn at 216 dpi it is 96 px, scaled down to each size.
  const images = await Promise.all(FAVICON_ICO_SIZES.map((size) => sharp(svg, { density: 216 }).resize(size, size).png().toBuffer()));
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // 1: icon
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach((png, i) => {
    const at = 6 + 16 * i;
    head.writeUInt8(FAVICON_ICO_SIZES[i], at); // width (0 would mean 256)
    head.writeUInt8(FAVICON_ICO_SIZES[i], at + 1); // height
    head.writeUInt16LE(1, at + 4); // colour planes
    head.writeUInt16LE(32, at + 6); // bits per pixel
    head.writeUInt32LE(png.length, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([head, ...images]);
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
      // (otherwise each remoteEntry.js would carry its own copy, ~24 KB gzip). A remote's standalone dev
      // mode has no shell, so it keeps its own runtime there.
      experiments: {
        ...(opts.host ? {} : { externalRuntime: !dev }),
        // Browser only: the runtime's Node script loaders are compiled out (ENV_TARGET); a remote consumes no
        // remotes of its own, so its bundler runtime drops the remote-loading handler too.
        // The shell registers each remote's entry file, not its manifest (RegistryEntry.entry), so the runtime's
        // snapshot plugin, which reads manifests, is compiled out (1.4 KB gzip of main.js).
        optimization: opts.host ? { target: 'web', disableSnapshot: true } : { target: 'web', disableRemote: true },
      },
    };
    if (opts.host) {
      mf.remotes = {}; // remotes come from /registry/remotes.json at run time, never from here
      mf.runtimePlugins = [path.join(opts.dir, SHELL_RUNTIME_PLUGIN), PROVIDE_EXTERNAL_RUNTIME_PLUGIN];
    } else {
      mf.filename = 'remoteEntry.js';
      mf.exposes = REMOTE_EXPOSES;
    }
    const plugins = [new ModuleFederationPlugin(mf), chakraPureCallsPlugin, curatedCheckPlugin, chunkRetryPlugin];
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
    if (opts.host) {
      // Static files served by a fixed address: the brand icon as /favicon.svg and /favicon.ico (also by the
      // development server, whose pages browsers ask the same of).
      plugins.push({
        apply(compiler) {
          const file = path.join(opts.dir, 'src/favicon.svg');
          compiler.hooks.thisCompilation.tap('portal-static', (compilation) => {
            compilation.hooks.processAssets.tapPromise({ name: 'portal-static', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
              if (!require('node:fs').existsSync(file)) return;
              const svg = require('node:fs').readFileSync(file);
              compilation.fileDependencies.add(file);
              compilation.emitAsset('favicon.svg', new compiler.webpack.sources.RawSource(svg));
              compilation.emitAsset('favicon.ico', new compiler.webpack.sources.RawSource(await faviconIco(svg)));
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
        // gzip of each entry a page loads).
        filename: '[name].js',
        chunkFilename: dev || !opts.host ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: opts.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: CURATED,
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
          // not have; only its withTheme (unused) needs them (about 1 KB gzip of the Chakra chunk).
          { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?hoist-non-react-statics[\\/]/, sideEffects: false },
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

/**
 * The files the builds reach by configuration rather than by an import: what a remote exposes, the shell's
 * runtime plugins, and the modules the build puts in place of a package's own (curated singletons, stand-ins) or
 * runs. knip.config.ts gives them to the unused-code check as entry points, since it follows imports only.
 * Paths relative to the repository (`root`) or, for `remote` and `shell`, to the app's folder.
 */
function entryPoints() {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const inRepo = (file) => !path.relative(root, file).startsWith('..') && !file.includes(`${path.sep}node_modules${path.sep}`);
  return {
    remote: Object.values(REMOTE_EXPOSES).map((file) => file.replace(/^\.\//, '')),
    shell: [SHELL_RUNTIME_PLUGIN],
    repository: [
      GLOBAL_CSS_SCRIPT,
      ...Object.values(CURATED).filter(inRepo),
    ].map(rel),
  };
}

module.exports = { createConfig, entryPoints };
