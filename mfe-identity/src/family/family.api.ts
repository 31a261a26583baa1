import { apiDelete, apiGet, apiPost } from '@portal/shared/api';
import type { FamilyMember, FamilyMemberPayload, LangCode, LookupOption } from '@portal/shared/rules';
export type { FamilyMemberPayload };

export const getFamilyMembers = async () => (await apiGet<FamilyMember[]>('user/familymembers')).data ?? [];
/** Outcome by message.status: Success, OTPSent (data.referenceId), NotFound; 429 and others throw. */
export const saveFamilyMember = (body: FamilyMemberPayload) => apiPost<{ referenceId?: string; familyMemberId?: number } | null>('user/savefamilymemberdetailsv2', body);
export const resendFamilyOtp = (referenceId: string) => apiPost<{ referenceId: string }>('user/sendotptofamilyforaddition', { referenceId });
export const verifyFamilyOtp = (otp: string, referenceId: string) => apiPost<{ validOtp: boolean }>('user/verify', { otp, referenceId });
export const deleteFamilyMember = (familyMemberId: number) => apiDelete<null>('user/deletefamilymember', { searchParams: { familyMemberId } });
export async function getRelations(lang: LangCode): Promise<LookupOption[]> {
  return (await apiGet<LookupOption[]>('masterdata/relations', { searchParams: { lang } })).data ?? [];
}
