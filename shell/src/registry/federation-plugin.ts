import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin, type ScriptWithRetryOptions } from '@module-federation/retry-plugin';

/**
 * Runtime plugin of the shell: Module Federation's retry plugin, for a transient failure (network blip,
 * 502/503 during a deploy) of a remote's entry file and of its exposed module, before the remote is declared
 * failed. The policy (tries and delay) is the build's one (@portal/build `RETRY`), handed here as
 * this plugin's parameters; webpack's chunks (lazy pages, shared libraries) are retried with the same policy.
 * A lasting failure reaches the remote's error boundary, which offers a retry.
 */
export default function portalFederationPlugin(script: Pick<ScriptWithRetryOptions, 'retryTimes' | 'retryDelay'>): ModuleFederationRuntimePlugin {
  return RetryPlugin({ script }) as ModuleFederationRuntimePlugin;
}
