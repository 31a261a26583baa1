import type { Config } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { badRequest, ok } from '../../http/envelope.js';
import type { Lang } from '../../http/lang.js';
import { findAppConfiguration, findCountries, findLookup, findMasterdataVersion, type LookupKind } from './repository.js';

/** Brands of the group; the first is the default when none is given (docs/product.md#everywhere-brands). */
export const BRANDS = ['burjeel', 'medeor', 'lifecare', 'llh', 'colab'] as const;
export type Brand = (typeof BRANDS)[number];

export interface LookupItem {
  id: number;
  text: string;
}

/**
 * The content site's base address for a brand (fetchwpbase's answer, and what the shell page preloads from).
 * Embedded: this server's `/content/<brand>/`; with a real content site, `CONTENT_BASE_URL/<brand>/`.
 */
export function contentBaseFor(config: Config, brand: Brand): string {
  const base = (config.CONTENT_ADAPTER === 'http' && config.CONTENT_BASE_URL ? config.CONTENT_BASE_URL : `${config.publicUrl}/content`).replace(/\/+$/, '');
  return `${base}/${brand}/`;
}

export class MasterdataService {
  private readonly answers = new Map<string, { version: string; body: string }>();
  // The counter is read at most once per PORTAL_MASTERDATA_CACHE_MS: an edit reaches every process within that time.
  private known: { version: string; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private async currentVersion(): Promise<string> {
    const now = Date.now();
    if (this.known && now - this.known.at < this.config.PORTAL_MASTERDATA_CACHE_MS) return this.known.version;
    this.known = { version: await findMasterdataVersion(this.db), at: now };
    return this.known.version;
  }

  /**
   * The JSON envelope of one answer, cached in this process per master-data version: a request costs one
   * one-row read (at most once per PORTAL_MASTERDATA_CACHE_MS) while nothing changed; the country list is
   * 250 rows that every sign-up screen loads.
   */
  async cachedEnvelope(key: string, build: () => Promise<unknown>): Promise<string> {
    const version = await this.currentVersion();
    const hit = this.answers.get(key);
    if (hit && hit.version === version) return hit.body;
    const body = JSON.stringify(ok(await build()));
    this.answers.set(key, { version, body });
    return body;
  }

  async lookup(kind: Exclude<LookupKind, 'departmentcode'>, lang: Lang): Promise<LookupItem[]> {
    const rows = await findLookup(this.db, kind);
    return rows.map((r) => ({ id: r.id, text: lang === 'ar' ? r.text_ar : r.text_en }));
  }

  async departmentCodes(lang: Lang) {
    const rows = await findLookup(this.db, 'departmentcode');
    return rows.map((r) => ({ id: r.id, code: r.code ?? '', text: lang === 'ar' ? r.text_ar : r.text_en }));
  }

  /** Every country, sorted by its name in the asked language. */
  async countries(lang: Lang) {
    const rows = await findCountries(this.db);
    const list = rows.map((r) => ({
      id: r.id,
      name: lang === 'ar' ? r.name_ar : r.name_en,
      flag: r.flag,
      countryCode: r.country_code,
      phoneCode: r.phone_code,
    }));
    const collator = new Intl.Collator(lang);
    return list.sort((a, b) => collator.compare(a.name, b.name));
  }

  async appConfiguration() {
    const values = await findAppConfiguration(this.db);
    return { ...values, filterToBeApplied: values['filterToBeApplied'] === true };
  }

  /** The content site's base address for a brand (contentBaseFor); an unknown brand is a 400. */
  contentBase(brandName: string | undefined): string {
    const brand = (brandName?.trim() || BRANDS[0]).toLowerCase();
    if (!(BRANDS as readonly string[]).includes(brand)) throw badRequest(`brandName: unknown brand '${brandName}'`);
    return contentBaseFor(this.config, brand as Brand);
  }
}
