import { apiPost } from '@portal/shared/api';
import type { ComplaintBody, ComplaintReceipt } from '@portal/shared/contracts';

/** POST user/complaints: the hospital's complaint number. */
export async function fileComplaint(body: ComplaintBody): Promise<string> {
  const res = await apiPost<ComplaintReceipt>('user/complaints', body);
  return res.data.complaintNumber;
}
