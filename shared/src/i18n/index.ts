import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LangCode, RemoteTranslations } from '@portal/shared/rules';
import { messageKeyOf } from '@portal/shared/rules';
import { bus } from '@portal/shared/session';
import { sessionStore } from '@portal/shared/session';
import { COMMON_EN } from './common';

/**
 * `@portal/shared/i18n` — the portal's one i18next instance (en default, ar right-to-left). The shell
 * and every remote use it through react-i18next; each remote adds its own namespace with
 * `addRemoteTranslations`. Shared as a Module Federation singleton, so a language change reaches all.
 */
export const LANGUAGES: readonly LangCode[] = ['en', 'ar'];
export const DEFAULT_LANGUAGE: LangCode = 'en';

export { ARABIC_FONT_STACK, LATIN_FONT_STACK } from './fonts';

export const i18n: I18n = i18next.createInstance();

const initialLang = (): LangCode => (sessionStore.getState().lang === 'ar' ? 'ar' : 'en');

type Bundle = Record<string, unknown>;
/**
 * Arabic is loaded on demand: the common texts (common-ar.ts) and the namespaces registered with
 * `addLazyTranslations` come in their own chunks the first time Arabic is chosen, so an English visit
 * does not download them. `setLanguage`, `PortalUiProvider` and the shell's start wait for them before
 * switching, so no English flashes on an Arabic page.
 */
const arabicLoaders: Array<{ namespace: string; load: () => Promise<Bundle> }> = [{ namespace: 'common', load: () => import('./common-ar').then((m) => m.COMMON_AR as Bundle) }];
/** Bundles loaded or on their way, by key; a failed chunk download is dropped so that the next call tries again. */
const loadedBundles = new Map<string, Promise<void>>();
function loadBundleOnce(key: string, lang: LangCode, namespace: string, load: () => Promise<Bundle>): Promise<void> {
  let p = loadedBundles.get(key);
  if (!p) {
    p = load().then((bundle) => void i18n.addResourceBundle(lang, namespace, bundle, true, true));
    loadedBundles.set(key, p);
    p.catch(() => loadedBundles.delete(key));
  }
  return p;
}

const arabicKey = (namespace: string) => `ar|${namespace}`;
const loadArabicNamespace = (namespace: string, load: () => Promise<Bundle>) => loadBundleOnce(arabicKey(namespace), 'ar', namespace, load);

/**
 * The deferred texts of each namespace, by group (`RemoteTranslations.deferred`): a group is loaded, in English
 * and in the current language, when a page first asks for it (`loadDeferredTranslations`); from then on Arabic
 * loads it too.
 */
type Loaders = Record<LangCode, () => Promise<Bundle>>;
const deferredTexts = new Map<string, { namespace: string; load: Loaders; wanted?: boolean }>();

function loadDeferredLanguage(id: string, lang: LangCode): Promise<void> {
  const { namespace, load } = deferredTexts.get(id)!;
  return loadBundleOnce(`${id}|${lang}`, lang, namespace, load[lang]);
}

/** Loads a group of a namespace's deferred texts (English, and Arabic when it is on); at once when there is none. */
export function loadDeferredTranslations(namespace: string, group: string): Promise<void> {
  const id = `${namespace}|${group}`;
  const entry = deferredTexts.get(id);
  if (!entry) return Promise.resolve();
  entry.wanted = true;
  return Promise.all([loadDeferredLanguage(id, 'en'), i18n.language === 'ar' && loadDeferredLanguage(id, 'ar')]).then(() => undefined);
}

/** Makes sure the texts of a language are loaded (English always is). */
export function loadLanguage(lang: LangCode): Promise<void> {
  if (lang !== 'ar') return Promise.resolve();
  const deferred = [...deferredTexts].filter(([, e]) => e.wanted).map(([id]) => loadDeferredLanguage(id, 'ar'));
  return Promise.all([...arabicLoaders.map(({ namespace, load }) => loadArabicNamespace(namespace, load)), ...deferred]).then(() => undefined);
}

void i18n.use(initReactI18next).init({
  lng: initialLang(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'ar'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: COMMON_EN } },
  // A language whose texts are loaded on demand has no resources yet; never ask a backend for them.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  // English is inline, so init finishes synchronously and the first render is already translated.
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false, // no vendor message in every page's console
});

export function dirOf(lang: LangCode): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Sets `<html lang dir>` (Chakra, logical CSS properties and screen readers follow them). */
export function applyDocumentLanguage(lang: LangCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

/** Switches the whole portal: i18next, the document direction, the stored `lang`, the `language` event. */
export async function setLanguage(lang: LangCode): Promise<void> {
  const next: LangCode = lang === 'ar' ? 'ar' : 'en';
  await loadLanguage(next);
  await i18n.changeLanguage(next);
  applyDocumentLanguage(next);
  if (sessionStore.getState().lang !== next) sessionStore.getState().setLang(next);
  bus.emit('language', { lang: next });
}

export function currentLanguage(): LangCode {
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/**
 * Adds a remote's namespace (both languages). Safe to call twice (a remote reloaded after an error). An
 * Arabic given as a loader is fetched when Arabic is chosen; the promise settles once the texts of the
 * current language are in (the shell waits for it before rendering the remote, so no English flashes).
 */
export function addRemoteTranslations({ namespace, en, ar, deferred = {} }: RemoteTranslations): Promise<void> {
  const later = Object.entries(deferred).map(([group, load]) => {
    const id = `${namespace}|${group}`;
    const known = deferredTexts.get(id);
    if (known?.load === load) return undefined;
    // A remote loaded again (a new deployment, or after an error): its deferred texts may have changed too.
    loadedBundles.delete(`${id}|en`);
    loadedBundles.delete(`${id}|ar`);
    deferredTexts.set(id, { namespace, load });
    return known?.wanted ? loadDeferredTranslations(namespace, group) : undefined;
  });
  if (typeof ar === 'function') later.push(addLazyTranslations(namespace, en, ar));
  else {
    i18n.addResourceBundle('en', namespace, en, true, true);
    i18n.addResourceBundle('ar', namespace, ar, true, true);
  }
  return Promise.all(later).then(() => undefined);
}

/**
 * Adds a namespace whose Arabic is loaded on demand (with the common Arabic, see `loadLanguage`). Call it
 * before the first render (the shell's start); if Arabic is already on, it is loaded now.
 */
export function addLazyTranslations(namespace: string, en: Bundle, loadAr: () => Promise<Bundle>): Promise<void> {
  i18n.addResourceBundle('en', namespace, en, true, true);
  const known = arabicLoaders.find((l) => l.namespace === namespace);
  if (known && known.load !== loadAr) {
    // A remote loaded again (a new deployment, or after an error): its Arabic may have changed too.
    known.load = loadAr;
    loadedBundles.delete(arabicKey(namespace));
  } else if (!known) arabicLoaders.push({ namespace, load: loadAr });
  return i18n.language === 'ar' ? loadArabicNamespace(namespace, loadAr) : Promise.resolve();
}

/**
 * A spec English message (e.g. the API's `message.message`) in the current language; unknown text comes
 * back unchanged (a server message the spec does not list is shown as the server wrote it).
 */
export function translateMessage(englishMessage: string): string {
  const key = messageKeyOf(englishMessage.trim());
  return key ? i18n.t(`common:msg.${key}`) : englishMessage;
}

export { COMMON_EN };
export { useTranslation, I18nextProvider } from 'react-i18next';

applyDocumentLanguage(initialLang());
export { formatDate, formatDmy, formatTime, formatDayChip, dateTimeFormat, numberFormat } from './format';
