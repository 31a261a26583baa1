import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';

/** POST /appointment/medications?brandName= (care §7): the caller's or a member's medications. */
export interface Medication {
  id: number;
  brandName: string;
  genericName: string;
  frequency: string;
  /** Days. */
  duration: number;
  creationDate: string;
  endDate: string;
  physicianNo: string;
  doctorName: string;
  doctorImage: string;
  patientId: string;
  facilityId: string;
  /** The hospital's name in the page's language. */
  facilityName?: string;
}

export interface Medications {
  activeMedications: Medication[];
  pastMedications: Medication[];
}

export async function getMedications(familyMemberId: number): Promise<Medications> {
  const brandName = useSession.getState().brandName ?? 'burjeel';
  const r = await apiPost<Medications>('appointment/medications', { patientId: '', his: '', familyMemberId }, { searchParams: { brandName } });
  return { activeMedications: r.data?.activeMedications ?? [], pastMedications: r.data?.pastMedications ?? [] };
}

export const medicationKeys = {
  all: ['medications'] as const,
  of: (familyMemberId: number, lang: string) => ['medications', familyMemberId, lang] as const,
};

/** One patient's active and past medications, worded in `lang` (doctor and hospital names). */
export const medicationsQuery = (familyMemberId: number, lang: string) =>
  queryOptions({ queryKey: medicationKeys.of(familyMemberId, lang), queryFn: () => getMedications(familyMemberId) });
