import { apiGet, apiPut, contentGet } from '@portal/shared/api';

/** A hospital of the content site's location list (the fields this feature uses). */
export interface HospitalLocation {
  locationId: number;
  name: string;
  vblog: string;
  facilityCode: string;
  city?: string;
  address?: string;
}

/** The preferred-hospital and date-of-birth part of GET user/profile. */
export interface EntryProfile {
  dateOfBirth: string | null;
  facilityId: number | null;
  vblog: string | null;
  facilityCode: string | null;
}

/** GET getallhospitallocation (content site): the brand's hospitals in display order. */
export const getHospitals = () => contentGet<HospitalLocation[]>('getallhospitallocation');

export async function getEntryProfile(): Promise<EntryProfile> {
  return (await apiGet<EntryProfile>('user/profile')).data;
}

/** PUT user/preferredfacility (account §4 "Choose hospital"). */
export async function savePreferredFacility(facilityId: number, vblog: string) {
  return apiPut<{ facilityId: number; vblog: string; facilityCode: string }>('user/preferredfacility', { facilityId, vblog });
}

/** PUT user/savedob: the date of birth of 'Complete your Profile' (dd/mm/yyyy). */
export async function saveDateOfBirth(dateOfBirth: string) {
  return apiPut<{ dateOfBirth: string }>('user/savedob', { dateOfBirth });
}
