import { MSG } from '@portal/shared/rules';

/** The message for a failed send: NotFound, Invalid, network error, anything else. */
export function sendOtpFailureMessage(outcome: { status?: string; httpStatus?: number; serverMessage?: string }): string {
  if (outcome.httpStatus === 0) return MSG.loginLimit;
  if (outcome.httpStatus === 429) return outcome.serverMessage || MSG.loginLimit;
  if (outcome.status === 'NotFound') return MSG.userNotFoundRegister;
  if (outcome.status === 'Invalid') return MSG.invalidDob;
  return MSG.errorSendingOtp;
}
