/**
 * Seed of the brand content site stand-in (doctors, locations, specialties, insurance, news, media,
 * banners, packages, legal pages, feedback questionnaires), in English and Arabic. Everything here is
 * invented. Other modules (e.g. the HIS stand-in seeding doctors' schedules) import from this file only.
 */
export type * from './types.js';
export { brands, locations, specialties, insurance, restrictedInsurance } from './places.js';
export { doctors } from './doctors.js';
export { newsItems as news, mediaItems as media, banners, packages, terms, privacy } from './editorial.js';
export { feedbackFacilities as feedback } from './feedback.js';

import { brands, locations } from './places.js';
import { doctors } from './doctors.js';
import type { Brand, Doctor, Location } from './types.js';


export function findBrand(id: string): Brand | undefined {
  return brands.find((b) => b.id === id);
}

/** The brand's locations in its own order (own ones first). */
export function brandLocations(brand: Brand): Location[] {
  return brand.locationIds.map((id) => locations.find((l) => l.locationId === id)!).filter(Boolean);
}

export function brandDoctors(brand: Brand): Doctor[] {
  const ids = new Set(brand.locationIds);
  return doctors.filter((d) => ids.has(d.locationId));
}
