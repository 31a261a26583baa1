import { useMutation } from '@tanstack/react-query';
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

/** Sending the code of a forgotten password (the page says what each outcome means). */
export const useSendPasswordOtp = () => useMutation({ mutationFn: sendOtpForPassword });

/** Setting the new password with the verified code. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
