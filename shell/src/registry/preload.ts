/**
 * The part of the registry handling that runs in the shell's entry file (main.js), before the bootstrap
 * chunk and the shared libraries arrive: it starts reading `/registry/remotes.json` and, as soon as the
 * registry is known, adds `<link rel="preload">` for the manifests of the remotes this page will need
 * (the owner of a public page; every remote of the signed-in user's role). The federation runtime's own
 * fetch of a manifest, a moment later, is then answered by the preload.
 *
 * Nothing here may import a shared module (React, @portal/shared…): the entry file has no async boundary
 * yet. It must also stay small, since it is part of the login page's first load.
 */

/** One line of /registry/remotes.json: which deployment of a remote is live. */
export interface RegistryEntry {
  /** Federation name (`mfe_identity`). */
  name: string;
  manifest: string;
  deployId: string;
  /** Version of the RemoteModule contract the deployment was checked against. */
  contract?: number;
  /** Only these roles may load it (mfe-admin: 2 and 3). */
  roles?: number[];
  /** Route paths the remote owns, written by the deploy step from its contract; lets a page load only its owner. */
  routes?: { home: string[]; auth: string[] };
}

export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

export function fetchRegistry(): Promise<Registry> {
  return fetch('/registry/remotes.json', { cache: 'no-cache', credentials: 'same-origin' }).then((res) => {
    if (!res.ok) throw new Error(`registry answered ${res.status}`);
    return res.json() as Promise<Registry>;
  });
}

let early: Promise<Registry> | null = null;

/**
 * Called once by the entry file: the registry request leaves with main.js, not after the bootstrap chunk.
 * `preload` starts what the page's remotes will need (the monolith build passes its own: scripts/monolith).
 */
export function startRegistry(preload: (registry: Registry, dirs: string[]) => void = preloadManifests): void {
  early = fetchRegistry();
  early.then((registry) => preload(registry, remotesForPage(registry, location.pathname, storedRoleId())), () => undefined);
}

/** The registry read by the entry file, once; later reads go to the network. */
export function takeEarlyRegistry(): Promise<Registry> | null {
  const p = early;
  early = null;
  return p;
}

export function remotesForRole(registry: Registry, roleId: number): string[] {
  return Object.entries(registry.remotes)
    .filter(([, r]) => !r.roles || r.roles.includes(roleId))
    .map(([dir]) => dir);
}

/** Which remote owns `/home/<path>` or `/auth/<path>` (first segment, case-insensitive). */
export function ownerOf(registry: Registry, area: 'home' | 'auth', path: string): string | undefined {
  const first = path.replace(/^\/+/, '').split('/')[0]!.toLowerCase();
  for (const [dir, r] of Object.entries(registry.remotes)) {
    if (r.routes?.[area].some((p) => p.split('/')[0]!.toLowerCase() === first)) return dir;
  }
  return undefined;
}

/**
 * The remotes a page at `pathname` loads as soon as it renders, the same choice as the layouts make:
 * the authenticated area loads every remote of the role; a public page only its owner ('/' is the login).
 * Nothing when that is not known yet (no route index: development).
 */
export function remotesForPage(registry: Registry, pathname: string, roleId: number | null): string[] {
  if (/^\/auth(\/|$)/i.test(pathname)) return roleId === null ? [] : remotesForRole(registry, roleId);
  const owner = ownerOf(registry, 'home', pathname === '/' ? 'login' : pathname.replace(/^\/home\/?/i, ''));
  return owner ? [owner] : [];
}

/** The role of the stored session (the spec's `token` and `user` keys), or null when signed out. */
export function storedRoleId(): number | null {
  try {
    if (!localStorage.getItem('token')) return null;
    return Number(JSON.parse(localStorage.getItem('user') ?? '{}')?.roleId ?? 1) || 1;
  } catch {
    return null;
  }
}

/** Adds one `<link rel="preload" as="fetch">` per manifest not already preloaded by this page. */
export function preloadManifests(registry: Registry, dirs: string[]): void {
  for (const dir of dirs) {
    const href = registry.remotes[dir]?.manifest;
    if (!href || document.querySelector(`link[rel=preload][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    // A fetch() of the same address (the federation runtime's) reuses the preload only with matching CORS mode.
    link.setAttribute('crossorigin', 'anonymous');
    link.href = href;
    document.head.appendChild(link);
  }
}
