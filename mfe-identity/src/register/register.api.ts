import { apiPost } from '@portal/shared/api';
import type { ApiEnvelope, IdentifyData, IdentifyRegistrationBody, LoginData, RegisterBody, VerifyOtpData, VerifyOtpForRegistrationBody } from '@portal/shared/contracts';

/** POST auth/identify for registration: checks the number is new and sends the registration OTP. */
export function identifyForRegistration(body: Omit<IdentifyRegistrationBody, 'isInvokedForLogin'>): Promise<ApiEnvelope<IdentifyData>> {
  return apiPost<IdentifyData>('auth/identify', { ...body, isInvokedForLogin: false });
}

/** POST auth/verifyOtpForRegistration: answers validOtp. */
export function verifyOtpForRegistration(body: VerifyOtpForRegistrationBody): Promise<ApiEnvelope<VerifyOtpData | null>> {
  return apiPost<VerifyOtpData | null>('auth/verifyOtpForRegistration', body);
}

/** POST user/register: the registration payload; tokens and user on Success. */
export function registerUser(body: RegisterBody): Promise<ApiEnvelope<LoginData | null>> {
  return apiPost<LoginData | null>('user/register', body);
}
