import { MSG } from '@portal/shared/rules';
import { registrationSchema, type RegistrationDetails } from './register-rules';

const base: RegistrationDetails = { callingCode: '971', mobile: '501234567', documentTypeId: '1', documentId: '784-1988-1234567-1', dateOfBirth: '15/03/1988', agreed: true };

const tomorrow = () => {
  const d = new Date(Date.now() + 36 * 3600 * 1000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/** The first message of each wrong field, as the form shows it. */
function errors(v: RegistrationDetails): Record<string, string> {
  const r = registrationSchema.safeParse(v);
  const out: Record<string, string> = {};
  for (const issue of r.success ? [] : r.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('registration rules', () => {
  test('valid details pass', () => {
    expect(errors(base)).toEqual({});
  });
  test('mobile 8 to 10 digits', () => {
    expect(errors({ ...base, mobile: '5012345' }).mobile).toBe(MSG.invalidMobile);
    expect(errors({ ...base, mobile: '50123456' }).mobile).toBeUndefined();
    expect(errors({ ...base, mobile: '50123456789' }).mobile).toBe(MSG.invalidMobile);
  });
  test('the Emirates ID carries the birth year', () => {
    expect(errors({ ...base, dateOfBirth: '15/03/1990' }).documentId).toBe(MSG.emiratesIdDobMismatch);
    expect(errors({ ...base, documentId: '785-1988-1234567-1' }).documentId).toBe(MSG.invalidEmiratesId);
    expect(errors({ ...base, documentId: '784-1988-123456' }).documentId).toBe(MSG.invalidEmiratesId);
  });
  test('other documents: 6 to 15 characters', () => {
    const passport = { ...base, documentTypeId: '4' };
    expect(errors({ ...passport, documentId: 'A1234' }).documentId).toBe(MSG.invalidDocumentId);
    expect(errors({ ...passport, documentId: 'A12345' }).documentId).toBeUndefined();
    expect(errors({ ...passport, documentId: 'A123456789012345' }).documentId).toBe(MSG.invalidDocumentId);
  });
  test('date of birth: required, dd/mm/yyyy, not in the future', () => {
    expect(errors({ ...base, dateOfBirth: '' }).dateOfBirth).toBe(MSG.selectDob);
    expect(errors({ ...base, dateOfBirth: '1988-03-15' }).dateOfBirth).toBe(MSG.invalidDateFormat);
    expect(errors({ ...base, dateOfBirth: '31/02/1988' }).dateOfBirth).toBe(MSG.invalidDateFormat);
    expect(errors({ ...base, dateOfBirth: tomorrow() }).dateOfBirth).toBe(MSG.dobInFuture);
  });
  test('document type and terms are required, and shown with the other fields\' messages', () => {
    const e = errors({ ...base, mobile: '', documentTypeId: '', documentId: '', agreed: false });
    expect(e.documentTypeId).toBe('identity:register.selectDocumentType');
    expect(e.agreed).toBe('identity:register.acceptTerms');
    expect(e.documentId).toBe(MSG.invalidDocumentId);
    expect(e.mobile).toBe(MSG.invalidMobile);
  });
});
