import { MSG, isValidEmail, passwordMessage } from '@portal/shared/rules';
import { specKey, type ErrorKey } from './register-rules';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  genderId: string;
  countryId: string;
  password: string;
  confirmPassword: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, ErrorKey>>;

/**
 * 'Complete your Profile' (account §5): every field required ('All fields are required'), the e-mail
 * pattern, the password rules and a matching confirmation.
 */
export function profileErrors(v: ProfileValues): { errors: ProfileErrors; missing: boolean } {
  const errors: ProfileErrors = {};
  const required: Array<keyof ProfileValues> = ['firstName', 'lastName', 'email', 'genderId', 'countryId', 'password', 'confirmPassword'];
  const missing = required.some((k) => !v[k].trim());
  for (const k of required) if (!v[k].trim()) errors[k] = specKey(MSG.allFieldsRequired);
  if (v.email.trim() && !isValidEmail(v.email)) errors.email = specKey(MSG.invalidEmail);
  const pw = v.password ? passwordMessage(v.password) : null;
  if (pw) errors.password = specKey(pw);
  if (v.confirmPassword && v.password !== v.confirmPassword) errors.confirmPassword = specKey(MSG.passwordMismatch);
  return { errors, missing };
}
