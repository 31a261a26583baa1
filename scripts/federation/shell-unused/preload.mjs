// Stands in for runtime-core's utils/preload.js in the shell's production build (scripts/webpack-config.cjs
// `shellUnusedFederation`; 0.7 KB gzip of main.js). Its functions serve `preloadRemote` and the snapshot
// plugin, neither of which the shell runs (see snapshot-handler.mjs): the portal preloads a remote's entry
// and `./app` files itself (shell/src/registry/preload.ts), from the registry and the remote's manifest.
// (No imports: a stand-in's relative imports would resolve from the replaced file's folder.)
function compiledOut() {
  throw new Error('[portal] preloadRemote is compiled out of the shell (scripts/webpack-config.cjs, shellUnusedFederation)');
}

export const defaultPreloadArgs = compiledOut;
export const formatPreloadArgs = compiledOut;
export const normalizePreloadExposes = compiledOut;
export const preloadAssets = compiledOut;
