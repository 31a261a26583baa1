import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@portal/shared/api';
import { ADMIN_PAGES, type InterestStatus } from '@portal/shared/contracts';
import type { InterestedUser, InterestedUsersPage, ActivityEntry, OfferSummary } from '@portal/shared/contracts';
export type { InterestedUser, ActivityEntry, OfferSummary };

export const USERS_PAGE = ADMIN_PAGES.interestedUsers;
export const INTERESTED_USERS_EXPORT = 'user/offerinterestedusers/export';

/** Offer titles in the page's language. */
export async function getOffers(lang: string): Promise<OfferSummary[]> {
  return (await apiGet<OfferSummary[]>('user/offerinterestcounts', { searchParams: { lang: lang === 'ar' ? 'ar' : 'en' } })).data ?? [];
}

export async function getInterestedUsers(offerId: number, offset: number): Promise<InterestedUsersPage> {
  return (await apiGet<InterestedUsersPage>('user/offerinterestedusers', { searchParams: { offerId, offset, take: USERS_PAGE } })).data;
}

export async function updateStatus(offerInterestId: number, status: InterestStatus, comment: string): Promise<InterestedUser> {
  return (await apiPost<InterestedUser>('user/updateofferintereststatus', { offerInterestId, status, comment })).data;
}

export async function getActivity(offerInterestId: number): Promise<ActivityEntry[]> {
  return (await apiGet<ActivityEntry[]>('user/getofferactivitylogs', { searchParams: { offerInterestId } })).data ?? [];
}

export const interestKeys = {
  all: ['offer-interests'] as const,
  users: (offerId: number) => ['offer-interests', 'users', offerId] as const,
  activity: (offerInterestId: number) => ['offer-interests', 'activity', offerInterestId] as const,
};
/** The offers with their counts, titles in the page's language. */
export const offersQuery = (lang: string) => queryOptions({ queryKey: [...interestKeys.all, 'offers', lang] as const, queryFn: () => getOffers(lang) });
/**
 * One page (from `offset`) of the users interested in an offer, in the page's language: the server names each
 * user's region in the language of the request, so another language is another answer.
 */
export const interestedUsersQuery = (offerId: number, offset: number, lang: string) =>
  queryOptions({ queryKey: [...interestKeys.users(offerId), offset, lang] as const, queryFn: () => getInterestedUsers(offerId, offset) });
export const activityQuery = (offerInterestId: number) => queryOptions({ queryKey: interestKeys.activity(offerInterestId), queryFn: () => getActivity(offerInterestId) });

type UsersPage = { users: InterestedUser[]; total: number };

/**
 * A lead's new status and comment (docs/product.md#administration-offers): every page listing the lead shows what the
 * server saved at once, and its activity log, which has a new entry, is asked again.
 */
export function useChangeInterestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { offerInterestId: number; status: InterestStatus; comment: string }) => updateStatus(v.offerInterestId, v.status, v.comment),
    onSuccess: (saved) => {
      queryClient.setQueriesData<UsersPage>({ queryKey: [...interestKeys.all, 'users'] }, (page) => page && { ...page, users: page.users.map((u) => (u.offerInterestId === saved.offerInterestId ? saved : u)) });
      void queryClient.invalidateQueries({ queryKey: interestKeys.activity(saved.offerInterestId) });
    },
  });
}
