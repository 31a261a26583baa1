import { CONTRACT_VERSION, validateRemoteModule, type RemoteModule } from '@portal/shared/rules';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { fetchRegistry, remoteEntryOf, remotesForPage, takeEarlyRegistry, type Registry } from './preload';
import { loadApp, preloadApps, registerDeployments } from './remote-loader';
import { routeMatches } from '../routing/match';

export { ownerOf, pageOwner, remotesForRole, remotesForPage, type Registry } from './preload';

let registryPromise: Promise<Registry> | null = null;
/** Where a remote's `./app` comes from: the federation runtime in the browser; on the server, serveRemotesFrom's. */
let appOf: (dir: string, entry: Registry['remotes'][string]) => Promise<{ default: unknown } | null> = loadApp;

/**
 * The server's first view (src/server.tsx): the registry it renders with and the `./app` of each remote from its
 * live deployment's server build, in place of the registry request and the federation runtime.
 */
export function serveRemotesFrom(registry: Registry, load: (dir: string) => Promise<{ default: unknown }>): void {
  registryPromise = Promise.resolve(registry);
  appOf = (dir) => load(dir);
}
/** The deployment of each remote this page registered with the federation runtime. */
const registered = new Map<string, string>();
/** Remotes whose ./app this page has loaded: they keep their deployment until the next reload. */
const inUse = new Set<string>();

/** The deployment of every remote whose `./app` this page has used (the Web Vitals beacon names them). */
export function loadedDeployments(): Record<string, string> {
  return Object.fromEntries([...inUse].flatMap((dir) => (registered.has(dir) ? [[dir, registered.get(dir)!]] : [])));
}

function register(registry: Registry, force = false) {
  const fresh = Object.entries(registry.remotes).filter(([dir, r]) => !inUse.has(dir) && registered.get(dir) !== r.deployId);
  if (!fresh.length) return;
  registerDeployments(
    fresh.map(([, r]) => ({ name: r.name, entry: remoteEntryOf(r) })),
    force || registered.size > 0,
  );
  for (const [dir, r] of fresh) registered.set(dir, r.deployId);
}

/**
 * The page the browser is on starts fetching its code as soon as its remote's contract is known, instead of
 * once the shell has rendered the layout and the route (at 4x CPU, hundreds of ms later: LCP).
 * React's lazy() then gets the same module from webpack. A failure here is left to that render (its retry,
 * its error boundary).
 */
function startCurrentPage(module: RemoteModule): void {
  if (typeof location === 'undefined') return;
  const pathname = location.pathname === '/' ? '/home/login' : location.pathname;
  const route = module.routes.find((r) => routeMatches(r, pathname));
  route?.load().catch(() => undefined);
}

const reported = new Set<string>();
/**
 * Tells operators (POST /api/client-errors, rate-limited there) once per remote and page; answers whether
 * this call was the one that told them.
 */
export function reportClientError(kind: 'remote-load' | 'remote-contract', remote: string, deployId: string | undefined, message: string): boolean {
  const key = `${kind}:${remote}`;
  if (reported.has(key)) return false;
  reported.add(key);
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Invoking_Channel: 'PATIENTPORTA' },
    body: JSON.stringify({ kind, remote, deployId, message: message.slice(0, 1000), page: window.location.pathname }),
    keepalive: true,
  }).catch(() => undefined);
  return true;
}

/** Version skew: nothing from a remote whose contract this shell does not know; said once in the console and to operators. */
function refuseContract(dir: string, deployId: string, why: string): never {
  if (reportClientError('remote-contract', dir, deployId, why)) console.error(`[portal] remote ${dir} (${deployId}) refused: ${why}`);
  throw new Error(`remote ${dir} has an incompatible contract`);
}

/** Reads the registry once per page load and registers every remote's entry file with the federation runtime. */
export function getRegistry(): Promise<Registry> {
  if (!registryPromise) {
    registryPromise = (takeEarlyRegistry() ?? fetchRegistry())
      .then((registry) => {
        register(registry);
        return registry;
      })
      .catch((err) => {
        registryPromise = null;
        throw err;
      });
  }
  return registryPromise;
}

const loaded = new Map<string, Promise<RemoteModule>>();
let loadedOnce = false;
let refreshing: Promise<Registry> | null = null;

/** Reads the registry again, one request for every remote a navigation needs at once. */
function refreshRegistry(): Promise<Registry> {
  refreshing ??= fetchRegistry()
    .then((registry) => {
      register(registry);
      registryPromise = Promise.resolve(registry);
      return registry;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Once a user signs in, the remotes the dashboard renders start loading (it comes next). */
export function preloadForRole(roleId: number): void {
  getRegistry()
    .then((registry) => preloadApps(registry, remotesForPage(registry, '/auth/dashboard', roleId).filter((dir) => !loaded.has(dir))))
    .catch(() => undefined);
}

/**
 * Loads a remote's `./app` once, validates its contract (bad entries are skipped with a warning; an
 * unknown contract version is refused), and registers its translations.
 */
export function loadRemoteModule(dir: string): Promise<RemoteModule> {
  let p = loaded.get(dir);
  if (!p) {
    // A remote this page has not used yet comes from the deployment live now: a deploy while the page is
    // open is picked up on the next navigation that needs that remote, never half of one and half of another.
    // Not on the first render, whose remotes all come from the registry the page has just read.
    const pickUpDeploys = loadedOnce && !inUse.has(dir);
    p = (async () => {
      let registry = await getRegistry();
      loadedOnce = true;
      if (pickUpDeploys) {
        try {
          registry = await refreshRegistry();
        } catch {
          // keep the registry this page started with
        }
      }
      const entry = registry.remotes[dir];
      if (!entry) throw new Error(`remote ${dir} is not in the registry`);
      // The deploy step records the contract version in the registry: a skewed remote is not even downloaded.
      if (entry.contract !== undefined && entry.contract !== CONTRACT_VERSION)
        refuseContract(dir, entry.deployId, `unknown contract version ${entry.contract} (shell knows ${CONTRACT_VERSION})`);
      let mod: { default: unknown } | null;
      try {
        mod = await appOf(dir, entry);
      } catch (err) {
        reportClientError('remote-load', dir, entry.deployId, String((err as Error)?.message ?? err));
        throw err;
      }
      inUse.add(dir);
      const check = validateRemoteModule(mod?.default);
      if (!check.ok || !check.module) refuseContract(dir, entry.deployId, check.errors.join('; '));
      for (const w of check.warnings) console.warn(`[portal] remote ${dir}: skipped ${w}`);
      startCurrentPage(check.module);
      // Waits for the remote's Arabic when the page is in Arabic (a remote may load it on demand).
      await addRemoteTranslations(check.module.translations).catch(() => undefined);
      return check.module;
    })();
    loaded.set(dir, p);
    // A failed load is forgotten so that Retry fetches it again (with the federation runtime reset).
    p.catch(() => {
      loaded.delete(dir);
      inUse.delete(dir);
      registered.delete(dir);
      getRegistry()
        .then((registry) => register(registry, true))
        .catch(() => undefined);
    });
  }
  return p;
}
