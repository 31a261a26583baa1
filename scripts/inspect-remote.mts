// Loads a remote's `./app` (src/app.tsx) in Node and checks its contract; prints one JSON line.
// Used by `portal publish/deploy` before a deployment goes live. Run with: node --import tsx inspect-remote.mts <dir>
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const dir = path.resolve(process.argv[2]);
const contracts = await import(pathToFileURL(path.resolve(import.meta.dirname, '../shared/src/contracts/remote.ts')).href);
const out: Record<string, unknown> = { ok: false, errors: [], warnings: [] };
try {
  const mod = await import(pathToFileURL(path.join(dir, 'src/app.tsx')).href);
  const candidate = mod.default?.default ?? mod.default;
  // An Arabic given as a loader is loaded here, so that every key is checked in both languages.
  const t = candidate?.translations;
  if (t && typeof t.ar === 'function') {
    try {
      candidate.translations = { ...t, ar: await t.ar() };
    } catch (err) {
      (out.errors as string[]).push(`cannot load the Arabic translations: ${(err as Error).message}`);
    }
  }
  const check = contracts.validateRemoteModule(candidate);
  // At deploy time every problem refuses the deployment, including entries the shell would merely skip.
  out.errors = [...(out.errors as string[]), ...check.errors];
  out.ok = check.ok && check.warnings.length === 0 && (out.errors as string[]).length === 0;
  out.warnings = check.warnings;
  if (check.module) {
    const pathsIn = (area: string) => check.module.routes.filter((r: { area: string }) => r.area === area).map((r: { path: string }) => r.path);
    out.routes = { home: pathsIn('home'), auth: pathsIn('auth'), root: pathsIn('root') };
    // The module each route, widget and overlay loads (`load: () => import('./login/login.page')`), as a path
    // from the repository root without extension, the keys of a build's page-chunks.json (scripts/webpack-config.cjs):
    // the deploy step writes them, and their files, into the deployment's portal-pages.json.
    const repoRoot = path.resolve(import.meta.dirname, '..');
    const moduleOf = (load: unknown): string | undefined => {
      const request = typeof load === 'function' ? /\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(load))?.[1] : undefined;
      if (!request?.startsWith('.')) return undefined;
      return path.relative(repoRoot, path.resolve(dir, 'src', request)).split(path.sep).join('/').replace(/\.[cm]?[jt]sx?$/, '');
    };
    type Loaded = { load?: unknown };
    const modules = (list: Loaded[] | undefined) => (list ?? []).map((x) => moduleOf(x.load)).filter((m): m is string => m !== undefined);
    out.modules = {
      app: path.relative(repoRoot, path.join(dir, 'src/app')).split(path.sep).join('/'),
      pages: Object.fromEntries(
        check.module.routes.flatMap((r: Loaded & { area: string; path: string }) => {
          const m = moduleOf(r.load);
          return m ? [[`${r.area}/${r.path}`, m]] : [];
        }),
      ),
      widgets: modules(check.module.widgets),
      overlays: modules(check.module.overlays),
    };
    const { en, ar, namespace } = check.module.translations;
    // The menu entries and tiles as data in the registry (labels in both languages), so that the shell draws them
    // without loading this remote; only when every one of them is data (`when`, no `visible` code).
    const text = (tree: Record<string, unknown>, labelKey: string): string | undefined => {
      const [ns, key] = labelKey.includes(':') ? labelKey.split(':', 2) : [namespace, labelKey];
      if (ns !== namespace) return undefined;
      let node: unknown = tree;
      for (const part of key!.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
      return typeof node === 'string' ? node : undefined;
    };
    type Entry = { id: string; labelKey: string; icon: string; order: number; to?: string; dialog?: string; badgeKey?: string; when?: unknown; visible?: unknown };
    const publish = (e: Entry) => {
      const label = { en: text(en, e.labelKey), ar: text(ar as Record<string, unknown>, e.labelKey) };
      if (e.visible || !label.en || !label.ar) return null;
      return { id: e.id, label, icon: e.icon, order: e.order, to: e.to, dialog: e.dialog, badgeKey: e.badgeKey, when: e.when };
    };
    const menu = (check.module.menu ?? []).map(publish);
    const tiles = (check.module.tiles ?? []).map(publish);
    if (![...menu, ...tiles].includes(null)) out.nav = { menu, tiles };
    out.dialogs = (check.module.dialogs ?? []).map((d: { id: string }) => d.id);
    out.overlays = (check.module.overlays ?? []).length > 0;
    out.widgets = (check.module.widgets ?? []).length > 0;
    const keys = (o: Record<string, unknown>, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`]));
    const enKeys = new Set(keys(en));
    const arKeys = new Set(keys(ar));
    const missing = [...enKeys].filter((k) => !arKeys.has(k)).map((k) => `ar lacks ${k}`).concat([...arKeys].filter((k) => !enKeys.has(k)).map((k) => `en lacks ${k}`));
    if (missing.length) {
      out.ok = false;
      (out.errors as string[]).push(...missing.slice(0, 20));
    }
  }
  const require = createRequire(path.join(dir, 'package.json'));
  out.dependencies = require(path.join(dir, 'package.json')).dependencies;
} catch (err) {
  (out.errors as string[]).push(`cannot load ./app: ${(err as Error).message}`);
}
process.stdout.write(JSON.stringify(out) + '\n');
