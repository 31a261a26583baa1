import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared/api';
import type { ComplaintBody, ComplaintReceipt } from '@portal/shared/contracts';

/** POST user/complaints: the hospital's complaint number. */
export async function fileComplaint(body: ComplaintBody): Promise<string> {
  const res = await apiPost<ComplaintReceipt>('user/complaints', body);
  return res.data.complaintNumber;
}

/** Filing a complaint: the hospital's complaint number, or the server's message as the error. */
export function useFileComplaint() {
  return useMutation({ mutationFn: fileComplaint });
}
