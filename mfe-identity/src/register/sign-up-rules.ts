import { z } from 'zod';
import { emailSchema, passwordSchema } from '@portal/shared/contracts/schemas';
import { MSG, nameMessage } from '@portal/shared/rules';

const required = z.string().refine((v) => v.trim() !== '', MSG.allFieldsRequired);
const nameRule = z.string().superRefine((v, ctx) => {
  const message = nameMessage(v);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/**
 * 'Complete your Profile' (docs/product.md#accounts-registration), on the shared rules user/register checks: every field required ('All
 * fields are required'), then the e-mail pattern, the password rules and a matching confirmation.
 */
export const signUpSchema = z
  .object({
    firstName: nameRule,
    lastName: nameRule,
    email: required.pipe(emailSchema),
    genderId: required,
    countryId: required,
    password: required.pipe(passwordSchema),
    confirmPassword: required,
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: MSG.passwordMismatch, path: ['confirmPassword'] });
  }, { when: () => true });

export type ProfileValues = z.input<typeof signUpSchema>;
export const EMPTY_PROFILE: ProfileValues = { firstName: '', lastName: '', email: '', genderId: '', countryId: '', password: '', confirmPassword: '' };
