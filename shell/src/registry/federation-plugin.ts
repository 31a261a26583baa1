import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin of the shell: a manifest fetch that fails for a transient reason (network blip,
 * 502/503 during a deploy) is retried twice with a short back-off before the remote is declared failed.
 * A lasting failure reaches the remote's error boundary, which offers a retry.
 */
const RETRIES = 2;

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    try {
      const res = await fetch(url, init);
      if (res.ok || (res.status >= 400 && res.status < 500)) return res;
      lastError = new Error(`${res.status} ${res.statusText} for ${url}`);
    } catch (err) {
      lastError = err;
    }
    if (attempt < RETRIES) await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
  }
  throw lastError;
}

export default function portalFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-federation-plugin',
    fetch(url, init) {
      if (url.endsWith('mf-manifest.json')) return fetchWithRetry(url, { ...init, cache: 'no-cache' });
      return undefined;
    },
  };
}
