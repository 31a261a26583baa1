import { z } from 'zod';
import { typedText } from '@portal/shared/forms';
import { callingCodeSchema, dobDisplaySchema, mobileSchema } from '@portal/shared/contracts/schemas';
import { DEFAULT_CALLING_CODE, DOCUMENT_TYPES, MSG, documentIdMessage, emiratesIdMatchesBirthYear, normalizeEmiratesId } from '@portal/shared/rules';

/**
 * The first step of registration (docs/product.md#accounts-registration) on the shared rules the API checks `auth/identify` with:
 * mobile 8–10 digits, a document type, a document id of that type (Emirates ID 784 + 12 digits; others 6–15),
 * a date of birth in dd/mm/yyyy not in the future, an Emirates ID carrying the birth year, and the terms
 * accepted. Messages are the spec's English texts, or this remote's i18n keys (`identity:…`) where the spec
 * has none. The document rules run whatever the other fields say, so every wrong field shows at once.
 */
export const registrationSchema = z
  .object({
    callingCode: typedText(callingCodeSchema),
    mobile: typedText(mobileSchema),
    /** '' until chosen. */
    documentTypeId: z.string().refine((v) => Number.isInteger(Number(v)) && v !== '', { message: 'identity:register.selectDocumentType' }),
    documentId: z.string(),
    /** dd/mm/yyyy as typed. */
    dateOfBirth: dobDisplaySchema,
    agreed: z.boolean().refine((v) => v, { message: 'identity:register.acceptTerms' }),
  })
  .superRefine(
    (v, ctx) => {
      const message = documentIdProblem(v);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['documentId'] });
    },
    { when: () => true },
  );

export type RegistrationDetails = z.input<typeof registrationSchema>;

function documentIdProblem(v: RegistrationDetails): string | null {
  const typeId = Number(v.documentTypeId);
  if (!v.documentTypeId || !Number.isInteger(typeId)) return v.documentId.trim() ? null : MSG.invalidDocumentId;
  const idText = documentIdMessage(typeId, v.documentId);
  if (idText) return idText;
  const dobFine = dobDisplaySchema.safeParse(v.dateOfBirth).success;
  return typeId === DOCUMENT_TYPES.emiratesId && dobFine && !emiratesIdMatchesBirthYear(v.documentId, v.dateOfBirth) ? MSG.emiratesIdDobMismatch : null;
}

export const EMPTY_REGISTRATION: RegistrationDetails = {
  callingCode: DEFAULT_CALLING_CODE,
  mobile: '',
  documentTypeId: String(DOCUMENT_TYPES.emiratesId),
  documentId: '',
  dateOfBirth: '',
  agreed: false,
};

/** The document id as the API stores it (an Emirates ID without its dashes). */
export function normalisedDocumentId(documentTypeId: number, documentId: string): string {
  return documentTypeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(documentId) : documentId.trim();
}
