import { apiPost } from '@portal/shared/api';
import type { ApiEnvelope, IdentifyData, IdentifyLoginBody, LoginBody, LoginData } from '@portal/shared/contracts';

/**
 * POST auth/identify for login: checks the password and, for an existing user, sends the login OTP and
 * answers a login ticket; with the ticket instead of the password (the OTP page's resend), sends a new OTP.
 * The envelope is returned whole: the page branches on message.status (OTPSent, NotFound, Invalid).
 */
export function identifyForLogin(body: Omit<IdentifyLoginBody, 'isInvokedForLogin'>): Promise<ApiEnvelope<IdentifyData>> {
  return apiPost<IdentifyData>('auth/identify', { ...body, isInvokedForLogin: true });
}

/** POST auth/login with the login ticket of identify + the OTP: tokens and the user fields on Success. */
export function loginWithOtp(body: Required<Pick<LoginBody, 'callingCode' | 'mobile' | 'loginTicket' | 'otp'>>): Promise<ApiEnvelope<LoginData | null>> {
  return apiPost<LoginData | null>('auth/login', body);
}
