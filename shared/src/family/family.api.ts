import { queryOptions } from '@tanstack/react-query';
import type { FamilyMember } from '@portal/shared/rules';
import { apiGet } from '@portal/shared/api';
import { sessionStore } from '@portal/shared/session';

export const familyKeys = { all: ['family'] as const };

export const familyMembersQuery = () =>
  queryOptions({
    queryKey: familyKeys.all,
    queryFn: async () => {
      const r = await apiGet<FamilyMember[]>('user/familymembers');
      const list = Array.isArray(r.data) ? r.data : [];
      sessionStore.getState().setFamilyMembers(list);
      return list;
    },
  });
