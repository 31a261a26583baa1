import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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
