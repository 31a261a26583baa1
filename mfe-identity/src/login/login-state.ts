/**
 * Navigation state of /home/otpforlogin: the number only. The product's description passes the password too; the
 * portal passes a server-side login ticket instead, kept in memory (login-handoff.ts), so that the password
 * never sits in the session history.
 */
export interface OtpForLoginState {
  callingCode: string;
  loginMobile: string;
}

export function isOtpForLoginState(v: unknown): v is OtpForLoginState {
  const s = v as Partial<OtpForLoginState> | null;
  return !!s && typeof s.callingCode === 'string' && typeof s.loginMobile === 'string' && s.loginMobile.length > 0;
}
