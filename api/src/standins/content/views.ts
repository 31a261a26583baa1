import { normalizeSearchText as normalize } from '@portal/shared/contracts';
import {
  banners, brandDoctors, brandLocations, feedback, insurance, media, news, packages, privacy, restrictedInsurance,
  specialties, terms,
} from './data/index.js';
import { imageIn } from './images.js';
import type { Brand, Doctor, Lang, LegalPage, Localized } from './data/index.js';

/**
 * What the content site answers, for one brand in one language: the seed flattened to plain strings.
 * Built once per brand and language at start; the routes only pick and filter.
 */

const tr = (l: Localized, lang: Lang): string => l[lang];
const list = (items: Localized[], lang: Lang): string => items.map((i) => i[lang]).join(lang === 'ar' ? '، ' : ', ');

export interface LocationView {
  locationId: number; name: string; vblog: string; locationImg: string; image: string; facilityCode: string;
  city: string; country: string; address: string; phone: string; latitude: number; longitude: number;
  currency: string; position: number;
}
export interface SpecialtyView {
  id: number; name: string; cat_type: string; department_code: string; image: string; doctorCount: number;
  conditions: { id: number; name: string }[];
}
export interface DoctorView {
  id: number; name: string; image: string; specialty: string; specialtyId: number; specialization: string;
  location: string; locationId: number; vblog: string; facilityCode: string; cat_type: string; department_code: string;
  physician_code: string; physician_number: string; appointment_message: string; experience: number; nationality: string;
  know_langauges: string; biography_web: string; gender: string; isTeleconsultation: boolean; disease_key: string;
}
export interface SearchEntry {
  keys: string[];
  result: { id: number; name: string; cat_type: 'doctor' | 'speciality' | 'condition' | 'location'; location: string; specialty: string; vblog: string; locationId: number | null; image: string };
}

const COUNTRY: Record<string, Localized> = { UAE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' }, Oman: { en: 'Oman', ar: 'عُمان' } };

/** Case, diacritics and Arabic letter variants do not matter when searching: the portal's one rule for it. */
export { normalize };

function doctorView(d: Doctor, lang: Lang): DoctorView {
  return {
    id: d.id, name: tr(d.name, lang), image: imageIn(d.image, lang), specialty: tr(d.specialty, lang), specialtyId: d.specialtyId,
    specialization: tr(d.specialization, lang), location: tr(d.location, lang), locationId: d.locationId, vblog: d.vblog,
    facilityCode: d.facilityCode, cat_type: d.cat_type, department_code: d.department_code, physician_code: d.physician_code,
    physician_number: d.physician_number, appointment_message: tr(d.appointment_message, lang), experience: d.experience,
    nationality: tr(d.nationality, lang), know_langauges: list(d.know_langauges, lang), biography_web: tr(d.biography_web, lang),
    gender: d.gender, isTeleconsultation: d.isTeleconsultation, disease_key: list(d.disease_key, lang),
  };
}

function legal(page: LegalPage, brand: Brand, lang: Lang) {
  return { page_title: tr(page.page_title, lang), page_text: tr(page.page_text, lang).replaceAll('{brand}', tr(brand.name, lang)) };
}

export function buildViews(brand: Brand, lang: Lang) {
  const locs = brandLocations(brand);
  const docs = brandDoctors(brand);
  const locationViews: LocationView[] = locs.map((l, i) => ({
    locationId: l.locationId, name: tr(l.name, lang), vblog: l.vblog, locationImg: imageIn(l.image, lang), image: imageIn(l.image, lang),
    facilityCode: l.facilityCode, city: tr(l.city, lang), country: tr(COUNTRY[l.country]!, lang), address: tr(l.address, lang),
    phone: l.phone, latitude: l.latitude, longitude: l.longitude, currency: l.currency, position: i + 1,
  }));
  const doctorViews = docs.map((d) => doctorView(d, lang));
  // Only specialties someone practises at this brand: an empty specialty would only lead to 'No data found'.
  const brandSpecialties = specialties.filter((s) => docs.some((d) => d.specialtyId === s.id));
  const specialtyViews: SpecialtyView[] = brandSpecialties.map((s) => ({
    id: s.id, name: tr(s.name, lang), cat_type: s.cat_type, department_code: s.department_code, image: imageIn(s.image, lang),
    doctorCount: docs.filter((d) => d.specialtyId === s.id).length,
    conditions: s.conditions.map((c) => ({ id: c.id, name: tr(c.name, lang) })),
  }));
  const insuranceView = (id: number) => {
    const i = insurance.find((x) => x.id === id)!;
    return { id: i.id, name: tr(i.name, lang), image: imageIn(i.image, lang) };
  };
  const restricted = new Map(
    locs.map((l) => {
      const r = restrictedInsurance.find((x) => x.locationId === l.locationId);
      return [l.locationId, { location_id: l.locationId, note: r ? tr(r.note, lang) : '', insurance: (r?.insuranceIds ?? []).map(insuranceView) }] as const;
    }),
  );
  const feedbackFacilities = feedback.filter((f) => locs.some((l) => l.locationId === f.locationId));

  const search: SearchEntry[] = [
    ...docs.map((d, i): SearchEntry => ({
      keys: [normalize(d.name.en), normalize(d.name.ar)],
      result: { id: d.id, name: doctorViews[i]!.name, cat_type: 'doctor', location: doctorViews[i]!.location, specialty: doctorViews[i]!.specialty, vblog: d.vblog, locationId: d.locationId, image: imageIn(d.image, lang) },
    })),
    ...brandSpecialties.map((s): SearchEntry => ({
      keys: [normalize(s.name.en), normalize(s.name.ar)],
      result: { id: s.id, name: tr(s.name, lang), cat_type: 'speciality', location: '', specialty: tr(s.name, lang), vblog: '', locationId: null, image: imageIn(s.image, lang) },
    })),
    ...brandSpecialties.flatMap((s) => s.conditions.map((c): SearchEntry => ({
      keys: [normalize(c.name.en), normalize(c.name.ar)],
      result: { id: c.id, name: tr(c.name, lang), cat_type: 'condition', location: '', specialty: tr(s.name, lang), vblog: '', locationId: null, image: imageIn(s.image, lang) },
    }))),
    ...locs.map((l, i): SearchEntry => ({
      keys: [normalize(l.name.en), normalize(l.name.ar), normalize(l.city.en), normalize(l.city.ar)],
      result: { id: l.locationId, name: locationViews[i]!.name, cat_type: 'location', location: locationViews[i]!.city, specialty: '', vblog: l.vblog, locationId: l.locationId, image: imageIn(l.image, lang) },
    })),
  ];

  return {
    locations: locationViews,
    specialties: specialtyViews,
    doctors: doctorViews,
    /** Parallel to `doctors`: the seed records, for filters on fields the view does not carry. */
    doctorRecords: docs,
    insurance: insurance.map((i) => insuranceView(i.id)),
    restricted,
    news: news.map((n) => ({ id: n.id, title: tr(n.title, lang), imagepath: imageIn(n.imagepath, lang), description: tr(n.description, lang), publishDate: n.publishDate })),
    media: media.map((m) => ({ id: m.id, title: tr(m.title, lang), imagepath: imageIn(m.imagepath, lang), videolink: m.videolink, publishDate: m.publishDate })),
    banners: banners.filter((b) => b.brand === brand.id).map((b) => ({ id: b.id, banner_for: b.banner_for, title: tr(b.title, lang), image: imageIn(b.image, lang) })),
    packages: packages.filter((p) => p.brands.includes(brand.id)).map((p) => ({
      id: p.id, name: tr(p.name, lang), packagename: p.packagename, image: imageIn(p.image, lang),
      sub_packages: p.sub_packages.map((s) => ({ id: s.id, name: tr(s.name, lang), description: tr(s.description, lang), price: s.price, currency: s.currency })),
    })),
    terms: legal(terms, brand, lang),
    privacy: legal(privacy, brand, lang),
    feedbackLocations: feedbackFacilities.map((f) => {
      const l = locs.find((x) => x.locationId === f.locationId)!;
      return { name: tr(l.name, lang), vblog: l.vblog, locationId: l.locationId, facilityCode: l.facilityCode };
    }),
    patientTypes: new Map(feedbackFacilities.map((f) => [f.vblog, f.patientTypes.map((p) => ({ patient_type_value: p.patient_type_value, patient_type_label: tr(p.patient_type_label, lang) }))])),
    questionnaires: new Map(feedbackFacilities.flatMap((f) => Object.entries(f.questionnaires).map(([type, qs]) => [
      `${f.vblog}|${type}`,
      qs.map((q) => ({ questionID: q.questionID, question: tr(q.question, lang), questiontype: q.questiontype, options: q.options.map((o) => tr(o, lang)), is_mandatory: q.is_mandatory })),
    ] as const))),
    search,
    supportEmail: brand.supportEmail,
  };
}

export type BrandViews = ReturnType<typeof buildViews>;
