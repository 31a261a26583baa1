import { useSyncExternalStore } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { contentGet } from '@portal/shared/api';
import { sessionStore, useSession } from '@portal/shared/session';

/**
 * The content site answers in the language of the request (lang=ar, docs/product.md#everywhere-api) and for the brand whose base is
 * stored: its queries are keyed by both. The base's first arrival is not a change (a load started before it
 * waits for it, @portal/shared/api contentBase); another brand's base is, and counts as a new generation.
 */
let generation = 0;
sessionStore.subscribe((s, before) => {
  if (before.wpBaseUrl && s.wpBaseUrl && s.wpBaseUrl !== before.wpBaseUrl) generation += 1;
});
const currentGeneration = () => generation;

export interface ContentSite {
  lang: string;
  generation: number;
}

/** What the content site's answers depend on, for the query keys of this remote's content calls. */
export function useContentSite(): ContentSite {
  const lang = useSession((s) => s.lang);
  return { lang, generation: useSyncExternalStore(sessionStore.subscribe, currentGeneration, currentGeneration) };
}

/** The key of one content-site resource (a name and its arguments) for one language and base. */
export const contentKey = (site: ContentSite, ...resource: (string | number)[]) => ['content', site.lang, site.generation, ...resource] as const;

/** Shapes the content site answers with, as this remote reads them. */
export interface LocationItem {
  locationId: number;
  name: string;
  vblog: string;
  locationImg: string;
  facilityCode: string;
  city: string;
  country: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  currency: string;
}

/** GET getallhospitallocation: the brand's hospitals and clinics in display order. */
export function getLocations(): Promise<LocationItem[]> {
  return contentGet<LocationItem[]>('getallhospitallocation');
}

/** A facility that takes feedback and complaints (getallfeedback). */
export interface FeedbackLocation {
  name: string;
  vblog: string;
  locationId: number;
  facilityCode: string;
}

/** GET getallfeedback: the facilities that take feedback and complaints. */
export function getFeedbackLocations(): Promise<FeedbackLocation[]> {
  return contentGet<FeedbackLocation[]>('getallfeedback');
}

export const locationsQuery = (site: ContentSite) => queryOptions({ queryKey: contentKey(site, 'locations'), queryFn: getLocations });
export const feedbackLocationsQuery = (site: ContentSite) => queryOptions({ queryKey: contentKey(site, 'feedback-locations'), queryFn: getFeedbackLocations });
