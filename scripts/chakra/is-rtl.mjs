// @zag-js/i18n-utils' `is-rtl` module for the portal's builds (scripts/webpack-config.cjs, localeDirPlugin).
//
// Chakra's LocaleProvider (Ark UI's) asks `isRTL(locale)` for the page's direction on every render. The
// original answers with `new Intl.Locale(locale).maximize().script`, and the first `maximize()` of a page
// loads ICU's likely-subtags data (tens of milliseconds, four times that under Lighthouse's phone), inside the
// first render of every page. The portal's locales ('en-AE',
// 'ar-AE') name their language, so the language (or an explicit script subtag) gives the same answer without
// ICU. Same exports, same lists as @zag-js/i18n-utils 1.43.
const RTL_SCRIPTS = new Set(['Avst', 'Arab', 'Armi', 'Syrc', 'Samr', 'Mand', 'Thaa', 'Mend', 'Nkoo', 'Adlm', 'Rohg', 'Hebr']);
const RTL_LANGS = new Set(['ae', 'ar', 'arc', 'bcc', 'bqi', 'ckb', 'dv', 'fa', 'glk', 'he', 'ku', 'mzn', 'nqo', 'pnb', 'ps', 'sd', 'ug', 'ur', 'yi']);

export function isRTL(locale) {
  const [language = '', ...rest] = String(locale).split(/[-_]/);
  const script = rest.find((part) => /^[a-z]{4}$/i.test(part));
  if (script) return RTL_SCRIPTS.has(script[0].toUpperCase() + script.slice(1).toLowerCase());
  return RTL_LANGS.has(language.toLowerCase());
}

export function getLocaleDir(locale) {
  return isRTL(locale) ? 'rtl' : 'ltr';
}
