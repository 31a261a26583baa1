import { apiPost } from '@portal/shared/api';
import type { ApiEnvelope, ResetPasswordBody, SendOtpForPasswordBody, VerifyOtpData, VerifyOtpForPasswordBody } from '@portal/shared/contracts';

/** POST user/sendotpforpassword: Success, NotFound (no such user) or Invalid (wrong date of birth). */
export function sendOtpForPassword(body: SendOtpForPasswordBody): Promise<ApiEnvelope<null>> {
  return apiPost<null>('user/sendotpforpassword', body);
}

/** POST user/verifyotpforpassword: answers validOtp. */
export function verifyOtpForPassword(body: VerifyOtpForPasswordBody): Promise<ApiEnvelope<VerifyOtpData | null>> {
  return apiPost<VerifyOtpData | null>('user/verifyotpforpassword', body);
}

/** POST user/resetpassword with the verified OTP and the new password. */
export function resetPassword(body: ResetPasswordBody): Promise<ApiEnvelope<null>> {
  return apiPost<null>('user/resetpassword', body);
}
