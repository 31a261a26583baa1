/**
 * Which remotes a page needs and which files of a remote's deployment its `./app` is made of: read by the
 * shell's entry file (shell/src/registry/preload.ts, which preloads them from the browser) and by the portal
 * server (api/src/http/web.ts, which names them in the page it sends). Plain functions over the registry
 * and the manifests, no browser or Node API, so both run the same rules.
 *
 * Not a federated shared module (@portal/build leaves it out): the entry file bundles it itself,
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
  /**
   * The remote entry (`remoteEntry.js`) of the deployment, which the shell registers with the federation runtime
   * (no manifest read on the way: the runtime's snapshot plugin is compiled out). Written by the deploy step from
   * the manifest; absent in entries from before, where remoteEntryOf takes the file next to the manifest.
   */
  entry?: string;
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
  /**
   * Its pages the server draws as HTML before any script runs (`firstView` routes of its contract, as
   * `<area>/<path>`: `home/login`), from the deployment's server build (`server/app.cjs`), checked by the deploy step
   * (docs/architecture.md "The first view from the server").
   */
  firstView?: string[];
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
  const owner = ownerOf(registry, ...routeOf(pathname));
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
  const owner = ownerOf(registry, ...routeOf(pathname));
  return owner ? [owner] : [];
}

/** The area of the page at `pathname` and its path within it ('/' is the login, `/auth/x` is `x` of `auth`). */
export function routeOf(pathname: string): [RouteArea, string] {
  if (isSignedInPath(pathname)) return ['auth', pathname.replace(/^\/auth\/?/i, '')];
  if (isPublicPath(pathname)) return ['home', pathname === '/' ? 'login' : pathname.replace(/^\/home\/?/i, '')];
  return ['root', pathname];
}

/**
 * The one remote a page cannot paint without: its route's owner (none on the shell's own pages, such as the
 * dashboard). The page's other remotes (overlays, dashboard widgets, menus not in the registry) are fetched after
 * its first paint (shell/src/registry/preload.ts afterFirstPaint): fetched alongside main.js, they would share the
 * slow network with it and hold up that paint (LCP of /auth/dashboard in Lighthouse's simulation).
 */
export function pageOwner(registry: Registry, pathname: string): string | undefined {
  return ownerOf(registry, ...routeOf(pathname));
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

/** The remote entry the shell registers for a registry entry: `entry`, else `remoteEntry.js` next to the manifest. */
export function remoteEntryOf(entry: Pick<RegistryEntry, 'manifest' | 'entry'>): string {
  return entry.entry ?? entry.manifest.replace(/[^/]*$/, 'remoteEntry.js');
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
  const base = deploymentBase(manifestUrl, manifest);
  const files: string[] = [];
  const entry = meta.remoteEntry?.name;
  if (entry) files.push(new URL([meta.remoteEntry?.path, entry].filter(Boolean).join('/'), base).href);
  const app = manifest.exposes?.find((e) => e.name === 'app' || e.path === './app');
  for (const js of app?.assets?.js?.sync ?? []) files.push(new URL(js, base).href);
  return files;
}

/** Where a deployment's files are: the manifest's folder when the public path is `auto`, else that path. */
function deploymentBase(manifestUrl: string, manifest: ManifestLike): string {
  const publicPath = manifest.metaData?.publicPath;
  return !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
}

/**
 * A deployment's `portal-pages.json`, next to its manifest (written by the deploy step, scripts/portal.mjs): the
 * modules of its `./app`, of each route's page (`"home/login": "mfe-identity/src/login/login.page"`), of its
 * dashboard widgets and of its overlays, as paths from the repository root without extension, and `files`, the
 * script files of each, relative to the manifest's folder. Absent in deployments from before it existed.
 */
export const PAGE_FILES = 'portal-pages.json';
export interface PageFiles {
  app?: string;
  pages?: Record<string, string>;
  widgets?: string[];
  overlays?: string[];
  files?: Record<string, string[]>;
}

/**
 * The shell's own modules a page renders as soon as it starts (shell/src/app.tsx loads them lazily): the
 * signed-in frame on every `/auth` page, with the icons its top bar draws (@portal/shared/ui's icon shapes), and
 * the dashboard on the dashboard. Keys of the shell build's page-chunks.json, as PageFiles names modules.
 */
export const SHELL_PAGE_MODULES = { authLayout: 'shell/src/layout/auth-layout', icons: 'shared/src/ui/icon-shapes', dashboard: 'shell/src/dashboard/dashboard.page' } as const;
export function shellPageModules(pathname: string): string[] {
  if (!isSignedInPath(pathname)) return [];
  const frame = [SHELL_PAGE_MODULES.authLayout, SHELL_PAGE_MODULES.icons];
  return isDashboardPath(pathname) ? [...frame, SHELL_PAGE_MODULES.dashboard] : frame;
}

/** Whether a route path (`notification/BroadcastNotification`, `doctor/:id`, `files/*`) matches `rest`, as the router does (any case). */
export function routeMatches(route: string, rest: string): boolean {
  const want = route.split('/').filter(Boolean);
  const have = rest.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') return true;
    const optional = part.endsWith('?');
    if (have[i] === undefined) return optional && want.slice(i + 1).every((p) => p.endsWith('?') || p === '*');
    if (!part.startsWith(':') && part.replace(/\?$/, '').toLowerCase() !== have[i]!.toLowerCase()) return false;
  }
  return have.length === want.length;
}

const AREA_PREFIX: Record<RouteArea, string> = { home: '/home/', auth: '/auth/', root: '/' };
/** The shell's own pages (no remote owns them) as route labels. */
export const SHELL_ROUTE_LABELS = ['/auth/dashboard'] as const;

/**
 * The page at `pathname` as a metrics label: its route's pattern in the owner's route table with its area
 * (`/auth/appointments`, `/home/login`, `/auth/doctor/:id`), `/auth/dashboard`, or `other`. The address itself
 * never becomes a label: it may carry ids, and every distinct value would be a new time series.
 */
export function routeLabel(registry: Registry, pathname: string): string {
  if (isDashboardPath(pathname)) return SHELL_ROUTE_LABELS[0];
  const [area, rest] = routeOf(pathname);
  const owner = ownerOf(registry, area, rest);
  const route = owner ? (registry.remotes[owner]!.routes?.[area] ?? []).find((p) => routeMatches(p, rest)) : undefined;
  return route === undefined ? 'other' : `${AREA_PREFIX[area]}${route}`;
}

/** Every label routeLabel can give with this registry, and the remote that owns each (the server checks beacons against it). */
export function routeLabels(registry: Registry): Map<string, string | undefined> {
  const labels = new Map<string, string | undefined>(SHELL_ROUTE_LABELS.map((l) => [l, undefined]));
  labels.set('other', undefined);
  for (const [dir, entry] of Object.entries(registry.remotes)) {
    for (const area of Object.keys(AREA_PREFIX) as RouteArea[]) {
      for (const route of entry.routes?.[area] ?? []) labels.set(`${AREA_PREFIX[area]}${route}`, dir);
    }
  }
  return labels;
}

/**
 * The modules of remote `dir` that the page at `pathname` runs as soon as it renders, besides `./app`: its route's
 * page when `dir` owns it, on the dashboard the remote's widgets, on a signed-in page its overlays.
 */
export function pageModules(registry: Registry, dir: string, pathname: string, files: PageFiles): string[] {
  const entry = registry.remotes[dir];
  if (!entry) return [];
  const signedIn = isSignedInPath(pathname);
  const [area, rest] = routeOf(pathname);
  const modules: string[] = [];
  const route = (entry.routes?.[area] ?? []).find((p) => routeMatches(p, rest));
  const page = route ? files.pages?.[`${area}/${route}`] : undefined;
  if (page) modules.push(page);
  if (signedIn && isDashboardPath(pathname) && entry.widgets) modules.push(...(files.widgets ?? []));
  if (signedIn && entry.overlays) modules.push(...(files.overlays ?? []));
  return [...new Set(modules)];
}

/** The script files of `modules` in a deployment (its portal-pages.json `files`), as absolute addresses resolved as appFiles resolves them. */
export function deploymentFiles(manifestUrl: string, manifest: ManifestLike, files: PageFiles, modules: string[]): string[] {
  const base = deploymentBase(manifestUrl, manifest);
  return [...new Set(modules.flatMap((m) => files.files?.[m] ?? []))].map((name) => new URL(name, base).href);
}
