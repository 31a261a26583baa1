// @portal/build: the one webpack + Module Federation configuration of the shell, every remote and the monolith
// comparison build, so that the shared singletons, output naming and loaders cannot drift between apps.
// API: `createConfig(options)` (README.md).
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { CURATED, sharedModules, withoutFallbacks, eagerInShell } = require('./shared.cjs');
const p = require('./plugins.cjs');

const root = path.resolve(__dirname, '..');
/** What a remote exposes to the shell by default (the `RemoteModule` contract, shared/src/contracts/remote.ts). */
const DEFAULT_EXPOSES = { './app': './src/app.tsx' };
/** The shell's federation runtime plugin, in the shell's folder. */
const SHELL_RUNTIME_PLUGIN = 'src/registry/federation-plugin.ts';

/** Module Federation's options: the shell loads its remotes from the registry at run time; a remote exposes. */
function federationOptions(opts, appPkg, dev) {
  const shared = sharedModules(appPkg);
  return {
    name: opts.name,
    shared: opts.host ? eagerInShell(shared) : dev ? shared : withoutFallbacks(shared),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: !opts.host,
    // The federation runtime ships once: the shell provides runtime-core (PROVIDE_EXTERNAL_RUNTIME_PLUGIN) and
    // a remote's production build uses it (`externalRuntime`); a remote's standalone dev mode keeps its own.
    // Browser only (`target: 'web'`: the Node script loaders are compiled out); the shell registers entry files,
    // never manifests (`disableSnapshot`); a remote consumes no remotes (`disableRemote`).
    experiments: {
      ...(opts.host ? {} : { externalRuntime: !dev }),
      optimization: opts.host ? { target: 'web', disableSnapshot: true } : { target: 'web', disableRemote: true },
    },
    ...(opts.host
      ? { remotes: {}, runtimePlugins: [[path.join(opts.dir, SHELL_RUNTIME_PLUGIN), p.RETRY], p.PROVIDE_EXTERNAL_RUNTIME_PLUGIN] }
      : { filename: 'remoteEntry.js', exposes: opts.exposes || DEFAULT_EXPOSES }),
  };
}

/** The page: the shell's always, a remote's only in its standalone development mode. */
function htmlPlugin(opts) {
  const template = path.join(opts.dir, 'src/index.html');
  return new HtmlWebpackPlugin({
    template,
    // A template that places the build's tags itself (the shell's: main.js and the stylesheet before the
    // preloads) gets none added at the end of <head>.
    inject: !fs.readFileSync(template, 'utf8').includes('htmlWebpackPlugin.tags'),
    scriptLoading: 'defer',
    // A remote's standalone page is served at every address of its routes (/auth/<page>): its scripts by
    // absolute address, or a reload there would ask /auth/main.js.
    ...(opts.host ? {} : { publicPath: '/' }),
    // The portal server puts the preloads of the page's remotes here (api/src/http/web.ts).
    templateParameters: { remotePreloadsMarker: opts.host && opts.federation !== false ? '<meta name="portal-remote-preloads">' : '', faviconHref: p.faviconHref(opts.dir) },
  });
}

/** The development server; the shell's serves its own registry pointing at each remote's dev server. */
function devServer(opts) {
  const registry = (middlewares, server) => {
    server.app.get('/registry/remotes.json', (_req, res) => {
      const remotes = {};
      for (const r of require(path.join(root, 'scripts/remotes.cjs'))) {
        remotes[r.dir] = { name: r.name, manifest: `http://localhost:${r.port}/mf-manifest.json`, entry: `http://localhost:${r.port}/remoteEntry.js`, deployId: 'dev', roles: r.roles };
      }
      res.json({ remotes });
    });
    return middlewares;
  };
  return {
    port: opts.port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    setupMiddlewares: opts.host ? registry : undefined,
    proxy: [{ context: ['/api', '/content', '/idp', '/mfe', '/video', '/payment'], target: process.env.PORTAL_API_URL || 'http://127.0.0.1:8080' }],
  };
}

/** Where a build's server part goes (`dist/server/`): the shell's renderer, a remote's `./app` for Node. */
const SERVER_DIR = 'server';
/** The shell's renderer of the first view (api/src/http/first-view.ts loads it). */
const SHELL_SERVER_ENTRY = 'src/server.tsx';

/** The module requests a remote's server build leaves to the shell's renderer: the singletons of `shared`. */
function isSingletonRequest(shared, request) {
  return Object.prototype.hasOwnProperty.call(shared, request) || Object.keys(shared).some((key) => key.endsWith('/') && request.startsWith(key));
}

/**
 * The server part of a build, for Node (docs/architecture.md "The first view from the server"): one CommonJS file,
 * its lazy imports inlined (no chunk to load), in `server/` of the web build's output folder (which may be another
 * than dist/: the e2e deploy drills build elsewhere). The shell's (`server/render.cjs`) bundles everything it renders
 * with and hands its singletons to the remotes' (`shared` of src/server.tsx); a remote's (`server/app.cjs`) is its
 * `./app` with the singletons left as `require()` calls, which the server answers from the shell's, so that the page
 * renders with one React, one router, one i18next and one @portal/shared, as in the browser. Built once the web
 * build has written its files, by a compiler of its own (serverBuildPlugin).
 */
function serverConfig(opts, appPkg, web, outputPath) {
  const shared = sharedModules(appPkg);
  const exposes = opts.exposes || DEFAULT_EXPOSES;
  return {
    mode: web.mode,
    context: opts.dir,
    entry: opts.host ? { render: `./${SHELL_SERVER_ENTRY}` } : { app: exposes['./app'] },
    target: 'node',
    devtool: false,
    output: { path: path.join(outputPath, SERVER_DIR), filename: '[name].cjs', library: { type: 'commonjs2' }, uniqueName: `${opts.name}_server`, clean: true },
    externalsType: 'commonjs',
    externals: opts.host ? [] : [({ request }, callback) => (request && isSingletonRequest(shared, request) ? callback(null, `commonjs ${request}`) : callback())],
    resolve: { extensions: web.resolve.extensions, extensionAlias: web.resolve.extensionAlias },
    module: { rules: web.module.rules.map((rule) => (rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule)) },
    plugins: [new web.webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    optimization: { minimize: false, moduleIds: 'deterministic' },
    stats: 'errors-warnings',
  };
}

/** Runs the server build (serverConfig) once the web build has emitted, into its output folder's `server/`. */
function serverBuildPlugin(opts, appPkg) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('portal-server-build', async (compilation) => {
        if (compilation.errors.length) return;
        const web = { ...compiler.options, webpack: compiler.webpack };
        const child = compiler.webpack(serverConfig(opts, appPkg, web, compilation.outputOptions.path));
        const stats = await new Promise((resolve, reject) => child.run((err, result) => (err ? reject(err) : resolve(result))));
        await new Promise((resolve) => child.close(resolve));
        if (stats.hasErrors()) for (const e of stats.compilation.errors) compilation.errors.push(new compiler.webpack.WebpackError(`[portal] server build: ${e.message}`));
      });
    },
  };
}

/**
 * @param {{ dir: string, name: string, port: number, host?: boolean, exposes?: Record<string, string>, federation?: boolean, firstView?: boolean }} opts
 *   `firstView`: the build also has a server part (serverConfig): the shell's renderer, or a remote whose routes
 *   are drawn on the server (`firstView` routes of its `./app`).
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig(opts) {
  const appPkg = require(path.join(opts.dir, 'package.json'));
  return (_env, argv) => {
    const config = webConfig(opts, appPkg, argv);
    if (opts.firstView && config.mode !== 'development' && opts.federation !== false) config.plugins.push(serverBuildPlugin(opts, appPkg));
    return config;
  };
}

function webConfig(opts, appPkg, argv) {
  {
    const mode = argv.mode || 'production';
    const dev = mode === 'development';
    const plugins = [p.chakraPureCallsPlugin, p.chunkRetryPlugin];
    if (opts.federation !== false) plugins.unshift(new ModuleFederationPlugin(federationOptions(opts, appPkg, dev)));
    if (!dev) plugins.push(p.pageChunksPlugin, p.precompress());
    if (opts.host || dev) plugins.push(htmlPlugin(opts));
    if (opts.host && !dev) plugins.push(p.entryPriorityPlugin, p.staticCssPlugin, p.compileHintPlugin);
    if (opts.host) plugins.push(p.staticFilesPlugin(opts.dir));
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
        // hash: its deployment folder is named by the hash of its whole content (scripts/portal.mjs), and without
        // one remoteEntry.js carries no table of chunk hashes.
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
            // Type checking is `pnpm typecheck`'s job; the build only transpiles.
            use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(opts.dir, 'tsconfig.json'), onlyCompileBundledFiles: true } },
          },
          // @emotion/react imports hoist-non-react-statics (and with it react-is) for a side effect it does
          // not have; only its withTheme (unused) needs them. Chakra chunk 53.5 -> 52.4 KB gzip.
          { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?hoist-non-react-statics[\\/]/, sideEffects: false },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
          // pdf.js worker and other files that must stay separate files served by the portal
          { resourceQuery: /url/, type: 'asset/resource' },
        ],
      },
      plugins,
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      devServer: devServer(opts),
      stats: process.env.WEBPACK_STATS || 'errors-warnings',
    };
  }
}

/**
 * The files the builds reach by configuration rather than by an import: what a remote exposes, the shell's
 * runtime plugins, the scripts run by path and the curated singletons. knip.config.ts gives them to the
 * unused-code check as entry points, since it follows imports only. Paths relative to the repository or, for
 * `remote` and `shell`, to the app's folder.
 */
function entryPoints() {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const inRepo = (file) => !path.relative(root, file).startsWith('..') && !file.includes(`${path.sep}node_modules${path.sep}`);
  return {
    remote: Object.values(DEFAULT_EXPOSES).map((file) => file.replace(/^\.\//, '')),
    shell: [SHELL_RUNTIME_PLUGIN, SHELL_SERVER_ENTRY],
    repository: [p.GLOBAL_CSS_SCRIPT, ...Object.values(CURATED).filter(inRepo)].map(rel),
  };
}

module.exports = { createConfig, entryPoints, RETRY: p.RETRY };
