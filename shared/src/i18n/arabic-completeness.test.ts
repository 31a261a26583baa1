import fs from 'node:fs';
import path from 'node:path';
import { COMMON_EN } from './common';
import { COMMON_AR } from './common-ar';
import { BOOKING_AR, BOOKING_EN } from '../booking/texts';

/**
 * Arabic completeness: every text of every app exists in English and Arabic, and no Arabic
 * value is the English one left untranslated. Reads the translation files of the shell and of every remote
 * from the workspace (files, not imports: @portal/shared does not depend on the apps), plus the shared
 * `common` and `booking` namespaces.
 */
const workspace = path.resolve(__dirname, '../../..');

type Texts = Record<string, string>;
function flatten(value: unknown, prefix = '', out: Texts = {}): Texts {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Every en/ar pair of the shell and of every remote of scripts/remotes.cjs: `<dir>/src/i18n/[<name>.]en.json` with its `ar.json`. */
function translationPairs(): Array<{ name: string; en: Texts; ar: Texts }> {
  const remotes: Array<{ dir: string }> = require(path.join(workspace, 'scripts/remotes.cjs'));
  const apps = ['shell', ...remotes.map((r) => r.dir)];
  const pairs = [];
  for (const app of apps) {
    const dir = path.join(workspace, app, 'src/i18n');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => /(^|\.)en\.json$/.test(f))) {
      const arFile = file.replace(/en\.json$/, 'ar.json');
      const read = (f: string) => (fs.existsSync(path.join(dir, f)) ? flatten(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))) : {});
      pairs.push({ name: `${app}/src/i18n/${file}`, en: read(file), ar: read(arFile) });
    }
  }
  pairs.push({ name: '@portal/shared common', en: flatten(COMMON_EN), ar: flatten(COMMON_AR) });
  pairs.push({ name: '@portal/shared booking', en: flatten(BOOKING_EN), ar: flatten(BOOKING_AR) });
  return pairs;
}

/**
 * Values that are the same in both languages on purpose. Kept short: a value is allowed here only when it
 * has no word to translate — brand and product names (written in Latin letters on the Arabic pages too,
 * as the hospitals do), codes and identifiers, e-mail addresses, phone numbers and the version label.
 * Values without any Latin letter (numbers, placeholders, punctuation) need no entry.
 */
const SAME_IN_BOTH: RegExp[] = [
  /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, // e-mail address
  /^\+?[\d\s-]{4,}$/, // phone number
  /^V \d+\.\d+\.\d+$/, // version label of the footer (docs/product.md#everywhere-languages)
  /^(UAE PASS|BURJEEL|MEDEOR|LIFECARE|LLH|COLAB|Burjeel|Medeor|LifeCare|LLH|Colab|Google Play|App Store|PDF|OTP|BMI|EN|AR)$/, // names, abbreviations
  /^[A-Z]{2,4}\d{1,3}$/, // facility codes (BU10, BM10, LL18)
  /^dd\/mm\/yyyy$/i, // a date pattern shown as is
  /^English$/, // a language's own name: the EN/AR toggle names each language in itself
];
const hasLatinWord = (s: string) => /[A-Za-z]{2,}/.test(s.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]+>/g, ''));
/** Arabic has six plural forms; an English `_one`/`_other` pair is complete in Arabic with `_other`. */
const pluralBase = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

const pairs = translationPairs();

test('the translation files are found', () => {
  expect(pairs.map((p) => p.name)).toEqual(expect.arrayContaining(['shell/src/i18n/en.json', 'mfe-identity/src/i18n/en.json', 'mfe-admin/src/i18n/en.json', '@portal/shared common']));
  expect(pairs.length).toBeGreaterThanOrEqual(9);
});

describe.each(pairs)('$name', ({ en, ar }) => {
  test('every English key has an Arabic value, and Arabic has no key English lacks', () => {
    const arBases = new Set(Object.keys(ar).map(pluralBase));
    const enBases = new Set(Object.keys(en).map(pluralBase));
    const missingInAr = Object.keys(en).filter((k) => !(k in ar) && !(k !== pluralBase(k) && ar[`${pluralBase(k)}_other`] !== undefined));
    const missingInEn = Object.keys(ar).filter((k) => !(k in en) && !enBases.has(pluralBase(k)));
    expect({ missingInAr, missingInEn }).toEqual({ missingInAr: [], missingInEn: [] });
    expect(arBases.size).toBeGreaterThan(0);
    expect(Object.entries(ar).filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });

  test('no Arabic value is the English one untranslated (except names, numbers, codes, e-mails, phones)', () => {
    const untranslated = Object.keys(en)
      .filter((k) => k in ar && ar[k] === en[k] && hasLatinWord(en[k]!) && !SAME_IN_BOTH.some((re) => re.test(en[k]!.trim())))
      .map((k) => `${k}: ${en[k]}`);
    expect(untranslated).toEqual([]);
  });

  test('Arabic values are written in Arabic (or are allowed names), not in Latin letters', () => {
    const latinOnly = Object.entries(ar)
      .filter(([, v]) => hasLatinWord(v) && !/[\u0600-\u06FF]/.test(v) && !SAME_IN_BOTH.some((re) => re.test(v.trim())))
      .map(([k, v]) => `${k}: ${v}`);
    expect(latinOnly).toEqual([]);
  });

  test('placeholders are the same in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
    const differ = Object.keys(en)
      // Arabic writes zero, one and two in words ('يومان'), so those plural forms may leave {{count}} out.
      .filter((k) => k in ar && !/_(zero|one|two)$/.test(k) && names(en[k]!).join() !== names(ar[k]!).join())
      .map((k) => `${k}: ${en[k]} | ${ar[k]}`);
    expect(differ).toEqual([]);
  });
});
