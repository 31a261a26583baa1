import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiPost } from '@portal/shared/api';
import type { LabOrder, LabReportsData, LabTest } from '@portal/shared/contracts';

export type { LabOrder, LabTest };

/** One typed function per call of the diagnostic reports (docs/product.md#reports). */

/** What the reports page shows: the answer's status word (NotFound: nothing in the window), orders and tests. */
export interface LabReports {
  status: string;
  orders: LabOrder[];
  tests: LabTest[];
}

export async function getLabReports(q: { familyMemberId: number; startDate: string; endDate: string }): Promise<LabReports> {
  const r = await apiPost<LabReportsData>('appointment/labreports', {
    patientId: '', his: '', startDate: q.startDate, endDate: q.endDate, mobileNo: '', dateOfBirth: '', familyMemberId: q.familyMemberId,
  });
  return { status: r.message.status, orders: r.data?.patientLabOrderDetails ?? [], tests: r.data?.patientLabTestDetails ?? [] };
}

export const reportKeys = {
  all: ['reports'] as const,
  list: (q: { familyMemberId: number; startDate: string; endDate: string }, lang: string) => ['reports', 'list', q, lang] as const,
};

/** The orders and tests of one patient of the account in one window (Current or Past), worded in `lang` (doctor and hospital names). */
export const labReportsQuery = (q: { familyMemberId: number; startDate: string; endDate: string }, lang: string) =>
  queryOptions({ queryKey: reportKeys.list(q, lang), queryFn: () => getLabReports(q) });

/** The report PDF (a Blob); `protect` false asks for the copy without a password (skipPasswordProtection). */
export function getReportPdf(o: LabOrder, protect: boolean): Promise<Blob> {
  return apiBlob('appointment/labreportspdf', {
    documentNumber: o.docNumber, documentPart: o.docPart, documentType: o.docType, documentVersion: o.docVersion, facilityId: [o.facilityId],
    patientId: o.patientId, patientName: o.patientName, patientDOB: o.patientDOB, skipPasswordProtection: !protect, encryptedSecurityKey: o.encryptedSecurityKey,
  });
}

export async function sendFamilyOtp(callingCode: string, mobile: string): Promise<void> {
  await apiPost('user/sendotptofamily', { callingCode, mobile });
}

export async function verifyFamilyOtp(callingCode: string, mobile: string, otp: string): Promise<void> {
  await apiPost('user/verifyuser', { callingCode, mobile, otp });
}

/** Whose number the code of another member's report goes to. */
export interface CodeMember {
  name: string;
  callingCode: string;
  mobile: string;
}

/**
 * Sending the code to a member's number and checking the code typed (docs/product.md#reports-member-code). Once
 * checked, every report list is asked again: the server sends a member's results only once her code is entered.
 */
export function useReportCode() {
  const queryClient = useQueryClient();
  const send = useMutation({ mutationFn: (m: CodeMember) => sendFamilyOtp(m.callingCode, m.mobile) });
  const verify = useMutation({
    mutationFn: ({ member, otp }: { member: CodeMember; otp: string }) => verifyFamilyOtp(member.callingCode, member.mobile, otp),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
  return { send, verify };
}

export type ReportCode = ReturnType<typeof useReportCode>;
