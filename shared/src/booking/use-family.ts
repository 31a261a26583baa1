import { useEffect } from 'react';
import type { FamilyMember } from '@portal/shared/rules';
import { apiGet } from '@portal/shared/api';
import { sessionStore, useSession } from '@portal/shared/session';

let loading: Promise<void> | null = null;

/**
 * The account's family members for the patient selectors: the session's familyMemberList, loaded once
 * from GET user/familymembers when this session has not loaded it yet (the family page refreshes it).
 */
export function useFamilyMembers(): FamilyMember[] | null {
  const list = useSession((s) => s.familyMemberList);
  const signedIn = useSession((s) => Boolean(s.token));
  useEffect(() => {
    if (list !== null || !signedIn || loading) return;
    loading = apiGet<FamilyMember[]>('user/familymembers')
      .then((r) => sessionStore.getState().setFamilyMembers(Array.isArray(r.data) ? r.data : []))
      .catch(() => undefined)
      .finally(() => {
        loading = null;
      });
  }, [list, signedIn]);
  return list;
}
