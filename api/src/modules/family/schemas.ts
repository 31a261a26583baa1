import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  MSG,
  callingCodeSchema,
  dateOfBirthSchema,
  documentIdMessage,
  documentIdSchema,
  documentTypeIdSchema,
  emailSchema,
  emiratesIdMatchesBirthYear,
  mobileSchema,
  nameSchema,
  otpSchema,
  type DocumentSlot,
} from '@portal/shared/contracts';

const positiveId = z.coerce.number({ error: MSG.allFieldsRequired }).int(MSG.allFieldsRequired).positive(MSG.allFieldsRequired);

/**
 * The family member payload with its rules (docs/product.md#family-adding): every field required, mobile digits
 * (8–10), the document id by its type (Emirates ID 784 + 12 digits and carrying the birth year).
 * `familyMemberId` 0 or absent = add, otherwise edit.
 */
export const familyMemberSchema = z
  .object({
    familyMemberId: z.coerce.number().int().min(0).optional(),
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    dateOfBirth: dateOfBirthSchema,
    mobile: mobileSchema,
    callingCode: callingCodeSchema,
    genderId: positiveId,
    countryId: positiveId,
    documentTypeId: documentTypeIdSchema,
    documentId: documentIdSchema,
    relationId: positiveId,
  })
  .superRefine((v, ctx) => {
    const message = documentIdMessage(v.documentTypeId, v.documentId);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['documentId'] });
    else if (v.documentTypeId === DOCUMENT_TYPES.emiratesId && !emiratesIdMatchesBirthYear(v.documentId, v.dateOfBirth)) {
      ctx.addIssue({ code: 'custom', message: MSG.emiratesIdDobMismatch, path: ['documentId'] });
    }
  });
export type FamilyMemberBody = z.infer<typeof familyMemberSchema>;

export const FAMILY_FIELDS = ['firstName', 'lastName', 'email', 'dateOfBirth', 'mobile', 'callingCode', 'genderId', 'countryId', 'documentTypeId', 'documentId', 'relationId'] as const;

export const referenceIdBody = z.object({ referenceId: z.string({ error: MSG.somethingWentWrong }).uuid(MSG.somethingWentWrong) });
export const verifyBody = z.object({ otp: otpSchema, referenceId: z.string({ error: MSG.invalidOtpServer }).uuid(MSG.invalidOtpServer) });
export const memberQuery = z.object({ familyMemberId: z.coerce.number({ error: MSG.somethingWentWrong }).int().min(0) });

/** Document types with a slot in the documents answer (international id has none). */
export const DOCUMENT_SLOTS = {
  [DOCUMENT_TYPES.emiratesId]: 'emiratesId',
  [DOCUMENT_TYPES.passport]: 'passport',
  [DOCUMENT_TYPES.insurance]: 'insurance',
  [DOCUMENT_TYPES.drivingLicense]: 'drivingLicence',
  [DOCUMENT_TYPES.labourCard]: 'labourCard',
} as const satisfies Record<number, DocumentSlot>;

export const documentTypeParam = z.coerce
  .number({ error: MSG.somethingWentWrong })
  .int()
  .refine((n) => n in DOCUMENT_SLOTS, { message: MSG.somethingWentWrong });
export const documentSideParam = z.coerce.number({ error: MSG.somethingWentWrong }).int().min(1).max(2);
export const removeDocumentQuery = memberQuery.extend({ documentType: documentTypeParam, documentSide: documentSideParam });
export const getDocumentQuery = z.object({ url: z.string().regex(/^documents\/[A-Za-z0-9-]{16,80}$/, MSG.somethingWentWrong) });
