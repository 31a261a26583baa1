/** Navigation state of /home/otpforlogin (account §2: callingCode, loginMobile and password). */
export interface OtpForLoginState {
  callingCode: string;
  loginMobile: string;
  password: string;
}

export function isOtpForLoginState(v: unknown): v is OtpForLoginState {
  const s = v as Partial<OtpForLoginState> | null;
  return !!s && typeof s.callingCode === 'string' && typeof s.loginMobile === 'string' && typeof s.password === 'string' && s.loginMobile.length > 0;
}
