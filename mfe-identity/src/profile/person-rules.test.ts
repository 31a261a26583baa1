import { MSG } from '@portal/shared/rules';
import { memberSchema, personSchema, type MemberValues } from './person-rules';

const adult: MemberValues = {
  firstName: 'Sara', lastName: 'Ali', email: 'sara@example.org', dateOfBirth: '10/04/1992', genderId: '2', countryId: '784',
  documentTypeId: '1', documentId: '784-1992-1234567-1', mobile: '501112223', callingCode: '971', relationId: '1',
};
const holder = { mobile: '509998887', callingCode: '971' };

/** The first message of each wrong field, as the form shows it. */
function firstMessages(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}
const personErrors = (v: MemberValues) => firstMessages(personSchema.safeParse(v));
const memberErrors = (v: MemberValues, h: typeof holder | null) => firstMessages(memberSchema(h).safeParse(v));

test('a complete member passes', () => {
  expect(memberErrors(adult, holder)).toEqual({});
});

test('required fields, email, date and document rules of the person fields', () => {
  const e = personErrors({ ...adult, firstName: ' ', email: 'nope', dateOfBirth: '31/02/1992', documentId: '' });
  expect(e).toMatchObject({ firstName: MSG.allFieldsRequired, email: MSG.invalidEmail, dateOfBirth: MSG.invalidDateFormat, documentId: MSG.allFieldsRequired });
  expect(personErrors({ ...adult, email: '' }).email).toBe(MSG.allFieldsRequired);
  expect(personErrors({ ...adult, documentId: '784-1990-1234567-1' }).documentId).toBe(MSG.emiratesIdDobMismatch);
  expect(personErrors({ ...adult, documentId: '123' }).documentId).toBe(MSG.invalidEmiratesId);
  expect(personErrors({ ...adult, documentTypeId: '4', documentId: 'N12' }).documentId).toBe(MSG.invalidDocumentId);
  expect(personErrors({ ...adult, documentTypeId: '4', documentId: 'N1234567' }).documentId).toBeUndefined();
});

test('an adult on the holder’s number is refused; a child may share it', () => {
  expect(memberErrors({ ...adult, mobile: holder.mobile }, holder).mobile).toBe(MSG.adultSameNumber);
  const child = { ...adult, dateOfBirth: '01/01/2016', documentId: '784-2016-1234567-1', mobile: holder.mobile };
  expect(memberErrors(child, holder)).toEqual({});
  expect(memberErrors({ ...adult, mobile: '12' }, holder).mobile).toBe(MSG.invalidMobile);
  expect(memberErrors({ ...adult, mobile: '' }, holder).mobile).toBe(MSG.allFieldsRequired);
  expect(memberErrors({ ...adult, relationId: '' }, holder).relationId).toBe(MSG.allFieldsRequired);
});

test('names: letters of any script, at most 50; emoji, digits and longer names are refused with a message', () => {
  expect(personErrors({ ...adult, firstName: 'Anne-Marie', lastName: "O'Neil" })).toEqual({});
  expect(personErrors({ ...adult, firstName: 'عبد الله', lastName: 'الحمادي' })).toEqual({});
  expect(personErrors({ ...adult, firstName: 'Sara 😀', lastName: 'Ali2' })).toMatchObject({ firstName: MSG.invalidName, lastName: MSG.invalidName });
  expect(personErrors({ ...adult, firstName: 'A'.repeat(51) }).firstName).toBe(MSG.nameTooLong);
  expect(personErrors({ ...adult, firstName: 'A'.repeat(50) }).firstName).toBeUndefined();
  expect(memberErrors({ ...adult, lastName: '🙂' }, holder).lastName).toBe(MSG.invalidName);
});

test('names and document ids follow the shared text rule: no control characters, no direction overrides', () => {
  expect(personErrors({ ...adult, firstName: 'Ali\u0000', lastName: '\u202Eilа' })).toMatchObject({ firstName: MSG.unsafeText, lastName: MSG.unsafeText });
  expect(personErrors({ ...adult, firstName: 'Ali\nBaba' }).firstName).toBe(MSG.unsafeText);
  expect(personErrors({ ...adult, documentTypeId: '4', documentId: 'N123\u202E4567' }).documentId).toBe(MSG.unsafeText);
  expect(personErrors({ ...adult, firstName: 'علي\u200F' }).firstName).toBeUndefined();
});
