// The portal's webpack plugins and the retry policy (README.md lists what each does). Each one works through
// webpack's plugin API on the portal's own build output; none replaces or rewrites a file of a library.
const path = require('node:path');
const { esEntry } = require('./shared.cjs');

const root = path.resolve(__dirname, '..');
/** A script of this folder the build runs by path (not imported). */
const GLOBAL_CSS_SCRIPT = path.join(__dirname, 'global-css.mts');

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
 * The one retry policy for the files of the page: a failed request is made again `retryTimes` times,
 * `retryDelay` ms apart, before the import fails (and the area's error boundary shows its message). Remote
 * entries and exposed modules: @module-federation/retry-plugin, in the shell's runtime plugin
 * (shell/src/registry/federation-plugin.ts, which receives this as its parameters). Every other chunk (a lazy
 * page, a shared library), which webpack loads without the federation runtime: `chunkRetryPlugin` below wraps
 * webpack's `__webpack_require__.e` (webpack forgets a chunk whose script failed, so calling it again requests
 * it anew).
 */
const RETRY = { retryTimes: 2, retryDelay: 300 };

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
        return `var load = ${e};\n${e} = function (id) {\n  var tries = 0;\n  var attempt = function () {\n    return load(id).catch(function (err) {\n      if (++tries > ${RETRY.retryTimes}) throw err;\n      return new Promise(function (r) { setTimeout(r, ${RETRY.retryDelay}); }).then(attempt);\n    });\n  };\n  return attempt();\n};`;
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
const REPO_ROOT = root;
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
 * Each script and stylesheet of a production build also as `<file>.br` (compression-webpack-plugin), compressed
 * once at build time with brotli's highest quality; the portal server sends it to a browser that accepts brotli
 * (@fastify/static `preCompressed`, api/src/http/web.ts) instead of compressing on every response at quality 4,
 * which is what a per-request compressor can afford. Files under the server's compression threshold (1 KB) and
 * those brotli does not shrink are left alone.
 */
function precompress() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('node:zlib');
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|mjs|css)$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
    minRatio: 1,
  });
}

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
 * for. One ICO file holding a PNG image per size (ICO allows PNG payloads; every current browser reads them),
 * each drawn by sharp from the same `src/favicon.svg` the page's own icon is.
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
 * Static files served by a fixed address: the brand icon as /favicon.svg and /favicon.ico (also by the
 * development server, whose pages browsers ask the same of).
 */
function staticFilesPlugin(dir) {
  const fs = require('node:fs');
  const file = path.join(dir, 'src/favicon.svg');
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('portal-static', (compilation) => {
        compilation.hooks.processAssets.tapPromise({ name: 'portal-static', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
          if (!fs.existsSync(file)) return;
          const svg = fs.readFileSync(file);
          compilation.fileDependencies.add(file);
          compilation.emitAsset('favicon.svg', new compiler.webpack.sources.RawSource(svg));
          compilation.emitAsset('favicon.ico', new compiler.webpack.sources.RawSource(await faviconIco(svg)));
        });
      });
    },
  };
}

module.exports = {
  GLOBAL_CSS_SCRIPT,
  staticFilesPlugin,
  RETRY,
  PROVIDE_EXTERNAL_RUNTIME_PLUGIN,
  chakraPureCallsPlugin,
  chunkRetryPlugin,
  pageChunksPlugin,
  entryPriorityPlugin,
  compileHintPlugin,
  staticCssPlugin,
  precompress,
  faviconHref,
};
