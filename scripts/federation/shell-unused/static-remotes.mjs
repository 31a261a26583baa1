// Stands in for webpack-bundler-runtime's remotes.js in the shell's production build (scripts/webpack-config.cjs
// `shellUnusedFederation`; 0.6 KB gzip of main.js with the remote-options code it imports). It loads the
// remotes a build names in its `remotes` option, for `import('mfe_x/app')` written in the source. The shell
// names none (they come from the registry at run time and load through `loadRemote`), so webpack never wires
// this handler into the shell's runtime, and a remote's production build loads no remotes (`disableRemote`),
// though it gets the shell's bundler runtime (provide-bundler-runtime.mjs).
export function remotes() {
  throw new Error('[portal] the shell is built without build-time remotes: load a remote with loadRemote (scripts/webpack-config.cjs, shellUnusedFederation)');
}
