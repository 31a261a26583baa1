import {
  DOCUMENT_TYPES,
  MSG,
  documentIdMessage,
  emiratesIdMatchesBirthYear,
  isValidMobile,
  messageKeyOf,
  normalizeEmiratesId,
} from '@portal/shared/rules';
import { displayDobMessage } from '../fields/dob-rule';

/** An error as an i18n key: spec texts live in `common:msg.*`, this remote's own in `identity:*`. */
export type ErrorKey = string;

/** The i18n key of a spec English text (the shared catalogue translates it). */
export function specKey(text: string): ErrorKey {
  const key = messageKeyOf(text);
  return key ? `common:msg.${key}` : 'common:msg.somethingWentWrong';
}

export interface RegistrationDetails {
  callingCode: string;
  mobile: string;
  /** '' until chosen. */
  documentTypeId: string;
  documentId: string;
  /** dd/mm/yyyy as typed. */
  dateOfBirth: string;
  agreed: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationDetails, ErrorKey>>;

/**
 * The first step of registration (account §2, §5): mobile 8–10 digits, a document type, a document id
 * of that type (Emirates ID 784 + 12 digits; others 6–15), a date of birth in dd/mm/yyyy not in the
 * future, an Emirates ID carrying the birth year, and the terms accepted.
 */
export function registrationErrors(v: RegistrationDetails, now: Date = new Date()): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!isValidMobile(v.mobile)) errors.mobile = specKey(MSG.invalidMobile);
  const typeId = Number(v.documentTypeId);
  if (!v.documentTypeId || !Number.isInteger(typeId)) errors.documentTypeId = 'identity:register.selectDocumentType';
  const dobText = displayDobMessage(v.dateOfBirth, now);
  if (dobText) errors.dateOfBirth = specKey(dobText);
  if (!errors.documentTypeId) {
    const idText = documentIdMessage(typeId, v.documentId);
    if (idText) errors.documentId = specKey(idText);
    else if (typeId === DOCUMENT_TYPES.emiratesId && !dobText && !emiratesIdMatchesBirthYear(v.documentId, v.dateOfBirth)) {
      errors.documentId = specKey(MSG.emiratesIdDobMismatch);
    }
  } else if (!v.documentId.trim()) {
    errors.documentId = specKey(MSG.invalidDocumentId);
  }
  if (!v.agreed) errors.agreed = 'identity:register.acceptTerms';
  return errors;
}

/** The document id as the API stores it (an Emirates ID without its dashes). */
export function normalisedDocumentId(documentTypeId: number, documentId: string): string {
  return documentTypeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(documentId) : documentId.trim();
}
