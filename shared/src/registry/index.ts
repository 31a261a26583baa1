/**
 * Which remotes a page needs and which files of a remote's deployment its `./app` is made of: read by the
 * shell's entry file (shell/src/registry/preload.ts, which preloads them from the browser) and by the portal
 * server (api/src/http/web.ts, which names them in the page it sends). Plain functions over the registry
 * and the manifests, no browser or Node API, so both run the same rules.
 *
 * Not a federated shared module (scripts/webpack-config.cjs leaves it out): the entry file bundles it itself,
 * since it runs before any shared module can be.
 */

import type { DashboardTile, RouteArea } from '../contracts/remote';

/**
 * A menu entry or dashboard tile as the deploy step writes it into the registry: the contract's entry with its label
 * in both languages in place of the key, and no `visible` code (only entries given as data are written).
 */
export type PublishedEntry = Omit<DashboardTile, 'labelKey' | 'visible'> & { label: { en: string; ar: string } };

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
  /**
   * Route paths the remote owns, written by the deploy step from its contract; lets a page load only its owner.
   * `root`: top-level pages (`/valet`); absent in deployments from before that area existed.
   */
  routes?: { home: string[]; auth: string[]; root?: string[] };
  /**
   * The remote's menu entries and tiles, written by the deploy step when all of them are data (`when`, no
   * `visible` code): the shell draws them without loading the remote. Absent: the remote is loaded on every
   * signed-in page to draw them (a deployment from before, or one whose entries are code).
   */
  nav?: { menu: PublishedEntry[]; tiles: PublishedEntry[] };
  /** Ids of the dialogs it contributes (a menu entry, a tile or the top bar opens one by id). */
  dialogs?: string[];
  /** It draws over every signed-in page (entry overlays): loaded with each of them. */
  overlays?: boolean;
  /** It has dashboard widgets: loaded with the dashboard. */
  widgets?: boolean;
}

export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

export function remotesForRole(registry: Registry, roleId: number): string[] {
  return Object.entries(registry.remotes)
    .filter(([, r]) => !r.roles || r.roles.includes(roleId))
    .map(([dir]) => dir);
}

/** Which remote owns `/home/<path>`, `/auth/<path>` or, in the `root` area, `/<path>` (first segment, case-insensitive). */
export function ownerOf(registry: Registry, area: RouteArea, path: string): string | undefined {
  const first = path.replace(/^\/+/, '').split('/')[0]!.toLowerCase();
  if (!first && area === 'root') return undefined;
  for (const [dir, r] of Object.entries(registry.remotes)) {
    if (r.routes?.[area]?.some((p) => p.split('/')[0]!.toLowerCase() === first)) return dir;
  }
  return undefined;
}

/** Whether `pathname` is a public page of the portal's frame (`/`, `/home`, `/home/...`, any case). */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || /^\/home(\/|$)/i.test(pathname);
}

/** Whether `pathname` is a page of the signed-in area (`/auth`, `/auth/...`, any case). */
export function isSignedInPath(pathname: string): boolean {
  return /^\/auth(\/|$)/i.test(pathname);
}

/** Whether `pathname` is the dashboard (`/auth`, `/auth/dashboard`). */
export function isDashboardPath(pathname: string): boolean {
  return /^\/auth\/?$|^\/auth\/dashboard\/?$/i.test(pathname);
}

/**
 * Which of `dirs` a signed-in page renders something of: the page's owner, the remotes with overlays (every
 * page), on the dashboard the remotes with widgets, and every remote whose menu and tiles are not in the
 * registry (`nav`), since the menu needs them. The others load when they are first needed (a page, a dialog).
 */
function signedInNeeds(registry: Registry, dirs: string[], pathname: string): string[] {
  const owner = ownerOf(registry, 'auth', pathname.replace(/^\/auth\/?/i, ''));
  const dashboard = isDashboardPath(pathname);
  return dirs.filter((dir) => {
    const r = registry.remotes[dir]!;
    return !r.nav || r.overlays || dir === owner || (dashboard && r.widgets);
  });
}

/**
 * The remotes a page at `pathname` loads as soon as it renders, the same choice as the layouts make: on a
 * signed-in page those of the role it renders something of (see signedInNeeds); a public or top-level page only
 * its owner ('/' is the login). Nothing when that is not known yet (no route index: development).
 */
export function remotesForPage(registry: Registry, pathname: string, roleId: number | null): string[] {
  if (isSignedInPath(pathname)) return roleId === null ? [] : signedInNeeds(registry, remotesForRole(registry, roleId), pathname);
  const owner = isPublicPath(pathname) ? ownerOf(registry, 'home', pathname === '/' ? 'login' : pathname.replace(/^\/home\/?/i, '')) : ownerOf(registry, 'root', pathname);
  return owner ? [owner] : [];
}

/**
 * The remotes a page needs whoever asks for it: a public page's owner; on a signed-in page, those open to every
 * role (the server sending the page does not know the visitor's role; the entry file adds the rest).
 */
export function remotesForEveryone(registry: Registry, pathname: string): string[] {
  if (isSignedInPath(pathname)) return signedInNeeds(registry, Object.keys(registry.remotes).filter((dir) => !registry.remotes[dir]!.roles), pathname);
  return remotesForPage(registry, pathname, null);
}

/** Which remote contributes the dialog `id`, by the registry (undefined when no entry says so). */
export function dialogOwner(registry: Registry, dirs: string[], id: string): string | undefined {
  return dirs.find((dir) => registry.remotes[dir]?.dialogs?.includes(id));
}

/** The parts of a Module Federation manifest (mf-manifest.json) that name the files of an exposed module. */
export interface ManifestLike {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The remote entry and the synchronous scripts of `./app`, as absolute addresses. Files are relative to the
 * manifest's folder when the public path is `auto` (how the deploy step builds the remotes), else to that path.
 */
export function appFiles(manifestUrl: string, manifest: ManifestLike): string[] {
  const meta = manifest.metaData ?? {};
  const base = !meta.publicPath || meta.publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(meta.publicPath, manifestUrl).href;
  const files: string[] = [];
  const entry = meta.remoteEntry?.name;
  if (entry) files.push(new URL([meta.remoteEntry?.path, entry].filter(Boolean).join('/'), base).href);
  const app = manifest.exposes?.find((e) => e.name === 'app' || e.path === './app');
  for (const js of app?.assets?.js?.sync ?? []) files.push(new URL(js, base).href);
  return files;
}
