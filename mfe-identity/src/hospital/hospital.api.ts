import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiGet, apiPut, contentGet } from '@portal/shared/api';
import type { DateOfBirthData, PreferredFacility, ProfileData } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import type { MutationConfig } from '../parts/mutation-config';

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
type EntryProfile = Pick<ProfileData, 'dateOfBirth' | 'facilityId' | 'vblog' | 'facilityCode'>;

/** GET getallhospitallocation (content site): the brand's hospitals in display order. */
export const getHospitals = () => contentGet<HospitalLocation[]>('getallhospitallocation');

export async function getEntryProfile(): Promise<EntryProfile> {
  return (await apiGet<EntryProfile>('user/profile')).data;
}

export const hospitalKeys = {
  list: (lang: string) => ['hospitals', lang] as const,
  entry: (lang: string) => ['hospitals', 'entry', lang] as const,
};

/** The brand's hospitals in the page language ([] when the content site has none). */
export const hospitalsQuery = (lang: string) =>
  queryOptions({ queryKey: hospitalKeys.list(lang), queryFn: async () => (await getHospitals()) ?? [] });

/** What the entry dialogs (docs/product.md#accounts-profile) need to ask: 'complete' (date of birth and hospital), 'choose' (hospital) or nothing. */
export type EntryNeed = 'complete' | 'choose' | null;

/**
 * The entry check (docs/product.md#accounts-profile): the profile's date of birth and hospital against the brand's list. A saved
 * hospital no longer listed is cleared in the session; a listed one fills in the session's facility code (the
 * login answer does not carry it). Asked once per session and language.
 */
export const entryQuery = (lang: string) =>
  queryOptions({
    queryKey: hospitalKeys.entry(lang),
    staleTime: Infinity,
    queryFn: async ({ client }): Promise<EntryNeed> => {
      const [hospitals, profile] = await Promise.all([client.fetchQuery(hospitalsQuery(lang)), getEntryProfile()]);
      const listed = hospitals.find((h) => h.locationId === profile.facilityId);
      const session = useSession.getState();
      const u = session.user;
      if (listed && u && (u.facilityId !== listed.locationId || u.facilityCode !== listed.facilityCode)) session.setFacility(listed.locationId, listed.vblog, listed.facilityCode);
      if (!listed && u?.facilityId != null) session.setFacility(null, null, null);
      if (listed) return null;
      return profile.dateOfBirth ? 'choose' : 'complete';
    },
  });

/** PUT user/preferredfacility (the hospital chooser). */
export async function savePreferredFacility(facilityId: number, vblog: string) {
  return apiPut<PreferredFacility>('user/preferredfacility', { facilityId, vblog });
}

/** PUT user/savedob: the date of birth of 'Complete your Profile' (dd/mm/yyyy). */
export async function saveDateOfBirth(dateOfBirth: string) {
  return apiPut<DateOfBirthData>('user/savedob', { dateOfBirth });
}

/**
 * Saves the preferred hospital (docs/product.md#accounts-profile), then updates the session: `setFacility`
 * stores facilityId, vblog and the facility code and emits 'hospital', so the dashboard refreshes.
 */
async function chooseHospital(h: HospitalLocation): Promise<void> {
  const res = await savePreferredFacility(h.locationId, h.vblog);
  useSession.getState().setFacility(res.data.facilityId, res.data.vblog, res.data.facilityCode);
}

/** What an entry dialog saves: the hospital, and the date of birth first when 'Complete your Profile' asked for it. */
export interface EntryChoice {
  hospital: HospitalLocation;
  dateOfBirth?: string;
}

/** Saving an entry dialog: the date of birth (then the session knows it), then the hospital. */
export const useSaveEntry = (config: MutationConfig<void, EntryChoice> = {}) =>
  useMutation({
    ...config,
    mutationFn: async ({ hospital, dateOfBirth }: EntryChoice) => {
      if (dateOfBirth !== undefined) {
        await saveDateOfBirth(dateOfBirth);
        useSession.getState().updateUser({ isDOBAvailable: true });
      }
      await chooseHospital(hospital);
    },
  });
