import { z } from 'zod';
import { DOCUMENT_TYPES, LIMITS, MSG, documentIdMessage, emiratesIdMatchesBirthYear, normalizeEmiratesId, toIsoDate } from '@portal/shared/rules';
import { displayDobMessage } from '../fields/dob-rule';

export interface UaeRegisterValues {
  dateOfBirth: string;
  /** Only when the provider gave no document (then the screen asks for one). */
  documentTypeId: string;
  documentId: string;
}

export type UaeRegisterErrors = Partial<Record<keyof UaeRegisterValues, string>>;

/**
 * The rules of /home/UAEregister (docs/product.md#accounts-digital-identity, same as the server's `registerUaePassSchema`): a valid date
 * of birth, not in the future; a document typed here needs at least 5 characters (15 digits from 784
 * for an Emirates ID); an Emirates ID, the provider's or typed, must carry the birth year.
 */
export function uaeRegisterErrors(values: UaeRegisterValues, providerDocument: { documentTypeId: number; documentId: string } | null, now = new Date()): UaeRegisterErrors {
  const errors: UaeRegisterErrors = {};
  const dob = displayDobMessage(values.dateOfBirth, now);
  if (dob) errors.dateOfBirth = dob;
  let document = providerDocument;
  if (!document) {
    const typeId = Number(values.documentTypeId);
    if (!typeId) errors.documentTypeId = MSG.allFieldsRequired;
    else {
      const message = documentIdMessage(typeId, typeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(values.documentId) : values.documentId.trim(), {
        min: LIMITS.documentIdMinIdentityProvider,
      });
      if (message) errors.documentId = message;
      else document = { documentTypeId: typeId, documentId: values.documentId };
    }
  }
  if (!errors.dateOfBirth && document?.documentTypeId === DOCUMENT_TYPES.emiratesId) {
    const iso = toIsoDate(values.dateOfBirth);
    if (iso && !emiratesIdMatchesBirthYear(normalizeEmiratesId(document.documentId), iso)) errors.dateOfBirth = MSG.emiratesIdDobMismatch;
  }
  return errors;
}

/** The same rules as the form's schema (react-hook-form through @portal/shared/forms); messages in the spec's words. */
export const uaeRegisterSchema = (providerDocument: { documentTypeId: number; documentId: string } | null) =>
  z.object({ dateOfBirth: z.string(), documentTypeId: z.string(), documentId: z.string() }).superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(uaeRegisterErrors(v, providerDocument))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });
