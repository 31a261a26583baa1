import { brands } from './data/index.js';
import type { BrandId, Lang } from './data/index.js';
import { buildViews, normalize, type BrandViews, type DoctorView, type LocationView } from './views.js';

/**
 * The content site's answers. Every answer that does not depend on free text is serialised once at
 * start (per brand, language and key), so a request costs a map lookup; only search and the combined
 * doctor filters build their body per request, from prepared views.
 */

export interface Answer {
  code: 200 | 404;
  body: string;
}

const ok = (data: unknown): Answer => ({ code: 200, body: JSON.stringify({ status: 'success', data, message: '' }) });
export const notFound = (message: string): Answer => ({ code: 404, body: JSON.stringify({ status: 'error', data: null, message }) });

const UNKNOWN_LOCATION = notFound('Unknown location');
const SEARCH_LIMIT = 25;

class BrandSite {
  readonly fixed: {
    locations: Answer; specialties: Answer; doctors: Answer; teleDoctors: Answer; insurance: Answer; news: Answer;
    media: Answer; terms: Answer; privacy: Answer; packages: Answer; feedbackLocations: Answer;
  };
  private readonly byKey = new Map<string, Answer>();

  constructor(readonly v: BrandViews) {
    const tele = v.doctors.filter((d) => d.isTeleconsultation);
    this.fixed = {
      locations: ok(v.locations), specialties: ok(v.specialties), doctors: ok(v.doctors), teleDoctors: ok(tele),
      insurance: ok(v.insurance), news: ok(v.news), media: ok(v.media), terms: ok(v.terms), privacy: ok(v.privacy),
      packages: ok(v.packages), feedbackLocations: ok(v.feedbackLocations),
    };
    v.locations.forEach((l, i) => this.byKey.set(`positions|${i + 1}`, ok(v.locations.slice(0, i + 1))));
    for (const l of v.locations) {
      const atLocation = v.doctors.filter((d) => d.locationId === l.locationId);
      const specIds = new Set(atLocation.map((d) => d.specialtyId));
      this.byKey.set(`doctorsAt|${l.vblog}`, ok(atLocation));
      this.byKey.set(`teleAt|${l.vblog}`, ok(atLocation.filter((d) => d.isTeleconsultation)));
      this.byKey.set(`specialtiesAt|${l.vblog}`, ok(v.specialties.filter((s) => specIds.has(s.id)).map((s) => ({ ...s, doctorCount: atLocation.filter((d) => d.specialtyId === s.id).length }))));
      this.byKey.set(`restricted|${l.locationId}`, ok(v.restricted.get(l.locationId)));
    }
    for (const d of v.doctors) this.byKey.set(`doctor|${d.id}`, ok(d));
    for (const n of v.news) this.byKey.set(`news|${n.id}`, ok(n));
    for (const p of v.packages) this.byKey.set(`package|${p.id}`, ok(p));
    for (const name of new Set(v.packages.map((p) => p.packagename))) this.byKey.set(`packages|${name}`, ok(v.packages.filter((p) => p.packagename === name)));
    for (const kind of ['Login', 'Banner'] as const) this.byKey.set(`banner|${kind}`, ok(v.banners.filter((b) => b.banner_for === kind)));
    for (const f of v.feedbackLocations) this.byKey.set(`feedback|${f.vblog}`, ok([f]));
    for (const [vblog, types] of v.patientTypes) this.byKey.set(`patientTypes|${vblog}`, ok(types));
    for (const [key, questions] of v.questionnaires) this.byKey.set(`questions|${key}`, ok(questions));
  }

  key(k: string): Answer | undefined {
    return this.byKey.get(k);
  }

  location(vblog: string): LocationView | undefined {
    return this.v.locations.find((l) => l.vblog === vblog);
  }
}

export class ContentSite {
  private readonly sites = new Map<string, BrandSite>();

  constructor() {
    for (const brand of brands) for (const lang of ['en', 'ar'] as const) this.sites.set(`${brand.id}|${lang}`, new BrandSite(buildViews(brand, lang)));
  }

  isBrand(id: string): id is BrandId {
    return this.sites.has(`${id}|en`);
  }

  private site(brand: BrandId, lang: Lang): BrandSite {
    return this.sites.get(`${brand}|${lang}`)!;
  }

  /** position=N: the first N locations in display order; without it, all of them. */
  locations(brand: BrandId, lang: Lang, position?: number): Answer {
    const s = this.site(brand, lang);
    if (position === undefined) return s.fixed.locations;
    return s.key(`positions|${Math.min(position, s.v.locations.length)}`) ?? s.fixed.locations;
  }

  specialties(brand: BrandId, lang: Lang): Answer {
    return this.site(brand, lang).fixed.specialties;
  }

  specialtiesByLocation(brand: BrandId, lang: Lang, vblog: string): Answer {
    return this.site(brand, lang).key(`specialtiesAt|${vblog}`) ?? UNKNOWN_LOCATION;
  }

  doctors(brand: BrandId, lang: Lang): Answer {
    return this.site(brand, lang).fixed.doctors;
  }

  /** The portal sends the location's vblog; the location id is accepted too. */
  doctorsByLocation(brand: BrandId, lang: Lang, q: { vblog?: string; id?: number }): Answer {
    const s = this.site(brand, lang);
    const loc = q.vblog !== undefined ? s.location(q.vblog) : s.v.locations.find((l) => l.locationId === q.id);
    if (!loc || (q.id !== undefined && loc.locationId !== q.id)) return UNKNOWN_LOCATION;
    return s.key(`doctorsAt|${loc.vblog}`)!;
  }

  private filterDoctors(s: BrandSite, vblog: string | undefined, keep: (d: DoctorView, i: number) => boolean): Answer {
    if (vblog !== undefined && !s.location(vblog)) return UNKNOWN_LOCATION;
    return ok(s.v.doctors.filter((d, i) => (vblog === undefined || d.vblog === vblog) && keep(d, i)));
  }

  doctorsBySpecialty(brand: BrandId, lang: Lang, q: { id: number; cat_type?: string; vblog?: string }): Answer {
    const s = this.site(brand, lang);
    return this.filterDoctors(s, q.vblog, (d) => d.specialtyId === q.id && (q.cat_type === undefined || d.cat_type === q.cat_type));
  }

  doctorsByCondition(brand: BrandId, lang: Lang, q: { id: number; vblog?: string }): Answer {
    const s = this.site(brand, lang);
    const specialtyId = s.v.specialties.find((sp) => sp.conditions.some((c) => c.id === q.id))?.id;
    return this.filterDoctors(s, q.vblog, (d) => d.specialtyId === specialtyId);
  }

  doctorProfile(brand: BrandId, lang: Lang, q: { id: number; vblog?: string }): Answer {
    const s = this.site(brand, lang);
    const d = s.v.doctors.find((x) => x.id === q.id);
    if (!d || (q.vblog !== undefined && d.vblog !== q.vblog)) return notFound('Doctor not found');
    return s.key(`doctor|${d.id}`)!;
  }

  /** Doctors, specialties, conditions and locations whose name (in either language) contains the text. */
  search(brand: BrandId, lang: Lang, searchkey: string): Answer {
    const q = normalize(searchkey);
    const hits = this.site(brand, lang).v.search
      .map((e) => ({ e, rank: e.keys.some((k) => k.startsWith(q) || k.includes(` ${q}`)) ? 0 : e.keys.some((k) => k.includes(q)) ? 1 : -1 }))
      .filter((h) => h.rank >= 0)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, SEARCH_LIMIT)
      .map((h) => h.e.result);
    return ok(hits);
  }

  teleDoctors(brand: BrandId, lang: Lang, vblog?: string): Answer {
    const s = this.site(brand, lang);
    if (vblog === undefined) return s.fixed.teleDoctors;
    return s.key(`teleAt|${vblog}`) ?? UNKNOWN_LOCATION;
  }

  insurance(brand: BrandId, lang: Lang): Answer {
    return this.site(brand, lang).fixed.insurance;
  }

  restrictedInsurance(brand: BrandId, lang: Lang, locationId: number): Answer {
    return this.site(brand, lang).key(`restricted|${locationId}`) ?? UNKNOWN_LOCATION;
  }

  news(brand: BrandId, lang: Lang): Answer {
    return this.site(brand, lang).fixed.news;
  }

  newsById(brand: BrandId, lang: Lang, id: number): Answer {
    return this.site(brand, lang).key(`news|${id}`) ?? notFound('News not found');
  }

  media(brand: BrandId, lang: Lang): Answer {
    return this.site(brand, lang).fixed.media;
  }

  banners(brand: BrandId, lang: Lang, kind: 'Login' | 'Banner'): Answer {
    return this.site(brand, lang).key(`banner|${kind}`)!;
  }

  terms(brand: BrandId, lang: Lang): Answer {
    return this.site(brand, lang).fixed.terms;
  }

  privacy(brand: BrandId, lang: Lang): Answer {
    return this.site(brand, lang).fixed.privacy;
  }

  /** An unknown package family is an empty list, like any other filter with no match. */
  packages(brand: BrandId, lang: Lang, packagename?: string): Answer {
    const s = this.site(brand, lang);
    if (packagename === undefined) return s.fixed.packages;
    return s.key(`packages|${packagename}`) ?? ok([]);
  }

  packageById(brand: BrandId, lang: Lang, id: number): Answer {
    return this.site(brand, lang).key(`package|${id}`) ?? notFound('Package not found');
  }

  feedbackLocations(brand: BrandId, lang: Lang, vblog?: string): Answer {
    const s = this.site(brand, lang);
    if (vblog === undefined) return s.fixed.feedbackLocations;
    return s.key(`feedback|${vblog}`) ?? UNKNOWN_LOCATION;
  }

  patientTypes(brand: BrandId, lang: Lang, vblog: string): Answer {
    return this.site(brand, lang).key(`patientTypes|${vblog}`) ?? UNKNOWN_LOCATION;
  }

  questionnaire(brand: BrandId, lang: Lang, vblog: string, patientType: string): Answer {
    const s = this.site(brand, lang);
    if (!s.key(`patientTypes|${vblog}`)) return UNKNOWN_LOCATION;
    return s.key(`questions|${vblog}|${patientType}`) ?? notFound('Unknown patient type');
  }
}
