import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@portal/shared/api';
import { familyKeys } from '@portal/shared/family';
import type { ApiEnvelope, FamilyMemberPayload, FamilySaveData, FamilyVerifyData, LangCode, LookupOption, OtpReferenceData } from '@portal/shared/rules';
import type { MutationConfig } from '../parts/mutation-config';
export type { FamilyMemberPayload };
export { familyMembersQuery } from '@portal/shared/family';

/** Outcome by message.status: Success, OTPSent (data.referenceId), NotFound; 429 and others throw. */
export const saveFamilyMember = (body: FamilyMemberPayload) => apiPost<FamilySaveData>('user/savefamilymemberdetailsv2', body);
export const resendFamilyOtp = (referenceId: string) => apiPost<OtpReferenceData>('user/sendotptofamilyforaddition', { referenceId });
export const verifyFamilyOtp = (otp: string, referenceId: string) => apiPost<FamilyVerifyData>('user/verify', { otp, referenceId });
export const deleteFamilyMember = (familyMemberId: number) => apiDelete<null>('user/deletefamilymember', { searchParams: { familyMemberId } });
export async function getRelations(lang: LangCode): Promise<LookupOption[]> {
  return (await apiGet<LookupOption[]>('masterdata/relations', { searchParams: { lang } })).data ?? [];
}

/** The relations of master data in the page's language (they change with a deployment, not while a form is open). */
export const relationsQuery = (lang: LangCode) => queryOptions({ queryKey: ['relations', lang], queryFn: () => getRelations(lang), staleTime: Infinity });

/**
 * A change to the family (a member added, edited, verified by code or removed): every family picker of the
 * portal reads the shared family query (`@portal/shared/family`), asked again here once the change is made.
 */
export function useFamilyChange<A, R>(change: (args: A) => Promise<R>) {
  const familyChanged = useFamilyChanged();
  return useMutation({ mutationFn: change, onSuccess: familyChanged });
}

/** Asks the family again after a change. */
function useFamilyChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: familyKeys.all });
}

/**
 * The member's code (docs/product.md#family-adding): a valid one adds the member, and the family is asked again
 * before the dialog's own `onSuccess` runs (it closes the dialogs on the new list).
 */
export function useVerifyFamilyOtp(referenceId: string, { onSuccess, ...config }: MutationConfig<ApiEnvelope<FamilyVerifyData>, string> = {}) {
  const familyChanged = useFamilyChanged();
  return useMutation({
    ...config,
    mutationFn: (otp: string) => verifyFamilyOtp(otp, referenceId),
    onSuccess: async (res, ...rest) => {
      if (res.data?.validOtp) await familyChanged();
      await onSuccess?.(res, ...rest);
    },
  });
}

/** Sends the member a new code: its answer carries the new reference. */
export const useResendFamilyOtp = (referenceId: string, config: MutationConfig<ApiEnvelope<OtpReferenceData>> = {}) =>
  useMutation({ ...config, mutationFn: () => resendFamilyOtp(referenceId) });
