/**
 * What the login page hands to the OTP page (/home/otpforlogin): the number, in the navigation
 * state, and the login ticket the server answered after checking the password, in this module's memory only —
 * never the password, and nothing secret in the session history or in storage. A reload or a new tab has no
 * ticket, and the OTP page sends the person back to the login page.
 */
export interface LoginHandoff {
  callingCode: string;
  mobile: string;
  loginTicket: string;
}

let pending: LoginHandoff | null = null;

export function handOffLogin(handoff: LoginHandoff): void {
  pending = handoff;
}

/** The ticket for this number, if the login page of this tab handed one over. */
export function loginHandoffFor(callingCode: string, mobile: string): LoginHandoff | null {
  return pending && pending.callingCode === callingCode && pending.mobile === mobile ? pending : null;
}

export function clearLoginHandoff(): void {
  pending = null;
}
