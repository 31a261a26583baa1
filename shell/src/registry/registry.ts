import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { validateRemoteModule, type RemoteModule } from '@portal/shared/contracts';
import { addRemoteTranslations } from '@portal/shared/i18n';

/** One line of /registry/remotes.json: which deployment of a remote is live. */
export interface RegistryEntry {
  /** Federation name (`mfe_identity`). */
  name: string;
  manifest: string;
  deployId: string;
  /** Only these roles may load it (mfe-admin: 2 and 3). */
  roles?: number[];
  /** Route paths the remote owns, written by the deploy step from its contract; lets a page load only its owner. */
  routes?: { home: string[]; auth: string[] };
}

export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

let registryPromise: Promise<Registry> | null = null;
/** The deployment of each remote this page registered with the federation runtime. */
const registered = new Map<string, string>();
/** Remotes whose ./app this page has loaded: they keep their deployment until the next reload. */
const inUse = new Set<string>();

function fetchRegistry(): Promise<Registry> {
  return fetch('/registry/remotes.json', { cache: 'no-cache', credentials: 'same-origin' }).then((res) => {
    if (!res.ok) throw new Error(`registry answered ${res.status}`);
    return res.json() as Promise<Registry>;
  });
}

function register(registry: Registry, force = false) {
  const fresh = Object.entries(registry.remotes).filter(([dir, r]) => !inUse.has(dir) && registered.get(dir) !== r.deployId);
  if (!fresh.length) return;
  registerRemotes(
    fresh.map(([, r]) => ({ name: r.name, entry: r.manifest })),
    { force: force || registered.size > 0 },
  );
  for (const [dir, r] of fresh) registered.set(dir, r.deployId);
}

const reported = new Set<string>();
/** Tells operators (POST /api/client-errors, rate-limited there) once per remote and page. */
export function reportClientError(kind: 'remote-load' | 'remote-contract', remote: string, deployId: string | undefined, message: string) {
  const key = `${kind}:${remote}`;
  if (reported.has(key)) return;
  reported.add(key);
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Invoking_Channel: 'PATIENTPORTA' },
    body: JSON.stringify({ kind, remote, deployId, message: message.slice(0, 1000), page: window.location.pathname }),
    keepalive: true,
  }).catch(() => undefined);
}

/** Reads the registry once per page load and registers every remote's manifest with the federation runtime. */
export function getRegistry(): Promise<Registry> {
  if (!registryPromise) {
    registryPromise = fetchRegistry()
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

export function remotesForRole(registry: Registry, roleId: number): string[] {
  return Object.entries(registry.remotes)
    .filter(([, r]) => !r.roles || r.roles.includes(roleId))
    .map(([dir]) => dir);
}

/** Which remote owns `/home/<path>` or `/auth/<path>` (first segment, case-insensitive). */
export function ownerOf(registry: Registry, area: 'home' | 'auth', path: string): string | undefined {
  const first = path.replace(/^\/+/, '').split('/')[0].toLowerCase();
  for (const [dir, r] of Object.entries(registry.remotes)) {
    if (r.routes?.[area].some((p) => p.split('/')[0].toLowerCase() === first)) return dir;
  }
  return undefined;
}

const loaded = new Map<string, Promise<RemoteModule>>();
let loadedOnce = false;

/**
 * Loads a remote's `./app` once, validates its contract (bad entries are skipped with a warning; an
 * unknown contract version is refused), and registers its translations.
 */
export function loadRemoteModule(dir: string): Promise<RemoteModule> {
  let p = loaded.get(dir);
  if (!p) {
    p = (async () => {
      let registry = await getRegistry();
      // A remote this page has not used yet comes from the deployment live now: a deploy while the page is
      // open is picked up on the next navigation that needs that remote, never half of one and half of another.
      if (!inUse.has(dir) && loadedOnce) {
        try {
          registry = await fetchRegistry();
          register(registry);
          registryPromise = Promise.resolve(registry);
        } catch {
          // keep the registry this page started with
        }
      }
      loadedOnce = true;
      const entry = registry.remotes[dir];
      if (!entry) throw new Error(`remote ${dir} is not in the registry`);
      let mod: { default: unknown } | null;
      try {
        mod = await loadRemote<{ default: unknown }>(`${entry.name}/app`);
      } catch (err) {
        reportClientError('remote-load', dir, entry.deployId, String((err as Error)?.message ?? err));
        throw err;
      }
      inUse.add(dir);
      const check = validateRemoteModule(mod?.default);
      if (!check.ok || !check.module) {
        // Version skew: nothing from a remote whose contract this shell does not know.
        const why = check.errors.join('; ');
        console.error(`[portal] remote ${dir} (${entry.deployId}) refused: ${why}`);
        reportClientError('remote-contract', dir, entry.deployId, why);
        throw new Error(`remote ${dir} has an incompatible contract`);
      }
      for (const w of check.warnings) console.warn(`[portal] remote ${dir}: skipped ${w}`);
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
