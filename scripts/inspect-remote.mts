// Loads a remote's `./app` (src/app.tsx) in Node and checks its contract; prints one JSON line.
// Used by `portal publish/deploy` before a deployment goes live. Run with:
//   node --import tsx inspect-remote.mts <dir> [--registry <remotes.json>] [--manifest <mf-manifest.json> --name <federation name>]
// Besides the contract's shape: the icons, the targets of the menu entries and tiles (against the live registry),
// the translation keys the sources use, and the build's federation name (shared/src/contracts/deploy-check.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as contracts from '../shared/src/contracts/remote.ts';
import * as deployCheck from '../shared/src/contracts/deploy-check.ts';
import { COMMON_EN } from '../shared/src/i18n/common.ts';
import { COMMON_AR } from '../shared/src/i18n/common-ar.ts';
import { mergeBundles } from '../shared/src/testing/translations.ts';
import { BOOKING_AR, BOOKING_EN } from '../shared/src/booking/texts.ts';

const [dirArg, ...flags] = process.argv.slice(2);
const flag = (name: string) => (flags.includes(name) ? flags[flags.indexOf(name) + 1] : undefined);
const dir = path.resolve(dirArg!);
const repoRoot = path.resolve(import.meta.dirname, '..');
const out: Record<string, unknown> = { ok: false, errors: [], warnings: [] };
const refuse = (problems: string[]) => {
  if (!problems.length) return;
  out.ok = false;
  (out.errors as string[]).push(...problems);
};
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
  // So is every group of deferred texts (the pages that load one use its keys like any other).
  const deferred = candidate?.translations?.deferred;
  if (deferred && typeof deferred === 'object' && typeof candidate.translations.ar === 'object') {
    for (const [group, load] of Object.entries(deferred as Record<string, { en: () => Promise<Record<string, unknown>>; ar: () => Promise<Record<string, unknown>> }>)) {
      try {
        const [en, ar] = await Promise.all([load.en(), load.ar()]);
        candidate.translations = { ...candidate.translations, en: mergeBundles(candidate.translations.en, en), ar: mergeBundles(candidate.translations.ar, ar) };
      } catch (err) {
        (out.errors as string[]).push(`cannot load the deferred translations '${group}': ${(err as Error).message}`);
      }
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
    // from the repository root without extension, the keys of a build's page-chunks.json (@portal/build):
    // the deploy step writes them, and their files, into the deployment's portal-pages.json.
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
    // The pages the server draws as HTML (the registry's `firstView`; the deploy step renders each before going live).
    out.firstView = check.module.routes.filter((r: { firstView?: boolean }) => r.firstView === true).map((r: { area: string; path: string }) => `${r.area}/${r.path}`);
    const rel = (p: string) => path.relative(repoRoot, p).split(path.sep).join('/');
    const i18nFile = (lang: string) => [`src/i18n/${lang}.json`, `src/i18n/${lang}.ts`].find((f) => fs.existsSync(path.join(dir, f))) ?? `src/i18n/${lang}.json`;
    const files = { dir: rel(dir), app: rel(path.join(dir, 'src/app.tsx')), en: rel(path.join(dir, i18nFile('en'))), ar: rel(path.join(dir, i18nFile('ar'))) };
    refuse(deployCheck.unmatchedKeys(en, ar as Record<string, unknown>, files));
    refuse(deployCheck.unknownIcons(check.module, files));
    const registryFile = flag('--registry');
    if (registryFile) {
      const registry = fs.existsSync(registryFile) ? JSON.parse(fs.readFileSync(registryFile, 'utf8')) : { remotes: {} };
      refuse(deployCheck.unownedTargets(check.module, files, registry));
    }
    // The keys the sources use (tests and test helpers are not shipped), in every namespace a remote may use.
    const texts = { common: { en: COMMON_EN, ar: COMMON_AR }, booking: { en: BOOKING_EN, ar: BOOKING_AR }, [namespace]: { en, ar } };
    const shipped = (p: string) => /\.tsx?$/.test(p) && !/\.test\.tsx?$|-test-support\.tsx?$|\.d\.ts$/.test(p) && !/[\\/](test|testing)[\\/]/.test(p);
    const sources = (fs.readdirSync(path.join(dir, 'src'), { recursive: true }) as string[]).map((p) => path.join(dir, 'src', p)).filter(shipped);
    const used = sources.flatMap((file) => deployCheck.usedTranslationKeys(rel(file), fs.readFileSync(file, 'utf8'), namespace));
    refuse(deployCheck.missingTranslations(used, texts, namespace, files));
    const manifest = flag('--manifest');
    if (manifest) {
      const built = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).name : undefined;
      const problem = deployCheck.federationNameProblem(built, flag('--name') ?? '', files);
      if (problem) refuse([problem]);
    }
  }
  const require = createRequire(path.join(dir, 'package.json'));
  out.dependencies = require(path.join(dir, 'package.json')).dependencies;
} catch (err) {
  (out.errors as string[]).push(`cannot load ./app: ${(err as Error).message}`);
}
process.stdout.write(JSON.stringify(out) + '\n');
