/** What registration hands to /home/sign-up (otp, referanceId — the product's spelling — and prospectUser). */
export interface ProspectUser {
  callingCode: string;
  mobile: string;
  documentTypeId: number;
  documentId: string;
  /** dd/mm/yyyy */
  dateOfBirth: string;
}

export interface SignUpState {
  otp: string;
  referanceId: string;
  prospectUser: ProspectUser;
}

export function isSignUpState(v: unknown): v is SignUpState {
  const s = v as Partial<SignUpState> | null;
  const p = s?.prospectUser as Partial<ProspectUser> | undefined;
  return (
    !!s &&
    typeof s.otp === 'string' &&
    typeof s.referanceId === 'string' &&
    !!p &&
    typeof p.callingCode === 'string' &&
    typeof p.mobile === 'string' &&
    typeof p.documentTypeId === 'number' &&
    typeof p.documentId === 'string' &&
    typeof p.dateOfBirth === 'string'
  );
}
