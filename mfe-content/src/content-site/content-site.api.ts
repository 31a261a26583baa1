import { apiGet, contentGet } from '@portal/shared/api';
import type { Country } from '@portal/shared/contracts';

/** Shapes the content site answers with (care §3), as this remote reads them. */
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

/** GET masterdata/country: the calling-code picker's list (portal API, not the content site). */
export async function getCountries(): Promise<Country[]> {
  return (await apiGet<Country[]>('masterdata/country')).data ?? [];
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
