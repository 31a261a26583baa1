import { createRequire } from 'node:module';

/** One country as stored in `master_country`. */
export interface CountryRow {
  id: number;
  country_code: string;
  name_en: string;
  name_ar: string;
  phone_code: string;
  flag: string;
}

interface WorldCountry {
  name: { common: string };
  cca2: string;
  ccn3: string;
  idd: { root?: string; suffixes?: string[] };
  translations: Record<string, { common: string } | undefined>;
}

/**
 * Dial prefixes the package cannot give by its root + suffix rule: territories sharing another's plan
 * or whose suffixes are area codes, and the two without any (Antarctic bases use Norfolk Island's 672).
 */
const PHONE_OVERRIDES: Record<string, string> = { EH: '212', VA: '379', SH: '290', AQ: '672', HM: '672' };
/** Countries without an ISO numeric code get ids from the user-assigned range 900-999. */
const ID_OVERRIDES: Record<string, number> = { XK: 900 };

/** The flag emoji is the two regional-indicator letters of the ISO alpha-2 code. */
export function flagOf(alpha2: string): string {
  return String.fromCodePoint(...[...alpha2.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

function phoneCodeOf(c: WorldCountry): string {
  const override = PHONE_OVERRIDES[c.cca2];
  if (override) return override;
  const root = (c.idd.root ?? '').replace('+', '');
  const suffixes = c.idd.suffixes ?? [];
  // +1 and +7 list their area codes as suffixes: the calling code is the root alone.
  return suffixes.length === 1 ? root + suffixes[0] : root;
}

/**
 * Every country of the `world-countries` data set (ISO 3166-1), in English and Arabic. Loaded only when
 * the seed migration runs: the 1.4 MB data set stays out of the server's start-up path.
 */
export function loadCountries(): CountryRow[] {
  const require = createRequire(import.meta.url);
  const all = require('world-countries') as WorldCountry[];
  return all.map((c) => ({
    id: ID_OVERRIDES[c.cca2] ?? Number.parseInt(c.ccn3, 10),
    country_code: c.cca2,
    name_en: c.name.common,
    name_ar: c.translations['ara']?.common ?? c.name.common,
    phone_code: phoneCodeOf(c),
    flag: flagOf(c.cca2),
  }));
}
