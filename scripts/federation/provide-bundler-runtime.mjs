// The shell's half of the shared bundler runtime (scripts/webpack-config.cjs `sharedBundlerRuntime`):
// a federation runtime plugin of the shell, evaluated in main.js before any remote entry is fetched. It
// puts the shell's copy of @module-federation/webpack-bundler-runtime on the page for the remotes, whose
// production builds take it from here instead of bundling their own (~5 KB gzip of every remoteEntry.js).
//
// The bundler runtime is a bag of functions that receive the calling container's `__webpack_require__`;
// each container copies the bag into its own `__webpack_require__.federation` and keeps its own state
// there, so one copy serves them all. The shell exposes nothing, so its build compiles
// `initContainerEntry` out of the bag (FEDERATION_HAS_EXPOSES); a remote needs it, so it is added here.
import federation from 'portal-federation/bundler-runtime';
import { initContainerEntry } from 'portal-federation/init-container-entry';
import { BUNDLER_RUNTIME_GLOBAL, BUNDLER_RUNTIME_VERSION } from './bundler-runtime-names.mjs';

globalThis[BUNDLER_RUNTIME_GLOBAL] = {
  version: BUNDLER_RUNTIME_VERSION,
  runtime: federation.runtime,
  attachShareScopeMap: federation.attachShareScopeMap,
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
};

export default function provideBundlerRuntime() {
  return { name: 'portal-provide-bundler-runtime' };
}
