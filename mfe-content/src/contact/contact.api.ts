import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared/api';
import { communicationFlags, type AskADoctorBody, type CommunicationMode, type ContactRequestBody } from '@portal/shared/contracts';

/** POST user/savecontactus. */
export async function saveContactUs(body: ContactRequestBody): Promise<boolean> {
  return (await apiPost<boolean>('user/savecontactus', body)).data === true;
}

/** POST user/saveaskadoc. */
export async function saveAskADoctor(body: AskADoctorBody): Promise<boolean> {
  return (await apiPost<boolean>('user/saveaskadoc', body)).data === true;
}

/** What a contact form sends: its fields as typed, and for ask a doctor the mode of communication. */
export interface ContactRequest {
  fields: ContactFields;
  mode: CommunicationMode | '';
}
export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  callingCode: string;
  message: string;
}

/** The request's answer is true when it was saved; anything else is a failure of the form. */
async function saved(answer: Promise<boolean>): Promise<void> {
  if (!(await answer)) throw new Error('not saved');
}

/** Contact Us: the request saved, or an error. */
export function useSaveContactUs() {
  return useMutation({ mutationFn: ({ fields: f }: ContactRequest) => saved(saveContactUs({ ...f, mobile: f.mobile.trim(), email: f.email.trim() })) });
}

/** Ask a Doctor: the question saved, the mode of communication as its two flags (docs/product.md#content-requests). */
export function useSaveAskADoctor() {
  return useMutation({
    mutationFn: ({ fields: { message, ...f }, mode }: ContactRequest) =>
      saved(saveAskADoctor({ ...f, mobile: f.mobile.trim(), email: f.email.trim(), comment: message, ...communicationFlags(mode as CommunicationMode) })),
  });
}
