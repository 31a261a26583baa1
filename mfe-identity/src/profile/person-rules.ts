import {
  DOCUMENT_TYPES,
  MSG,
  adultSameNumberMessage,
  documentIdMessage,
  dobMessage,
  emiratesIdMatchesBirthYear,
  isValidEmail,
  isValidMobile,
  unsafeTextMessage,
} from '@portal/shared/rules';

/** The person fields shared by the profile and the family member form; ids as select strings. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  /** dd/mm/yyyy as typed. */
  dateOfBirth: string;
  genderId: string;
  countryId: string;
  documentTypeId: string;
  documentId: string;
}
export interface MemberValues extends PersonValues {
  mobile: string;
  callingCode: string;
  relationId: string;
}
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The rules of account §5 for the person fields; messages are the spec's English texts (MSG). */
export function personErrors(v: PersonValues): FieldErrors<PersonValues> {
  const e: FieldErrors<PersonValues> = {};
  if (!v.firstName.trim()) e.firstName = MSG.allFieldsRequired;
  else if (unsafeTextMessage(v.firstName)) e.firstName = MSG.unsafeText;
  if (!v.lastName.trim()) e.lastName = MSG.allFieldsRequired;
  else if (unsafeTextMessage(v.lastName)) e.lastName = MSG.unsafeText;
  if (!v.email.trim()) e.email = MSG.allFieldsRequired;
  else if (!isValidEmail(v.email)) e.email = MSG.invalidEmail;
  const dob = dobMessage(v.dateOfBirth);
  if (dob) e.dateOfBirth = dob;
  if (!v.genderId) e.genderId = MSG.allFieldsRequired;
  if (!v.countryId) e.countryId = MSG.allFieldsRequired;
  if (!v.documentTypeId) e.documentTypeId = MSG.allFieldsRequired;
  if (!v.documentId.trim()) e.documentId = MSG.allFieldsRequired;
  else if (unsafeTextMessage(v.documentId)) e.documentId = MSG.unsafeText;
  else if (v.documentTypeId) {
    const type = Number(v.documentTypeId);
    const doc = documentIdMessage(type, v.documentId);
    if (doc) e.documentId = doc;
    else if (type === DOCUMENT_TYPES.emiratesId && !dob && !emiratesIdMatchesBirthYear(v.documentId, v.dateOfBirth)) e.documentId = MSG.emiratesIdDobMismatch;
  }
  return e;
}

/** The family member form: the person rules plus mobile, relation and the adult-same-number rule. */
export function memberErrors(v: MemberValues, holder: { mobile: string; callingCode: string } | null): FieldErrors<MemberValues> {
  const e: FieldErrors<MemberValues> = personErrors(v);
  if (!v.mobile) e.mobile = MSG.allFieldsRequired;
  else if (!isValidMobile(v.mobile)) e.mobile = MSG.invalidMobile;
  else if (holder && !e.dateOfBirth) {
    const adult = adultSameNumberMessage({ dateOfBirth: v.dateOfBirth, mobile: v.mobile, callingCode: v.callingCode }, holder);
    if (adult) e.mobile = adult;
  }
  if (!v.relationId) e.relationId = MSG.allFieldsRequired;
  return e;
}

/** Whether an error means "something is missing" (the spec's 'All fields are required' toast). */
export const hasMissing = (e: Record<string, string | undefined>) => Object.values(e).some((m) => m === MSG.allFieldsRequired);
