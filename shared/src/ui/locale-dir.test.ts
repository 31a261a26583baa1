/** @jest-environment node */
import { getLocaleDir, isRTL } from '../../../scripts/chakra/is-rtl.mjs';

/**
 * The builds replace @zag-js/i18n-utils' `isRTL` (Chakra's LocaleProvider) with one that reads the locale's
 * language instead of asking ICU (scripts/chakra/is-rtl.mjs). Its answers must be the original's: the
 * original's rule, `new Intl.Locale(locale).maximize().script` among the right-to-left scripts, is computed
 * here with Node's full ICU.
 */
const RTL_SCRIPTS = new Set(['Avst', 'Arab', 'Armi', 'Syrc', 'Samr', 'Mand', 'Thaa', 'Mend', 'Nkoo', 'Adlm', 'Rohg', 'Hebr']);
const byIcu = (locale: string) => RTL_SCRIPTS.has(new Intl.Locale(locale).maximize().script ?? '');

test("the portal's locales: Arabic right to left, English left to right", () => {
  expect(getLocaleDir('ar-AE')).toBe('rtl');
  expect(getLocaleDir('en-AE')).toBe('ltr');
  expect(getLocaleDir('ar')).toBe('rtl');
  expect(getLocaleDir('en')).toBe('ltr');
});

test.each(['ar-AE', 'en-AE', 'ar-OM', 'en-OM', 'ar', 'en-US', 'en-GB', 'he-IL', 'fa-IR', 'ur-PK', 'dv', 'yi', 'fr-FR', 'hi-IN', 'zh-Hans-CN', 'az-Arab', 'az-Latn-AZ', 'pa-Arab-PK', 'uz-Arab', 'sr-Cyrl'])(
  '%s: the same answer as ICU',
  (locale) => {
    expect(isRTL(locale)).toBe(byIcu(locale));
  },
);
