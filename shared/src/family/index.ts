import { useQuery } from '@tanstack/react-query';
import type { FamilyMember } from '@portal/shared/rules';
import { useSession } from '@portal/shared/session';
import { familyMembersQuery } from './family.api';

/**
 * `@portal/shared/family` — the account's family members for every patient selector: the session's
 * familyMemberList (spec local key), loaded from GET user/familymembers through the shell's QueryClient when
 * this session has not loaded it yet. A change to the family (mfe-identity) invalidates `familyKeys.all`, and
 * writes the session's list, which every selector reads.
 */
/** The family members, or null while they are not known (the selectors then offer the account holder only). */
export function useFamilyMembers(): FamilyMember[] | null {
  const stored = useSession((s) => s.familyMemberList);
  const signedIn = useSession((s) => Boolean(s.token));
  const loaded = useQuery({ ...familyMembersQuery(), enabled: signedIn && stored === null });
  return stored ?? loaded.data ?? null;
}

export { familyKeys, familyMembersQuery } from './family.api';
export { usePatientLabel, useRelationLabel, type PatientLabelSource } from './labels';
export { FilterSelect, PatientSelect } from './patient-select';
export type { FilterSelectProps, PatientSelectProps } from './patient-select';
