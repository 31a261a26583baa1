import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared/api';
import type { ApiEnvelope, IdentifyData, IdentifyRegistrationBody, LoginData, RegisterBody, VerifyOtpData, VerifyOtpForRegistrationBody } from '@portal/shared/contracts';
import type { MutationConfig } from '../parts/mutation-config';

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

/** Asking for the registration code of a new number (the page says what each answer means). */
export const useIdentifyForRegistration = () => useMutation({ mutationFn: identifyForRegistration });

/** Checking the registration code. */
export const useVerifyRegistrationOtp = () => useMutation({ mutationFn: verifyOtpForRegistration });

/** Registering the account; the page signs in with the answer or says why not. */
export const useRegisterUser = (config: MutationConfig<ApiEnvelope<LoginData | null>, RegisterBody> = {}) => useMutation({ ...config, mutationFn: registerUser });
