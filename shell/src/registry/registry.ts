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

/** Reads the registry once per page load and registers every remote's manifest with the federation runtime. */
export function getRegistry(): Promise<Registry> {
  if (!registryPromise) {
    registryPromise = fetch('/registry/remotes.json', { cache: 'no-cache', credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`registry answered ${res.status}`);
        return res.json() as Promise<Registry>;
      })
      .then((registry) => {
        registerRemotes(Object.values(registry.remotes).map((r) => ({ name: r.name, entry: r.manifest })));
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

/**
 * Loads a remote's `./app` once, validates its contract (bad entries are skipped with a warning; an
 * unknown contract version is refused), and registers its translations.
 */
export function loadRemoteModule(dir: string): Promise<RemoteModule> {
  let p = loaded.get(dir);
  if (!p) {
    p = (async () => {
      const registry = await getRegistry();
      const entry = registry.remotes[dir];
      if (!entry) throw new Error(`remote ${dir} is not in the registry`);
      const mod = await loadRemote<{ default: unknown }>(`${entry.name}/app`);
      const check = validateRemoteModule(mod?.default);
      if (!check.ok || !check.module) {
        console.error(`[portal] remote ${dir} refused: ${check.errors.join('; ')}`);
        throw new Error(`remote ${dir} has an incompatible contract`);
      }
      for (const w of check.warnings) console.warn(`[portal] remote ${dir}: skipped ${w}`);
      addRemoteTranslations(check.module.translations);
      return check.module;
    })();
    loaded.set(dir, p);
    // A failed load is forgotten so that Retry fetches it again (with the federation runtime reset).
    p.catch(() => {
      loaded.delete(dir);
      getRegistry()
        .then((registry) => {
          const e = registry.remotes[dir];
          if (e) registerRemotes([{ name: e.name, entry: e.manifest }], { force: true });
        })
        .catch(() => undefined);
    });
  }
  return p;
}
