import type { ComponentType } from 'react';
import type { IconName } from '../ui/icon-names';

/**
 * The contract between the shell and a remote. Each remote's `src/app.tsx` default-exports a
 * `RemoteModule` (`satisfies RemoteModule`), exposed as `./app`. The shell knows a remote only through
 * this object; it validates every entry (see `validateRemoteModule`) and skips a bad one with a warning.
 */
export const CONTRACT_VERSION = 1;

export type BrandName = 'burjeel' | 'medeor' | 'lifecare' | 'llh' | 'colab';
export type LangCode = 'en' | 'ar';

/** What decides whether a menu entry, tile, widget or route is shown. */
export interface VisibilityContext {
  roleId: number;
  brand: BrandName;
  /** Facility code of the chosen hospital (e.g. BU10, BM10, LL18), '' when none. */
  facilityCode: string;
  /** Family member id the page acts for (0 = the account holder). */
  memberId?: number;
}

export type Visibility = (ctx: VisibilityContext) => boolean;

/**
 * When a menu entry or tile shows, as data: every condition given must hold (no condition: always). Data, not
 * code, so that the deploy step can write the entry into the registry and the shell can draw the menu and the
 * dashboard's tiles without downloading the remote (the dashboard loads only the remotes it renders).
 */
export interface ShowWhen {
  /** Only for these roles (1 patient, 2 broadcaster, 3 administrator). */
  roles?: number[];
  /** Only for these brands. */
  brands?: BrandName[];
  /** Only when the chosen hospital is one of these (brand and facility code, e.g. burjeel BU10). */
  hospitals?: Array<{ brand: BrandName; facility: string }>;
}

/** Whether an entry with this condition shows in this context. */
export function shows(when: ShowWhen | undefined, ctx: VisibilityContext): boolean {
  if (!when) return true;
  if (when.roles && !when.roles.includes(ctx.roleId)) return false;
  if (when.brands && !when.brands.includes(ctx.brand)) return false;
  const code = ctx.facilityCode.toUpperCase();
  if (when.hospitals && !when.hospitals.some((h) => h.brand === ctx.brand && h.facility.toUpperCase() === code)) return false;
  return true;
}

/** Whether an entry shows in this context, by its `visible` code or its `when` data. */
export function isShown(entry: { visible?: Visibility; when?: ShowWhen }, ctx: VisibilityContext): boolean {
  return entry.visible ? entry.visible(ctx) : shows(entry.when, ctx);
}

/** What is wrong with a `when` (it must be plain data the registry can hold), or null. */
export function showWhenProblem(when: unknown): string | null {
  if (when === undefined) return null;
  if (!when || typeof when !== 'object' || Array.isArray(when)) return 'when is not an object';
  const w = when as Record<string, unknown>;
  const extra = Object.keys(w).filter((k) => k !== 'roles' && k !== 'brands' && k !== 'hospitals');
  if (extra.length) return `when has unknown conditions: ${extra.join(', ')}`;
  if (w.roles !== undefined && !(Array.isArray(w.roles) && w.roles.every((r) => Number.isInteger(r)))) return 'when.roles is not a list of role ids';
  if (w.brands !== undefined && !(Array.isArray(w.brands) && w.brands.every((b) => typeof b === 'string' && b))) return 'when.brands is not a list of brands';
  if (w.hospitals !== undefined && !(Array.isArray(w.hospitals) && w.hospitals.every((h) => h && typeof h.brand === 'string' && typeof h.facility === 'string' && h.facility)))
    return 'when.hospitals is not a list of { brand, facility }';
  return null;
}

export type LazyComponent = () => Promise<{ default: ComponentType<any> }>;

/** Public pages (`/home/…`), signed-in pages (`/auth/…`) and top-level pages with their own frame (`/…`). */
export type RouteArea = 'home' | 'auth' | 'root';
export const ROUTE_AREAS: readonly RouteArea[] = ['home', 'auth', 'root'];

/** The address prefix of an area: `/home`, `/auth`, or nothing for `root`. */
export const areaPrefix = (area: RouteArea): string => (area === 'root' ? '' : `/${area}`);

export interface RemoteRoute {
  /**
   * Path under its area, without the leading area: `login` → `/home/login`, `findDoctor` → `/auth/findDoctor`;
   * in the `root` area the path sits right under `/` (`valet` → `/valet`) and the page draws its own frame
   * (no portal header, menu or footer: a separate application such as the valet mock-up, docs/product.md#content-valet).
   */
  path: string;
  area: RouteArea;
  load: LazyComponent;
  /**
   * Who may open it, as data (`{ roles: [3] }`): the shell's router checks it on every address, typed or followed,
   * and answers a refused one as `redirectTo` says; the menu entry's `when` only hides the link.
   */
  when?: ShowWhen;
  /** The same as code (one of `when` or `visible`). */
  visible?: Visibility;
  /** Where to send the user when `when` or `visible` says no (default: the dashboard). */
  redirectTo?: string;
  /**
   * The server draws this page as HTML before any script runs, from the deployment's server build (a public page
   * that needs no navigation state and no session; docs/architecture.md "The first view from the server").
   */
  firstView?: boolean;
}

export interface MenuEntry {
  id: string;
  /** i18n key in the remote's namespace, `ns:key`. */
  labelKey: string;
  /** One of the portal's icons (`ICON_NAMES`, shared/src/ui/icon-names.ts); the deploy refuses another name. */
  icon: IconName;
  order: number;
  /** Either a route (absolute, `/auth/...`) or a dialog contributed by a remote. */
  to?: string;
  dialog?: string;
  /** When it shows, as data (preferred: the shell can draw it from the registry, see ShowWhen). */
  when?: ShowWhen;
  /** When it shows, as code: the remote must then be loaded on every signed-in page to draw the menu. */
  visible?: Visibility;
}

export interface DashboardTile {
  id: string;
  labelKey: string;
  icon: IconName;
  order: number;
  to?: string;
  dialog?: string;
  /** i18n key of a small badge, e.g. 'New'. */
  badgeKey?: string;
  /** As for menu entries: data (drawn from the registry) or code (the remote loads with the dashboard). */
  when?: ShowWhen;
  visible?: Visibility;
}

export interface DashboardWidget {
  id: string;
  order: number;
  load: LazyComponent;
  /** 'full' spans the dashboard width; 'half' takes a column on wide screens. */
  span?: 'full' | 'half';
  visible?: Visibility;
}

/** A dialog a remote contributes; opened by menu entries and tiles through its id. Props: `{ open, onClose }`. */
export interface RemoteDialog {
  id: string;
  load: LazyComponent;
}

/** Components rendered once over every authenticated page (entry dialogs such as 'Complete your Profile'). */
export interface RemoteOverlay {
  id: string;
  load: LazyComponent;
  visible?: Visibility;
}

export interface RemoteTranslations {
  /** i18next namespace, usually the remote's short name (`identity`, `content`…). */
  namespace: string;
  en: Record<string, unknown>;
  /**
   * The Arabic, or a loader of it (`() => import('./i18n/ar.json').then((m) => m.default)`): a loader keeps
   * the Arabic out of `./app`, and it is fetched only when Arabic is chosen (English is the default and
   * most visits never need it). The deploy step loads it and checks every key either way.
   */
  ar: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
  /**
   * Texts only some of the remote's pages need (its signed-in pages, say), by group, in both languages: a group is
   * loaded when one of its pages asks (`loadDeferredTranslations(namespace, group)` of `@portal/shared/i18n`, in
   * the page's `load`), so that `./app` and the other pages do not carry it. Keys of a menu entry or tile cannot
   * be here. The deploy step loads every group and checks every key either way.
   */
  deferred?: Record<string, { en: () => Promise<Record<string, unknown>>; ar: () => Promise<Record<string, unknown>> }>;
}

export interface RemoteModule {
  contractVersion: typeof CONTRACT_VERSION;
  name: string;
  routes: RemoteRoute[];
  menu?: MenuEntry[];
  tiles?: DashboardTile[];
  widgets?: DashboardWidget[];
  dialogs?: RemoteDialog[];
  overlays?: RemoteOverlay[];
  translations: RemoteTranslations;
}

export interface RemoteCheck {
  ok: boolean;
  /** Problems that make the whole module unusable. */
  errors: string[];
  /** Entries skipped (the rest of the module is still used). */
  warnings: string[];
  /** The module with bad entries removed (only when ok). */
  module?: RemoteModule;
}

const isFn = (v: unknown) => typeof v === 'function';
const isStr = (v: unknown) => typeof v === 'string' && v.length > 0;

function hasKey(tree: Record<string, unknown>, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in (node as object))) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/**
 * Checks a remote's contract. Used by the shell at run time (bad entries are skipped with a warning)
 * and by `pnpm portal deploy` before a deployment goes live (any problem refuses it).
 */
export function validateRemoteModule(candidate: unknown): RemoteCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const m = candidate as Partial<RemoteModule> | null;
  if (!m || typeof m !== 'object') return { ok: false, errors: ['module is not an object'], warnings };
  if (m.contractVersion !== CONTRACT_VERSION) errors.push(`unknown contract version ${String(m.contractVersion)} (shell knows ${CONTRACT_VERSION})`);
  if (!isStr(m.name)) errors.push('name is missing');
  const t = m.translations;
  if (!t || !isStr(t.namespace) || typeof t.en !== 'object' || (typeof t.ar !== 'object' && typeof t.ar !== 'function')) errors.push('translations are missing');
  else if (t.deferred !== undefined && (!t.deferred || typeof t.deferred !== 'object' || Object.values(t.deferred).some((g) => !g || !isFn(g.en) || !isFn(g.ar)))) errors.push('each group of deferred translations needs an en and an ar loader');
  if (!Array.isArray(m.routes)) errors.push('routes is not a list');
  if (errors.length) return { ok: false, errors, warnings };

  const ns = t!.namespace;
  const keyOk = (key: string) => {
    const [kns, rest] = key.includes(':') ? key.split(':', 2) : [ns, key];
    if (kns !== ns) return true; // another namespace (e.g. 'common') is the shell's to check
    // Arabic given as a loader is checked at deploy time (scripts/inspect-remote.mts loads it).
    return hasKey(t!.en, rest) && (typeof t!.ar === 'function' || hasKey(t!.ar, rest));
  };
  const keep = <T extends { id?: string; path?: string }>(list: T[] | undefined, what: string, check: (e: T) => string | null): T[] =>
    (list ?? []).filter((e) => {
      const problem = check(e);
      if (problem) warnings.push(`${what} ${e.id ?? e.path ?? '?'}: ${problem}`);
      return !problem;
    });

  const routes = keep(m.routes, 'route', (r) =>
    !isStr(r.path) ? 'path missing' : !ROUTE_AREAS.includes(r.area) ? 'area must be home, auth or root' : !isFn(r.load) ? 'load is not a function' : r.visible && !isFn(r.visible) ? 'visible is not a function' : r.visible && r.when ? 'visible and when together' : r.firstView !== undefined && (r.firstView !== true || r.area !== 'home' || r.when || r.visible) ? 'firstView is for public pages (area home, shown to everyone)' : showWhenProblem(r.when),
  );
  const labelled = (e: { labelKey?: string; icon?: string; order?: number; to?: string; dialog?: string; visible?: unknown; when?: unknown }) =>
    !isStr(e.labelKey)
      ? 'labelKey missing'
      : !keyOk(e.labelKey!)
        ? `translation ${e.labelKey} missing in en or ar`
        : typeof e.order !== 'number'
          ? 'order missing'
          : !e.to && !e.dialog
            ? 'needs to or dialog'
            : e.visible && !isFn(e.visible)
              ? 'visible is not a function'
              : e.visible && e.when
                ? 'visible and when together'
                : showWhenProblem(e.when);
  const menu = keep(m.menu, 'menu entry', labelled);
  const tiles = keep(m.tiles, 'tile', labelled);
  const widgets = keep(m.widgets, 'widget', (w) => (!isStr(w.id) ? 'id missing' : !isFn(w.load) ? 'load is not a function' : typeof w.order !== 'number' ? 'order missing' : null));
  const dialogs = keep(m.dialogs, 'dialog', (d) => (!isStr(d.id) ? 'id missing' : !isFn(d.load) ? 'load is not a function' : null));
  const overlays = keep(m.overlays, 'overlay', (o) => (!isStr(o.id) ? 'id missing' : !isFn(o.load) ? 'load is not a function' : null));
  return { ok: true, errors, warnings, module: { ...(m as RemoteModule), routes, menu, tiles, widgets, dialogs, overlays } };
}
