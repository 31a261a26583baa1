import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@portal/shared/api';
import type { Medication, Medications } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';

export type { Medication, Medications };

/** POST /appointment/medications?brandName=: the caller's or a member's medications. */
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
