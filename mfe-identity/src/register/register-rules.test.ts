import { registrationErrors, type RegistrationDetails } from './register-rules';

const NOW = new Date(2026, 10, 22);
const base: RegistrationDetails = { callingCode: '971', mobile: '501234567', documentTypeId: '1', documentId: '784-1988-1234567-1', dateOfBirth: '15/03/1988', agreed: true };

describe('registration rules (account §5)', () => {
  test('valid details pass', () => {
    expect(registrationErrors(base, NOW)).toEqual({});
  });
  test('mobile 8 to 10 digits', () => {
    expect(registrationErrors({ ...base, mobile: '5012345' }, NOW).mobile).toBe('common:msg.invalidMobile');
    expect(registrationErrors({ ...base, mobile: '50123456' }, NOW).mobile).toBeUndefined();
    expect(registrationErrors({ ...base, mobile: '50123456789' }, NOW).mobile).toBe('common:msg.invalidMobile');
  });
  test('the Emirates ID carries the birth year', () => {
    expect(registrationErrors({ ...base, dateOfBirth: '15/03/1990' }, NOW).documentId).toBe('common:msg.emiratesIdDobMismatch');
    expect(registrationErrors({ ...base, documentId: '785-1988-1234567-1' }, NOW).documentId).toBe('common:msg.invalidEmiratesId');
    expect(registrationErrors({ ...base, documentId: '784-1988-123456' }, NOW).documentId).toBe('common:msg.invalidEmiratesId');
  });
  test('other documents: 6 to 15 characters', () => {
    const passport = { ...base, documentTypeId: '4' };
    expect(registrationErrors({ ...passport, documentId: 'A1234' }, NOW).documentId).toBe('common:msg.invalidDocumentId');
    expect(registrationErrors({ ...passport, documentId: 'A12345' }, NOW).documentId).toBeUndefined();
    expect(registrationErrors({ ...passport, documentId: 'A123456789012345' }, NOW).documentId).toBe('common:msg.invalidDocumentId');
  });
  test('date of birth: required, dd/mm/yyyy, not in the future', () => {
    expect(registrationErrors({ ...base, dateOfBirth: '' }, NOW).dateOfBirth).toBe('common:msg.selectDob');
    expect(registrationErrors({ ...base, dateOfBirth: '1988-03-15' }, NOW).dateOfBirth).toBe('common:msg.invalidDateFormat');
    expect(registrationErrors({ ...base, dateOfBirth: '31/02/1988' }, NOW).dateOfBirth).toBe('common:msg.invalidDateFormat');
    expect(registrationErrors({ ...base, dateOfBirth: '23/11/2026' }, NOW).dateOfBirth).toBe('common:msg.dobInFuture');
  });
  test('document type and terms are required', () => {
    const e = registrationErrors({ ...base, documentTypeId: '', agreed: false }, NOW);
    expect(e.documentTypeId).toBe('identity:register.selectDocumentType');
    expect(e.agreed).toBe('identity:register.acceptTerms');
  });
});
