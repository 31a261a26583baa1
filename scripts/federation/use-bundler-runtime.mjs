// A remote's half of the shared bundler runtime (scripts/webpack-config.cjs `sharedBundlerRuntime`): its
// federation entry imports this instead of @module-federation/webpack-bundler-runtime, and gets the
// shell's copy (provide-bundler-runtime.mjs). A shell without it cannot run this remote: the entry
// fails with this message, the shell's retry and error panel take over, and the console says why.
//
// Not shared: @module-federation/runtime, the bag's `runtime`. Its `init` finds or creates the federation
// instance of the container that calls it by the build's identifier compiled into it
// (FEDERATION_BUILD_IDENTIFIER), and keeps that instance in a module variable: the shell's copy would hand
// a remote the shell's own instance. Each remote keeps its own, with only what the bundler runtime calls of
// it (`init`, and `getRemoteEntry` for a shared fallback), so the rest is not bundled.
import { getRemoteEntry, init } from 'portal-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL, BUNDLER_RUNTIME_VERSION } from './bundler-runtime-names.mjs';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(`[portal] this remote takes the federation bundler runtime from the shell (${BUNDLER_RUNTIME_GLOBAL}); the shell on this page does not provide it`);
}
if (provided.version !== BUNDLER_RUNTIME_VERSION) {
  console.warn(`[portal] federation bundler runtime ${provided.version} from the shell, ${BUNDLER_RUNTIME_VERSION} at this remote's build`);
}

export default { ...provided, runtime: { init, getRemoteEntry } };
