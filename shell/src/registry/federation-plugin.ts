import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin of the shell, the retry for a transient failure (network blip, 502/503 during a deploy):
 * a remote's entry file is tried again with a short back-off before the remote is declared failed (the shell
 * registers entry files, so the runtime reads no manifest). The other files of a remote (its exposed module and
 * lazy pages) are chunks loaded by webpack, retried by the chunk-retry runtime of scripts/webpack-config.cjs. A
 * lasting failure reaches the remote's error boundary, which offers a retry.
 */
const RETRIES = 2;

/** Runs `attempt` up to three times, 300 ms then 600 ms apart, until it does not throw. */
async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (n === RETRIES) throw err;
      await new Promise((r) => setTimeout(r, 300 * (n + 1)));
    }
  }
}

export default function portalFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-federation-plugin',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The runtime has failed once; this tries again (three times at most). What is returned is awaited by
      // the runtime, whose declared type (a promise of a promise) an async function cannot meet.
      return withRetry(async () => {
        await new Promise((r) => setTimeout(r, 300));
        // The failed load is still cached under this key; without it the runtime would hand back the failure.
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      }).catch(() => undefined) as never;
    },
  };
}
