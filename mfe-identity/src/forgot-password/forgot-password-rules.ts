import { z } from 'zod';
import { callingCodeSchema, dobDisplaySchema, mobileSchema, newPasswordWithConfirmationSchema } from '@portal/shared/contracts/schemas';
import { typedText } from '@portal/shared/forms';
import { DEFAULT_CALLING_CODE } from '@portal/shared/rules';

/** Step 1 (docs/product.md#accounts-fields): the number and the date of birth typed dd/mm/yyyy, as user/sendotpforpassword checks them. */
export const forgotIdentifySchema = z.object({ callingCode: typedText(callingCodeSchema), mobile: typedText(mobileSchema), dateOfBirth: dobDisplaySchema });
export type ForgotIdentity = z.input<typeof forgotIdentifySchema>;
export const EMPTY_IDENTITY: ForgotIdentity = { callingCode: DEFAULT_CALLING_CODE, mobile: '', dateOfBirth: '' };

/** Step 3: the new password by the password rules, and its confirmation. */
export const newPasswordSchema = newPasswordWithConfirmationSchema;
