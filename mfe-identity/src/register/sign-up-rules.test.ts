import { profileErrors, type ProfileValues } from './sign-up-rules';

const good: ProfileValues = { firstName: 'Amal', lastName: 'Saeed', email: 'amal@example.com', genderId: '2', countryId: '784', password: 'Portal@2026', confirmPassword: 'Portal@2026' };

describe('complete-profile rules (account §5)', () => {
  test('valid values pass', () => {
    expect(profileErrors(good)).toEqual({ errors: {}, missing: false });
  });
  test('an empty field means All fields are required', () => {
    const r = profileErrors({ ...good, lastName: ' ', genderId: '' });
    expect(r.missing).toBe(true);
    expect(r.errors.lastName).toBe('common:msg.allFieldsRequired');
    expect(r.errors.genderId).toBe('common:msg.allFieldsRequired');
  });
  test('password rules: 8 to 50, a letter, a number, a special character, no spaces', () => {
    const pw = (password: string) => profileErrors({ ...good, password, confirmPassword: password }).errors.password;
    expect(pw('Ab1@xyz')).toBe('common:msg.passwordMinLength');
    expect(pw('Abcdefgh1')).toBe('common:msg.passwordRules');
    expect(pw('Abcdefgh@')).toBe('common:msg.passwordRules');
    expect(pw('12345678@')).toBe('common:msg.passwordRules');
    expect(pw('Abc 1234@')).toBe('common:msg.passwordRules');
    expect(pw(`A1@${'x'.repeat(48)}`)).toBe('common:msg.passwordMaxLength');
    expect(pw('Abcdef1@')).toBeUndefined();
  });
  test('the confirmation must match', () => {
    expect(profileErrors({ ...good, confirmPassword: 'Portal@2027' }).errors.confirmPassword).toBe('common:msg.passwordMismatch');
  });
  test('e-mail pattern', () => {
    expect(profileErrors({ ...good, email: 'amal@' }).errors.email).toBe('common:msg.invalidEmail');
  });
});
