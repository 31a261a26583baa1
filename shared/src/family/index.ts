import { useQuery } from '@tanstack/react-query';
import type { FamilyMember } from '@portal/shared/rules';
import { useSession } from '@portal/shared/session';
import { familyMembersQuery } from './family.api';

/**
 * `@portal/shared/family` — the account's family members for every patient selector: the session's
 * familyMemberList (spec local key) at once, and GET user/familymembers through the shell's QueryClient once per
 * page load all the same (the family may have changed elsewhere: another device, the hospital), which writes the
 * session's list. A change to the family (mfe-identity) invalidates `familyKeys.all`, which asks again.
 */
/** The family members, or null while they are not known (the selectors then offer the account holder only). */
export function useFamilyMembers(): FamilyMember[] | null {
  const stored = useSession((s) => s.familyMemberList);
  const signedIn = useSession((s) => Boolean(s.token));
  const loaded = useQuery({ ...familyMembersQuery(), enabled: signedIn, staleTime: Infinity });
  return loaded.data ?? stored ?? null;
}

export { familyKeys, familyMembersQuery } from './family.api';
export { usePatientLabel, useRelationLabel, type PatientLabelSource } from './labels';
export { FilterSelect, PatientSelect } from './patient-select';
export type { FilterSelectProps, PatientSelectProps } from './patient-select';
