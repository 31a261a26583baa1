import { MSG, type StatusWord } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';

/**
 * What the page does with the answer of savefamilymemberdetailsv2 (docs/product.md#family-adding): Success
 * (message, close, refresh), OTPSent (keep the reference id, open the OTP dialog), NotFound (the facility
 * records message), HTTP 429 (the server's text), anything else (the generic error). A refused field
 * (adult number, duplicate document, Emirates ID rule) shows the server's spec text.
 */
export type SaveOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'otp'; referenceId: string }
  | { kind: 'error'; message: string };

const FIELD_MESSAGES = new Set<string>([
  MSG.adultSameNumber,
  MSG.duplicateDocumentId,
  MSG.emiratesIdDobMismatch,
  MSG.invalidEmiratesId,
  MSG.invalidDocumentId,
  MSG.invalidMobile,
  MSG.invalidEmail,
  MSG.allFieldsRequired,
]);

export function outcomeOfAnswer(status: StatusWord, message: string, referenceId?: string): SaveOutcome {
  if (status === 'Success') return { kind: 'success', message: message || MSG.familyMemberAddedUpdated };
  if (status === 'OTPSent' && referenceId) return { kind: 'otp', referenceId };
  if (status === 'NotFound') return { kind: 'error', message: MSG.familyDetailsMismatch };
  return { kind: 'error', message: MSG.errorAddingUpdatingFamilyMember };
}

export function outcomeOfError(e: unknown): SaveOutcome {
  if (!isApiError(e)) return { kind: 'error', message: MSG.somethingWentWrong };
  if (e.status === 429) return { kind: 'error', message: e.message || MSG.somethingWentWrong };
  if (e.status === 0) return { kind: 'error', message: MSG.networkError };
  if (FIELD_MESSAGES.has(e.message)) return { kind: 'error', message: e.message };
  if (e.status === 400 || e.status === 403) return { kind: 'error', message: MSG.errorAddingUpdatingFamilyMember };
  return { kind: 'error', message: MSG.somethingWentWrong };
}
