import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadRemotes, type RegistryEntry } from './preload';

/**
 * How a remote's `./app` reaches the page: through the Module Federation runtime, from the deployment the
 * registry names. The only file of the shell that talks to the runtime, so that the monolith comparison
 * build (scripts/monolith) can replace it with ordinary dynamic imports of the remotes' sources.
 */

/** Tells the federation runtime where each remote's live deployment is (its entry file). */
export function registerDeployments(remotes: Array<{ name: string; entry: string }>, force: boolean): void {
  registerRemotes(remotes, { force });
}

/** The remote's exposed `./app` module. */
export function loadApp(_dir: string, entry: RegistryEntry): Promise<{ default: unknown } | null> {
  return loadRemote<{ default: unknown }>(`${entry.name}/app`);
}

/** What a page that will need these remotes starts fetching early: their entry files and `./app`. */
export const preloadApps = preloadRemotes;
