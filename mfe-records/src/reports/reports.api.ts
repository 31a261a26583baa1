import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiPost } from '@portal/shared/api';

/** One typed function per call of care §7 "Reports and medication" (reports part). */

export interface LabOrder {
  docNumber: string;
  orderDate: string;
  docType: 'LAB' | 'RBF' | string;
  facilityId: string;
  docPart: string;
  docVersion: string;
  encryptedSecurityKey: string;
  patientId: string;
  his: string;
  orderName: string;
  /** The prescriber's name in the page's language. */
  doctorName: string;
  /** The hospital's name in the page's language (facilityId is its code). */
  facilityName?: string;
  familyMemberId: number;
  patientName: string;
  patientDOB: string;
  callingCode: string;
  mobileNo: string;
  /** The member's number differs from the account's: a code to that number comes first. */
  otpRequired: boolean;
}

export interface LabTest {
  docNumber: string;
  testName: string;
  value: string;
  unit: string;
  referenceRange: string;
  flag: string;
}

export interface LabReports {
  status: string;
  orders: LabOrder[];
  tests: LabTest[];
}

export async function getLabReports(q: { familyMemberId: number; startDate: string; endDate: string }): Promise<LabReports> {
  const r = await apiPost<{ patientLabOrderDetails: LabOrder[]; patientLabTestDetails: LabTest[] }>('appointment/labreports', {
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
