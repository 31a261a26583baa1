import { useMutation } from '@tanstack/react-query';
import { sendFamilyOtp, verifyFamilyOtp } from './reports.api';

/** Whose number the code of another member's report goes to. */
export interface CodeMember {
  name: string;
  callingCode: string;
  mobile: string;
}

/** Sending the code to a member's number and checking the code typed (care §4), as mutations of the page. */
export function useReportCode() {
  const send = useMutation({ mutationFn: (m: CodeMember) => sendFamilyOtp(m.callingCode, m.mobile) });
  const verify = useMutation({ mutationFn: ({ member, otp }: { member: CodeMember; otp: string }) => verifyFamilyOtp(member.callingCode, member.mobile, otp) });
  return { send, verify };
}

export type ReportCode = ReturnType<typeof useReportCode>;
