import { MSG } from '@portal/shared/rules';
import { signUpSchema, type ProfileValues } from './sign-up-rules';

const good: ProfileValues = { firstName: 'Amal', lastName: 'Saeed', email: 'amal@example.com', genderId: '2', countryId: '784', password: 'Portal@2026', confirmPassword: 'Portal@2026' };

/** The first message of each wrong field, as the form shows it. */
function errors(v: ProfileValues): Record<string, string> {
  const r = signUpSchema.safeParse(v);
  const out: Record<string, string> = {};
  for (const issue of r.success ? [] : r.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('complete-profile rules', () => {
  test('valid values pass', () => {
    expect(errors(good)).toEqual({});
  });
  test('an empty field means All fields are required', () => {
    const e = errors({ ...good, lastName: ' ', genderId: '', password: '', confirmPassword: '' });
    expect(e).toEqual({ lastName: MSG.allFieldsRequired, genderId: MSG.allFieldsRequired, password: MSG.allFieldsRequired, confirmPassword: MSG.allFieldsRequired });
  });
  test('password rules: 8 to 50, a letter, a number, a special character, no spaces', () => {
    const pw = (password: string) => errors({ ...good, password, confirmPassword: password }).password;
    expect(pw('Ab1@xyz')).toBe(MSG.passwordMinLength);
    expect(pw('Abcdefgh1')).toBe(MSG.passwordRules);
    expect(pw('Abcdefgh@')).toBe(MSG.passwordRules);
    expect(pw('12345678@')).toBe(MSG.passwordRules);
    expect(pw('Abc 1234@')).toBe(MSG.passwordRules);
    expect(pw(`A1@${'x'.repeat(48)}`)).toBe(MSG.passwordMaxLength);
    expect(pw('Abcdef1@')).toBeUndefined();
  });
  test('the confirmation must match', () => {
    expect(errors({ ...good, confirmPassword: 'Portal@2027' }).confirmPassword).toBe(MSG.passwordMismatch);
  });
  test('e-mail pattern', () => {
    expect(errors({ ...good, email: 'amal@' }).email).toBe(MSG.invalidEmail);
  });
});
