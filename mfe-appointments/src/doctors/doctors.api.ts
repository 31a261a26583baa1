import { apiGet, contentGet } from '@portal/shared/api';

/** The content site's doctor (care §3), as getAllDocters and the other doctor paths send it. */
export interface Doctor {
  id: number;
  name: string;
  image: string;
  specialty: string;
  specialtyId?: number;
  specialization: string;
  location: string;
  locationId: number;
  vblog: string;
  facilityCode?: string;
  cat_type: string;
  department_code: string;
  physician_code: string;
  physician_number: string;
  appointment_message: string;
  experience: number;
  nationality: string;
  know_langauges: string;
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

export interface DepartmentCode {
  id: number;
  code: string;
  text: string;
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

/** Departments booked by the call centre: their doctors skip the slot lookup (care §4). */
export async function getDepartmentCodes(): Promise<DepartmentCode[]> {
  const r = await apiGet<DepartmentCode[]>('masterdata/getdepartmentcodes');
  return r.data ?? [];
}

/** A link to directions to the hospital on a maps service. */
export function directionsUrl(l: Pick<HospitalLocation, 'latitude' | 'longitude' | 'name' | 'address'>): string {
  const destination = l.latitude != null && l.longitude != null ? `${l.latitude},${l.longitude}` : `${l.name} ${l.address ?? ''}`.trim();
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
