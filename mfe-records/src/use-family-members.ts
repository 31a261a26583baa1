import { useEffect } from 'react';
import type { FamilyMember } from '@portal/shared/contracts';
import { apiGet } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';

/**
 * The family list of the session (account §3 `familyMemberList`); fetched once when this remote's page is
 * the first to need it (a deep link or a notification), so the patient selector lists the members.
 */
export function useFamilyMembers(): FamilyMember[] {
  const family = useSession((s) => s.familyMemberList);
  useEffect(() => {
    if (family !== null) return;
    let alive = true;
    apiGet<FamilyMember[]>('user/familymembers')
      .then((r) => {
        if (alive) useSession.getState().setFamilyMembers(r.data ?? []);
      })
      // Without the list the selector offers the account holder only; the page still works.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [family]);
  return family ?? [];
}
