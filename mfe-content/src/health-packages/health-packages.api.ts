import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKey, type ContentSite } from '../content-site/content-site.api';
import { apiRequest, contentGet, type ApiEnvelope } from '@portal/shared/api';
import type { HealthPackageRequestBody } from '@portal/shared/contracts';

export interface SubPackage {
  id: number;
  name: string;
  /** HTML from the content site; shown through SafeHtml. */
  description: string;
  price: number;
  currency: string;
}
export interface HealthPackage {
  id: number;
  name: string;
  packagename: string;
  image: string;
  sub_packages: SubPackage[];
}

/** GET getallpackages: the brand's health packages with their sub packages. */
export function getPackages(): Promise<HealthPackage[]> {
  return contentGet<HealthPackage[]>('getallpackages');
}

/** POST user/requesthealthpkg: true when the hospital received the booking (the call answers true or false). */
export async function requestHealthPackage(body: HealthPackageRequestBody): Promise<boolean> {
  const res = await apiRequest<boolean | ApiEnvelope<boolean>>('post', 'user/requesthealthpkg', { json: body });
  return typeof res === 'boolean' ? res : res?.data === true;
}

/**
 * POST user/offerinterest: the patient is interested in this package as an offer; the administrators
 * follow the lead up (/auth/interestedusers). 'exists' when already registered (status Conflict).
 */
export async function showInterest(offerId: number): Promise<'created' | 'exists'> {
  const res = await apiRequest<ApiEnvelope<boolean>>('post', 'user/offerinterest', { json: { offerId } });
  return res.message?.status === 'Conflict' ? 'exists' : 'created';
}

/** GET user/myofferinterests: ids of the offers the patient already showed interest in. */
export async function getMyInterests(): Promise<number[]> {
  return (await apiRequest<ApiEnvelope<number[]>>('get', 'user/myofferinterests')).data ?? [];
}

export const packagesQuery = (site: ContentSite) => queryOptions({ queryKey: contentKey(site, 'packages'), queryFn: getPackages });
/** The offers this patient already showed interest in (the API's, not the content site's). */
export const myInterestsQuery = () => queryOptions({ queryKey: ['offer-interests', 'mine'] as const, queryFn: getMyInterests });

/** A health package's booking: its result, true or false (a failed request is a false one). */
export function useRequestHealthPackage() {
  return useMutation({ mutationFn: (body: HealthPackageRequestBody) => requestHealthPackage(body).catch(() => false) });
}

/** "I'm interested" in one offer: settles once the patient's interests have been asked again (the button then stays done). */
export function useShowInterest(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => showInterest(offerId), onSuccess: () => queryClient.invalidateQueries({ queryKey: myInterestsQuery().queryKey }) });
}
