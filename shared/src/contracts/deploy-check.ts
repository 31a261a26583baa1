import { ICON_NAMES, isIconName } from '../ui/icon-names';
import { isDashboardPath, isPublicPath, routeMatches, routeOf, type Registry } from '../registry';
import type { RemoteModule } from './remote';

/**
 * What the deploy step checks beyond the contract's shape (validateRemoteModule) before a deployment goes live
 * (scripts/inspect-remote.mts, run by `pnpm portal deploy|publish`): mistakes the shell would otherwise show as a
 * wrong icon, a menu entry or tile leading to the not-found page, a raw translation key on the page, or a remote
 * that never loads. Each refusal names the file to change and the change. Plain functions over what the deploy
 * step read (the remote's module and sources, the registry, the build's manifest): no file system here.
 */

/** Where a remote's files are, from the repository root, for the messages. */
export interface RemoteFiles {
  /** The remote's folder (`mfe-records`). */
  dir: string;
  /** Its contract (`mfe-records/src/app.tsx`). */
  app: string;
  /** Its English and Arabic texts (`mfe-records/src/i18n/en.json`, `…/ar.json`). */
  en: string;
  ar: string;
}

type Entry = { id: string; icon: string; to?: string; dialog?: string };
const entries = (module: RemoteModule): Array<{ what: string; entry: Entry }> => [
  ...(module.menu ?? []).map((entry) => ({ what: 'menu entry', entry })),
  ...(module.tiles ?? []).map((entry) => ({ what: 'tile', entry })),
];

/** Menu entries and tiles whose icon the portal does not draw (the shell would draw its 'help' icon instead). */
export function unknownIcons(module: RemoteModule, files: RemoteFiles): string[] {
  return entries(module)
    .filter(({ entry }) => !isIconName(entry.icon))
    .map(
      ({ what, entry }) =>
        `${files.app}: ${what} '${entry.id}' has the icon '${entry.icon}', which the portal does not draw. Use one of ${ICON_NAMES.join(', ')} ` +
        `(shared/src/ui/icon-names.ts), or add the icon there and its drawing in shared/src/ui/icon-shapes.tsx first.`,
    );
}

/** The shell's own pages: the dashboard (`/auth`, `/auth/dashboard`) and the public frame's start (`/`, `/home`). */
const shellOwns = (pathname: string) => isDashboardPath(pathname) || /^\/(home\/?)?$/i.test(pathname);

/**
 * Menu entries and tiles that lead nowhere: a route (`to`) no live remote owns once this deployment is live (the
 * registry's routes, this remote's taken from its new contract) and that is not the shell's, or a dialog no live
 * remote contributes. Either would open the not-found page, or nothing, for every user.
 */
export function unownedTargets(module: RemoteModule, files: RemoteFiles, registry: Registry): string[] {
  const own = (area: string) => module.routes.filter((r) => r.area === area).map((r) => r.path);
  const live: Registry = {
    remotes: { ...registry.remotes, [files.dir]: { name: '', manifest: '', deployId: '', routes: { home: own('home'), auth: own('auth'), root: own('root') }, dialogs: (module.dialogs ?? []).map((d) => d.id) } },
  };
  const owner = (to: string) => {
    const pathname = to.split(/[?#]/)[0]!;
    if (shellOwns(pathname)) return 'shell';
    const [area, rest] = routeOf(pathname);
    return Object.keys(live.remotes).find((dir) => (live.remotes[dir]!.routes?.[area] ?? []).some((p) => routeMatches(p, rest)));
  };
  // A deployment from before the registry listed dialogs may contribute any: no dialog is refused then.
  const dialogsKnown = Object.values(live.remotes).every((r) => Array.isArray(r.dialogs));
  const routesHere = module.routes.map((r) => (r.area === 'root' ? `/${r.path}` : `/${r.area}/${r.path}`));
  const problems: string[] = [];
  for (const { what, entry } of entries(module)) {
    if (entry.to !== undefined && (!entry.to.startsWith('/') || !owner(entry.to))) {
      const where = isPublicPath(entry.to) || !entry.to.startsWith('/') ? '' : ' signed-in';
      problems.push(
        `${files.app}: ${what} '${entry.id}' links to ${entry.to}, a${where} page no live remote owns. Correct its 'to' ` +
          `(${routesHere.length ? `this remote's pages: ${routesHere.join(', ')}` : 'this remote has no pages'}), or add the route to the routes of the remote that should own it and deploy that remote first.`,
      );
    }
    if (entry.dialog !== undefined && dialogsKnown && !Object.values(live.remotes).some((r) => r.dialogs?.includes(entry.dialog!))) {
      problems.push(`${files.app}: ${what} '${entry.id}' opens the dialog '${entry.dialog}', which no live remote contributes. Correct its 'dialog', or add the dialog to the 'dialogs' of the remote that draws it.`);
    }
  }
  return problems;
}

/** A `t('key')` call with a literal key, found in a source file. */
export interface UsedKey {
  file: string;
  line: number;
  /** The key as written (`menu.reports`, `common:ui.new`). */
  key: string;
  /** The namespaces it may come from: its `ns:` prefix, else the file's `useTranslation` namespaces. */
  namespaces: string[];
}

/**
 * The translation keys a source file uses, found statically: every `t('…')` (or `t("…")`, or a template without
 * `${}`) whose key is written out. A key put together at run time (`t(\`status.${s}\`)`) cannot be found this way
 * and is left to the component tests. Without an `ns:` prefix a key comes from the file's
 * `useTranslation('ns')` namespaces; a file with none (a helper given `t`) uses the remote's own namespace.
 */
export function usedTranslationKeys(file: string, text: string, ownNamespace: string): UsedKey[] {
  const declared = [...text.matchAll(/useTranslation\(\s*(?:\[([^\]]*)\]|(['"])([^'"]+)\2)?\s*\)/g)].flatMap((m) =>
    m[1] !== undefined ? [...m[1].matchAll(/['"]([^'"]+)['"]/g)].map((x) => x[1]!) : [m[3] ?? 'common'],
  );
  const namespaces = declared.length ? [...new Set(declared)] : [ownNamespace];
  const used: UsedKey[] = [];
  for (const m of text.matchAll(/(?<![\w$.])t\(\s*(['"`])([^'"`$\n\\]+)\1/g)) {
    const key = m[2]!;
    const line = text.slice(0, m.index).split('\n').length;
    const prefixed = /^([\w-]+):(.+)$/.exec(key);
    used.push(prefixed ? { file, line, key, namespaces: [prefixed[1]!] } : { file, line, key, namespaces });
  }
  return used;
}

type Tree = Record<string, unknown>;
/** Whether `key` has a text in `tree`: itself, or a plural or context form of it (`key_one`, `key_other`, `key_male`). */
function hasText(tree: Tree | undefined, key: string): boolean {
  const parts = key.split('.');
  let node: unknown = tree;
  for (const part of parts.slice(0, -1)) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  if (!node || typeof node !== 'object') return false;
  const last = parts[parts.length - 1]!;
  return Object.keys(node).some((k) => k === last || k.startsWith(`${last}_`));
}

/**
 * Keys the code uses that a language lacks: i18next would show the key itself on the page. `texts` holds every
 * namespace the remote may use (its own, and the shared `common` and `booking`) in both languages.
 */
export function missingTranslations(used: UsedKey[], texts: Record<string, { en: Tree; ar: Tree }>, ownNamespace: string, files: RemoteFiles): string[] {
  const problems: string[] = [];
  for (const u of used) {
    const key = u.key.replace(/^[\w-]+:/, '');
    const known = u.namespaces.filter((ns) => texts[ns]);
    if (!known.length) {
      problems.push(`${u.file}:${u.line}: t('${u.key}') uses the namespace '${u.namespaces.join("', '")}', which this remote cannot reach. Use '${ownNamespace}' (its own texts, ${files.en}) or 'common'.`);
      continue;
    }
    const lacking = (['en', 'ar'] as const).filter((lang) => !known.some((ns) => hasText(texts[ns]![lang], key)));
    if (!lacking.length) continue;
    const ns = known.includes(ownNamespace) ? ownNamespace : known[0]!;
    const where = ns === ownNamespace ? { en: files.en, ar: files.ar } : { en: `the shared '${ns}' texts (shared/src/i18n/)`, ar: `the shared '${ns}' texts (shared/src/i18n/)` };
    const languages = lacking.map((l) => (l === 'en' ? 'English' : 'Arabic')).join(' or ');
    problems.push(
      `${u.file}:${u.line}: t('${u.key}') has no text in ${languages} (namespace '${ns}'), so the page would show the key itself. ` +
        `Add '${key}' to ${lacking.map((l) => where[l]).filter((w, i, all) => all.indexOf(w) === i).join(' and ')}.`,
    );
  }
  return problems;
}

/** Every key of a text tree, dotted (`menu.wellness`). */
const flatKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? flatKeys(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`]));

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * A key in one language's file and not in the other's: a page would show the key itself in that language. Each
 * message names the file to change and the key to add (at most `limit` of them). A count's forms differ by
 * language (Arabic has six, English two): a plural form (`rows_few`) is matched when the other language has the
 * key's `_other` form, which i18next falls back to.
 */
export function unmatchedKeys(en: Tree, ar: Tree, files: RemoteFiles, limit = 20): string[] {
  const enKeys = new Set(flatKeys(en));
  const arKeys = new Set(flatKeys(ar));
  const matched = (k: string, other: Set<string>) => other.has(k) || (PLURAL.test(k) && other.has(k.replace(PLURAL, '_other')));
  const lacking = (have: Set<string>, other: Set<string>, file: string, otherFile: string, language: string) =>
    [...have].filter((k) => !matched(k, other)).map((k) => `${file} lacks '${k}', which ${otherFile} has: add '${k}' to ${file} (in ${language}).`);
  return [...lacking(enKeys, arKeys, files.ar, files.en, 'Arabic'), ...lacking(arKeys, enKeys, files.en, files.ar, 'English')].slice(0, limit);
}

/**
 * The federation name the build gave its container (its manifest's `name`) must be the one the registry gives the
 * shell (scripts/remotes.cjs): the shell registers the remote under the registry's name and would never find it.
 */
export function federationNameProblem(built: string | undefined, registered: string, files: RemoteFiles): string | null {
  if (built === registered) return null;
  return (
    `${files.dir}/webpack.config.cjs builds the federation name '${built ?? '(none)'}' but scripts/remotes.cjs registers ${files.dir} as '${registered}', ` +
    `and the shell loads it by that name. Make them the same: change 'name' in ${files.dir}/webpack.config.cjs or in scripts/remotes.cjs, then build again.`
  );
}
