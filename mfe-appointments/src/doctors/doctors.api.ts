import { queryOptions } from '@tanstack/react-query';
import { contentGet } from '@portal/shared/api';
import type { DoctorCard } from '@portal/shared/contracts';

/**
 * The content site's doctor, as getAllDocters and the other doctor paths send it: the API's DoctorCard
 * (@portal/shared contracts) and what only the content site adds.
 */
export interface Doctor extends DoctorCard {
  specialtyId?: number;
  facilityCode?: string;
  biography_web?: string;
}

export interface Specialty {
  id: number;
  name: string;
  cat_type: string;
  department_code: string;
  image: string;
  doctorCount?: number;
  conditions?: { id: number; name: string }[];
}

export interface HospitalLocation {
  locationId: number;
  name: string;
  vblog: string;
  locationImg: string;
  facilityCode?: string;
  city?: string;
  address?: string;
  phone?: string;
  latitude?: number;
  longitude?: number;
}

/** An autocomplete suggestion: a doctor, a specialty, a condition or a location. */
export interface SearchSuggestion {
  id: number;
  name: string;
  cat_type: 'doctor' | 'speciality' | 'condition' | 'location';
  location: string;
  specialty: string;
  vblog: string;
  locationId: number | null;
  image: string;
}

export const getAllDoctors = () => contentGet<Doctor[]>('getAllDocters');
export const getSpecialties = () => contentGet<Specialty[]>('getallspecialties');
export const getLocations = () => contentGet<HospitalLocation[]>('getallhospitallocation', { position: '' });
export const searchSuggestions = (searchkey: string) => contentGet<SearchSuggestion[]>('autocompletesearch', { searchkey });
export const getDoctorsBySpecialty = (s: { id: number; cat_type?: string; vblog?: string }) =>
  contentGet<Doctor[]>('getdoctorsbyspecialty', { id: s.id, cat_type: s.cat_type ?? '', vblog: s.vblog ?? '' });
export const getDoctorsByCondition = (id: number, vblog = '') => contentGet<Doctor[]>('getdoctorsbycondition', { id, vblog });
export const getDoctorsByLocation = (l: { id?: number | null; vblog?: string }) =>
  contentGet<Doctor[]>('getAllDoctersByLocation', { id: l.id ?? '', vblog: l.vblog ?? '' });
export const getDoctorProfile = (id: number, vblog = '') => contentGet<Doctor | Doctor[]>('getdoctorprofile', { id, vblog });

/** docs/product.md#booking-doctors: the list shows from 2 characters, the call starts from 3, once typing has paused DEBOUNCE_MS. */
export const LIST_FROM = 2;
export const CALL_FROM = 3;
export const DEBOUNCE_MS = 300;

/** Waits `ms`, or rejects as soon as the query is given up (another text was typed meanwhile). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/** The doctors of the content site, in the page's language: keys and queries per resource. */
export const doctorKeys = { all: ['doctors'] as const };

export const allDoctorsQuery = (lang: string) => queryOptions({ queryKey: [...doctorKeys.all, 'all', lang], queryFn: getAllDoctors });
export const specialtiesQuery = (lang: string) => queryOptions({ queryKey: [...doctorKeys.all, 'specialties', lang], queryFn: getSpecialties });
export const locationsQuery = (lang: string) => queryOptions({ queryKey: [...doctorKeys.all, 'locations', lang], queryFn: getLocations });

/** The doctors of a picked specialty, condition or location (a picked doctor is found in the full list). */
export const doctorsOfQuery = (picked: Pick<SearchSuggestion, 'cat_type' | 'id' | 'locationId' | 'vblog'>, lang: string) =>
  queryOptions({
    queryKey: [...doctorKeys.all, 'of', picked.cat_type, picked.id, lang],
    queryFn: (): Promise<Doctor[]> => {
      if (picked.cat_type === 'speciality') return getDoctorsBySpecialty({ id: picked.id });
      if (picked.cat_type === 'condition') return getDoctorsByCondition(picked.id);
      if (picked.cat_type === 'location') return getDoctorsByLocation({ id: picked.locationId ?? picked.id, vblog: picked.vblog });
      return Promise.resolve([]);
    },
  });

/** One doctor's profile with the biography (getdoctorprofile answers the doctor or a list of one). */
export const doctorProfileQuery = (doctor: Pick<Doctor, 'id' | 'vblog'>, lang: string) =>
  queryOptions({
    queryKey: [...doctorKeys.all, 'profile', doctor.id, lang],
    queryFn: async (): Promise<Doctor | null> => {
      const d = await getDoctorProfile(doctor.id, doctor.vblog);
      return (Array.isArray(d) ? d[0] : d) ?? null;
    },
  });

/**
 * The autocomplete's suggestions for a text, debounced: the call goes out once the text has stayed the same for
 * DEBOUNCE_MS; a text typed meanwhile gives the waiting query up (TanStack Query aborts a query nobody watches).
 */
export const suggestionsQuery = (text: string, lang: string) =>
  queryOptions({
    queryKey: [...doctorKeys.all, 'suggestions', text, lang],
    queryFn: async ({ signal }): Promise<{ text: string; items: SearchSuggestion[] }> => {
      await pause(DEBOUNCE_MS, signal);
      return { text, items: await searchSuggestions(text) };
    },
  });

/** A link to directions to the hospital on a maps service. */
export function directionsUrl(l: Pick<HospitalLocation, 'latitude' | 'longitude' | 'name' | 'address'>): string {
  const destination = l.latitude != null && l.longitude != null ? `${l.latitude},${l.longitude}` : `${l.name} ${l.address ?? ''}`.trim();
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
