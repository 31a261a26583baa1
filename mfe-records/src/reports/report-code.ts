import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportKeys, sendFamilyOtp, verifyFamilyOtp } from './reports.api';

/** Whose number the code of another member's report goes to. */
export interface CodeMember {
  name: string;
  callingCode: string;
  mobile: string;
}

/** Sending the code to a member's number and checking the code typed (docs/product.md#reports-member-code), as mutations of the page. */
export function useReportCode() {
  const send = useMutation({ mutationFn: (m: CodeMember) => sendFamilyOtp(m.callingCode, m.mobile) });
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: ({ member, otp }: { member: CodeMember; otp: string }) => verifyFamilyOtp(member.callingCode, member.mobile, otp),
    // The lists come again with the member's results, which the server sends only once her code is entered.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
  return { send, verify };
}

export type ReportCode = ReturnType<typeof useReportCode>;
