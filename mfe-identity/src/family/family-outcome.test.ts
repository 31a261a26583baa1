import { ApiError } from '@portal/shared/api';
import { MSG } from '@portal/shared/rules';
import { outcomeOfAnswer, outcomeOfError } from './family-outcome';

const apiError = (status: number, message: string) => new ApiError(message, status, '', null, null);

test('savefamilymemberdetailsv2 outcomes: added, code sent, not found, too many, anything else', () => {
  expect(outcomeOfAnswer('Success', MSG.familyMemberAddedUpdated)).toEqual({ kind: 'success', message: MSG.familyMemberAddedUpdated });
  expect(outcomeOfAnswer('OTPSent', MSG.otpSent, 'ref-1')).toEqual({ kind: 'otp', referenceId: 'ref-1' });
  expect(outcomeOfAnswer('NotFound', '')).toEqual({ kind: 'error', message: MSG.familyDetailsMismatch });
  expect(outcomeOfAnswer('OTPSent', MSG.otpSent)).toEqual({ kind: 'error', message: MSG.errorAddingUpdatingFamilyMember });
  expect(outcomeOfAnswer('Invalid', 'whatever')).toEqual({ kind: 'error', message: MSG.errorAddingUpdatingFamilyMember });
});

test('errors: 429 shows the server text, field rules their spec text, the rest the generic ones', () => {
  expect(outcomeOfError(apiError(429, 'You have exceeded the maximum number of OTP requests'))).toEqual({ kind: 'error', message: 'You have exceeded the maximum number of OTP requests' });
  expect(outcomeOfError(apiError(400, MSG.adultSameNumber))).toEqual({ kind: 'error', message: MSG.adultSameNumber });
  expect(outcomeOfError(apiError(409, MSG.duplicateDocumentId))).toEqual({ kind: 'error', message: MSG.duplicateDocumentId });
  expect(outcomeOfError(apiError(400, 'odd'))).toEqual({ kind: 'error', message: MSG.errorAddingUpdatingFamilyMember });
  expect(outcomeOfError(apiError(0, ''))).toEqual({ kind: 'error', message: MSG.networkError });
  expect(outcomeOfError(apiError(500, 'x'))).toEqual({ kind: 'error', message: MSG.somethingWentWrong });
  expect(outcomeOfError(new Error('boom'))).toEqual({ kind: 'error', message: MSG.somethingWentWrong });
});
