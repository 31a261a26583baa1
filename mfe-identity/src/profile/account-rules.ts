import { z } from 'zod';
import { passwordSchema } from '@portal/shared/contracts/schemas';
import { MSG } from '@portal/shared/rules';

/** The new password is judged against the current one and its confirmation only once it keeps the password rules. */
const newPasswordKept = ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) => !issues.some((i) => i.path?.[0] === 'newPassword');

/**
 * Change password (docs/product.md#accounts-passwords): the current one given, the new one by the password rules and
 * not the current one, then its confirmation. Whether the current one is right only the server knows.
 */
export const changePasswordFormSchema = z
  .object({ oldPassword: z.string().min(1, MSG.allFieldsRequired), newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword !== v.oldPassword, { message: MSG.newPasswordSameAsOld, path: ['newPassword'], when: newPasswordKept })
  .refine((v) => v.confirmPassword === v.newPassword, { message: MSG.passwordMismatch, path: ['confirmPassword'], when: newPasswordKept });

export const NO_PASSWORDS = { oldPassword: '', newPassword: '', confirmPassword: '' };
