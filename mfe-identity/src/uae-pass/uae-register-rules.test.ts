import { MSG } from '@portal/shared/rules';
import { uaeRegisterErrors } from './uae-register-rules';

const now = new Date('2026-06-01T10:00:00Z');
const eid = { documentTypeId: 1, documentId: '784199276543218' };

test('date of birth: required, dd/mm/yyyy, not in the future, and the birth year of the Emirates ID', () => {
  expect(uaeRegisterErrors({ dateOfBirth: '', documentTypeId: '', documentId: '' }, eid, now)).toEqual({ dateOfBirth: MSG.selectDob });
  expect(uaeRegisterErrors({ dateOfBirth: '1992-05-20', documentTypeId: '', documentId: '' }, eid, now)).toEqual({ dateOfBirth: MSG.invalidDateFormat });
  expect(uaeRegisterErrors({ dateOfBirth: '01/01/2030', documentTypeId: '', documentId: '' }, eid, now)).toEqual({ dateOfBirth: MSG.dobInFuture });
  expect(uaeRegisterErrors({ dateOfBirth: '01/01/1990', documentTypeId: '', documentId: '' }, eid, now)).toEqual({ dateOfBirth: MSG.emiratesIdDobMismatch });
  expect(uaeRegisterErrors({ dateOfBirth: '20/05/1992', documentTypeId: '', documentId: '' }, eid, now)).toEqual({});
});

test('a document typed on this screen: 5 characters at least, 15 at most', () => {
  const base = { dateOfBirth: '20/05/1992' };
  expect(uaeRegisterErrors({ ...base, documentTypeId: '', documentId: '' }, null, now)).toEqual({ documentTypeId: MSG.allFieldsRequired });
  expect(uaeRegisterErrors({ ...base, documentTypeId: '4', documentId: 'A123' }, null, now)).toEqual({ documentId: MSG.invalidDocumentId });
  expect(uaeRegisterErrors({ ...base, documentTypeId: '4', documentId: 'A1234' }, null, now)).toEqual({});
  expect(uaeRegisterErrors({ ...base, documentTypeId: '4', documentId: 'A123456789012345' }, null, now)).toEqual({ documentId: MSG.invalidDocumentId });
  expect(uaeRegisterErrors({ ...base, documentTypeId: '1', documentId: '784-1990-1234567-1' }, null, now)).toEqual({ dateOfBirth: MSG.emiratesIdDobMismatch });
});
