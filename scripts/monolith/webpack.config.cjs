// The monolith comparison build: the same sources as the portal — the shell and every remote of
// scripts/remotes.cjs — bundled as ONE webpack app without Module Federation. It is the shell's own configuration
// (@portal/build with `federation: false`: loaders, curated singletons, Chakra's pure calls, chunk retry,
// index.html, output naming), the monolith's entry, and the shell's registry/remote-loader.ts replaced by
// src/remote-loader.ts (ordinary dynamic imports of each remote's ./app, one per remote of scripts/remotes.cjs,
// through the module `virtual:portal-remotes` written here).
//
// The embedded server serves `<PORTAL_WEB_ROOT>/shell/dist`, so the output goes to web/shell/dist and
// `pnpm bench` starts a second server with PORTAL_WEB_ROOT=scripts/monolith/web (same API, same registry).
const path = require('node:path');
const { createConfig } = require('@portal/build');

const root = path.resolve(__dirname, '../..');
const SEAM_DIR = path.join(root, 'shell/src/registry');
const remotes = require('../remotes.cjs');

module.exports = (env, argv) => {
  const config = createConfig({ dir: path.join(root, 'shell'), name: 'monolith', port: 0, host: true, federation: false })(env, argv);
  return {
    ...config,
    entry: path.join(__dirname, 'src/index.ts'),
    output: { ...config.output, path: path.join(__dirname, 'web/shell/dist'), uniqueName: 'monolith' },
    plugins: [
      ...config.plugins,
      {
        apply(compiler) {
          const imports = remotes.map((r) => `  ${JSON.stringify(r.dir)}: () => import(${JSON.stringify(path.join(root, r.dir, 'src/app'))}),`);
          new compiler.webpack.experiments.schemes.VirtualUrlPlugin({ 'portal-remotes': `export default {\n${imports.join('\n')}\n};\n` }).apply(compiler);
        },
      },
      // The seam: the shell's registry asks './remote-loader' (a file of the shell) and gets the monolith's.
      {
        apply(compiler) {
          new compiler.webpack.NormalModuleReplacementPlugin(/^\.\/remote-loader$/, (res) => {
            if (res.context === SEAM_DIR) res.request = path.join(__dirname, 'src/remote-loader.ts');
          }).apply(compiler);
        },
      },
    ],
    devServer: undefined,
  };
};
