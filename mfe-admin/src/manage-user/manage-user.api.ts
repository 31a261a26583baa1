import { useState } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@portal/shared/api';
import type { AdminUser, LookupOption, SearchedUser } from '@portal/shared/contracts';
export type { AdminUser, SearchedUser };

/** Administrators list page size (docs/product.md#administration-users). */
export const ADMIN_PAGE_SIZE = 50;

export async function getAdminList(skip: number): Promise<AdminUser[]> {
  return (await apiGet<AdminUser[]>('user/getadminlist', { searchParams: { skip, take: ADMIN_PAGE_SIZE } })).data ?? [];
}

/** null when no account has that number. */
export async function searchUser(callingCode: string, mobile: string): Promise<SearchedUser | null> {
  return (await apiGet<SearchedUser | null>('user/searchuser', { searchParams: { callingCode, mobile } })).data ?? null;
}

/** Role names in the page's language (the API answers Arabic for `lang=ar`). */
export async function getRoles(lang: string): Promise<LookupOption[]> {
  return (await apiGet<LookupOption[]>('masterdata/role', { searchParams: { lang: lang === 'ar' ? 'ar' : 'en' } })).data ?? [];
}

export async function updateRole(userId: number, roleId: number): Promise<void> {
  await apiPost('user/updaterole', { userId, roleId });
}

export async function resetLoginCounter(userId: number): Promise<void> {
  await apiPost('user/resetlogincounter', { userId });
}

export async function resetFailedAttempt(userId: number): Promise<void> {
  await apiPost('user/resetfailedattempt', { userId });
}

export interface UserSearch {
  callingCode: string;
  mobile: string;
}

export const manageUserKeys = {
  admins: ['admin-users', 'admins'] as const,
  search: (s: UserSearch) => ['admin-users', 'search', s.callingCode, s.mobile] as const,
};

export const rolesQuery = (lang: string) => queryOptions({ queryKey: ['masterdata', 'role', lang] as const, queryFn: () => getRoles(lang), staleTime: Infinity });
/** The account with that number (null: none), with its login counters. */
export const userSearchQuery = (s: UserSearch) => queryOptions({ queryKey: manageUserKeys.search(s), queryFn: () => searchUser(s.callingCode, s.mobile) });
/** The administrators, 50 a page until a short or empty page. */
export const adminListQuery = () =>
  infiniteQueryOptions({
    queryKey: manageUserKeys.admins,
    queryFn: ({ pageParam }) => getAdminList(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: AdminUser[], all: AdminUser[][]) => (last.length < ADMIN_PAGE_SIZE ? undefined : all.reduce((n, p) => n + p.length, 0)),
  });

/**
 * The account searched for (none before the first search): a search asks the server again even for the number
 * searched last, whose counters may have changed since.
 */
export function useUserSearch() {
  const queryClient = useQueryClient();
  const [searched, setSearched] = useState<UserSearch | null>(null);
  const found = useQuery({ ...userSearchQuery(searched ?? { callingCode: '', mobile: '' }), enabled: searched !== null });
  const search = (s: UserSearch) => {
    void queryClient.invalidateQueries({ queryKey: manageUserKeys.search(s) });
    setSearched(s);
  };
  return { searched, found, search, clear: () => setSearched(null) };
}

/** A change to one account (docs/product.md#administration-users): its role, or one of its two counters reset. */
export type UserChange = { kind: 'role'; roleId: number } | { kind: 'loginCounter' } | { kind: 'failedAttempt' };

function changeUser(userId: number, change: UserChange): Promise<void> {
  if (change.kind === 'role') return updateRole(userId, change.roleId);
  if (change.kind === 'loginCounter') return resetLoginCounter(userId);
  return resetFailedAttempt(userId);
}

/**
 * A change to the account found by `search`: the search is asked again (its role and counters), and after a role
 * change the administrators list too.
 */
export function useChangeUserStatus(search: UserSearch) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: number; change: UserChange }) => changeUser(userId, change),
    onSuccess: (_done, { change }) => {
      void queryClient.invalidateQueries({ queryKey: manageUserKeys.search(search) });
      if (change.kind === 'role') void queryClient.invalidateQueries({ queryKey: manageUserKeys.admins });
    },
  });
}
