// Stands in for runtime-core's plugins/snapshot/SnapshotHandler.js in the shell's production build
// (scripts/webpack-config.cjs `shellUnusedFederation`; 1.8 KB gzip of main.js with the manifest parser it imports).
//
// The handler reads a remote's manifest (its "snapshot") for the runtime's snapshot plugin and for
// `preloadRemote`. The shell registers each remote by its entry file, never by its manifest
// (RegistryEntry.entry), its build compiles the snapshot plugin out (`disableSnapshot`), and it never calls
// `preloadRemote`: the portal preloads a remote's files itself (shell/src/registry/preload.ts). What the
// runtime still touches of the handler is here: its plugin hooks (none; a plugin's snapshot hooks would
// never be called), the manifest cache `removeRemote` clears, and the host's snapshot, of which there is none.
// The remotes run the shell's runtime-core (`externalRuntime`), so their instances get this one as well.
const SNAPSHOTS_COMPILED_OUT =
  '[portal] remote manifests (snapshots) are compiled out of the shell: register a remote by its entry file (scripts/webpack-config.cjs, shellUnusedFederation)';

export class SnapshotHandler {
  constructor(host) {
    this.HostInstance = host;
    this.manifestCache = new Map();
    this.hooks = { lifecycle: {}, lifecycleKeys: [], registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  async loadRemoteSnapshotInfo() {
    throw new Error(SNAPSHOTS_COMPILED_OUT);
  }
}

export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
