import { z } from 'zod';
import type { FieldErrors as FormErrors } from 'react-hook-form';
import { DOCUMENT_TYPES, MSG, adultSameNumberMessage, documentIdMessage, dobMessage, emiratesIdMatchesBirthYear, isValidEmail, isValidMobile, nameMessage, unsafeTextMessage } from '@portal/shared/rules';

/**
 * The rules (docs/product.md#accounts-fields, docs/product.md#accounts-documents) for the person fields of the profile and the family member form, on the shared rule
 * functions the API's schemas use (user/saveprofile, user/savefamilymemberdetailsv2); ids are select strings.
 * Messages are the spec's English texts (MSG); the form fields translate them. The rules that need two fields
 * (the document by its type, the Emirates ID's birth year, an adult on the holder's number) run whatever the
 * other fields say, so every wrong field shows at once.
 */
const required = z.string().refine((v) => v.trim() !== '', MSG.allFieldsRequired);
const text = required.refine((v) => !unsafeTextMessage(v), MSG.unsafeText);
const ruleOf = (message: (v: string) => string | null) =>
  z.string().superRefine((v, ctx) => {
    const m = message(v);
    if (m) ctx.addIssue({ code: 'custom', message: m });
  });

const personShape = {
  firstName: ruleOf((v) => nameMessage(v)),
  lastName: ruleOf((v) => nameMessage(v)),
  email: required.refine((v) => !v.trim() || isValidEmail(v), MSG.invalidEmail),
  /** dd/mm/yyyy as typed. */
  dateOfBirth: ruleOf((v) => dobMessage(v)),
  genderId: required,
  countryId: required,
  documentTypeId: required,
  documentId: text,
};

/** The document by its type (Emirates ID 784 + 12 digits carrying the birth year; others 6–15 characters). */
function documentProblem(v: { documentTypeId: string; documentId: string; dateOfBirth: string }): string | null {
  if (!v.documentTypeId || !v.documentId.trim() || unsafeTextMessage(v.documentId)) return null;
  const type = Number(v.documentTypeId);
  const doc = documentIdMessage(type, v.documentId);
  if (doc) return doc;
  return type === DOCUMENT_TYPES.emiratesId && !dobMessage(v.dateOfBirth) && !emiratesIdMatchesBirthYear(v.documentId, v.dateOfBirth) ? MSG.emiratesIdDobMismatch : null;
}

const always = { when: () => true };

export const personSchema = z.object(personShape).superRefine((v, ctx) => {
  const doc = documentProblem(v);
  if (doc) ctx.addIssue({ code: 'custom', message: doc, path: ['documentId'] });
}, always);
export type PersonValues = z.input<typeof personSchema>;

/** The family member form: the person rules plus mobile, relation and the adult-same-number rule. */
export function memberSchema(holder: { mobile: string; callingCode: string } | null) {
  return z
    .object({ ...personShape, mobile: ruleOf((v) => (!v ? MSG.allFieldsRequired : isValidMobile(v) ? null : MSG.invalidMobile)), callingCode: z.string(), relationId: required })
    .superRefine((v, ctx) => {
      const doc = documentProblem(v);
      if (doc) ctx.addIssue({ code: 'custom', message: doc, path: ['documentId'] });
      if (!holder || !isValidMobile(v.mobile) || dobMessage(v.dateOfBirth)) return;
      const adult = adultSameNumberMessage({ dateOfBirth: v.dateOfBirth, mobile: v.mobile, callingCode: v.callingCode }, holder);
      if (adult) ctx.addIssue({ code: 'custom', message: adult, path: ['mobile'] });
    }, always);
}
export type MemberValues = z.input<ReturnType<typeof memberSchema>>;

/** Whether a refused form misses something (the spec's 'All fields are required' toast). */
export const hasMissing = (errors: FormErrors) => Object.values(errors).some((e) => e?.message === MSG.allFieldsRequired);
