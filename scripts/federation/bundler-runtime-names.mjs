// The global on which the shell puts its federation bundler runtime for the remotes, and the version it was
// built from: both set by scripts/webpack-config.cjs (DefinePlugin `sharedBundlerRuntime`), read by
// provide-bundler-runtime.mjs (the shell) and use-bundler-runtime.mjs (a remote).
/* global PORTAL_BUNDLER_RUNTIME_GLOBAL, PORTAL_BUNDLER_RUNTIME_VERSION */
export const BUNDLER_RUNTIME_GLOBAL = PORTAL_BUNDLER_RUNTIME_GLOBAL;
export const BUNDLER_RUNTIME_VERSION = PORTAL_BUNDLER_RUNTIME_VERSION;
