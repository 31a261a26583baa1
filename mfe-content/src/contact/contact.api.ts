import { apiPost } from '@portal/shared/api';
import type { AskADoctorBody, ContactRequestBody } from '@portal/shared/contracts';

/** POST user/savecontactus. */
export async function saveContactUs(body: ContactRequestBody): Promise<boolean> {
  return (await apiPost<boolean>('user/savecontactus', body)).data === true;
}

/** POST user/saveaskadoc. */
export async function saveAskADoctor(body: AskADoctorBody): Promise<boolean> {
  return (await apiPost<boolean>('user/saveaskadoc', body)).data === true;
}
