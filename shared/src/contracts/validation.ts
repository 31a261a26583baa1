import { z } from 'zod';
import { MSG } from './messages';
import {
  DOCUMENT_TYPES,
  LIMITS,
  documentIdMessage,
  emiratesIdMatchesBirthYear,
  isHttpUrl,
  isNotInFuture,
  isValidCallingCode,
  isValidEmail,
  isValidHeightCm,
  isValidWeightKg,
  isValidMobile,
  nameMessage,
  latinDigits,
  parseDisplayDate,
  passwordProblem,
  toIsoDate,
  safeText,
} from './rules';
import { multiline } from './text-guard';

export * from './rules';

/**
 * zod schemas for the rules of the product's forms and for the API's authentication bodies. Each error
 * message is the spec's English text, so the API can return it as `message.message` and a form can show
 * it inline (translated by `translateMessage`).
 */

// ── mobile and calling code ───────────────────────────────────────────────────────────────────────
/**
 * Accepts a number or a string (forms send strings, some clients numbers) and yields the digit string, Arabic-Indic
 * digits as Latin ones.
 */
const numericString = (schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? latinDigits(v.trim()) : v), schema);

export const mobileSchema = numericString(
  z.string({ error: MSG.invalidMobile }).refine(isValidMobile, { message: MSG.invalidMobile }),
);
export const callingCodeSchema = numericString(
  z.string({ error: MSG.invalidMobile }).refine(isValidCallingCode, { message: MSG.invalidMobile }),
);

// ── password ───────────────────────────────────────────────────────────────────────────────────────
export const passwordSchema = z
  .string({ error: MSG.passwordMinLength })
  .min(LIMITS.passwordMin, MSG.passwordMinLength)
  .max(LIMITS.passwordMax, MSG.passwordMaxLength)
  .refine((p) => passwordProblem(p) === null, { message: MSG.passwordRules });

/** New password + confirmation (forgot-password step 3, registration completion). */
export const newPasswordWithConfirmationSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordMismatch, path: ['confirmPassword'] });

// ── OTP ────────────────────────────────────────────────────────────────────────────────────────────
export const otpSchema = numericString(z.string({ error: MSG.invalidOtp }).regex(/^\d{6}$/, MSG.invalidOtp));

// ── dates ──────────────────────────────────────────────────────────────────────────────────────────
/** Form field: strictly dd/mm/yyyy. */
export const dobDisplaySchema = z
  .string({ error: MSG.selectDob })
  .min(1, MSG.selectDob)
  .refine((v) => parseDisplayDate(v) !== null, { message: MSG.invalidDateFormat })
  .refine((v) => isNotInFuture(v), { message: MSG.dobInFuture });

/** API body: dd/mm/yyyy or yyyy-mm-dd, a real date, not in the future. */
export const dateOfBirthSchema = z
  .string({ error: MSG.enterValidDob })
  .min(1, MSG.enterValidDob)
  .refine((v) => toIsoDate(v) !== null, { message: MSG.invalidDateFormat })
  .refine((v) => isNotInFuture(v), { message: MSG.dobInFuture });

/** Complaint incident date: required, dd/mm/yyyy (or ISO), not in the future. */
export const incidentDateSchema = z
  .string({ error: MSG.incidentDateFormatError })
  .refine((v) => toIsoDate(v) !== null, { message: MSG.incidentDateFormatError })
  .refine((v) => isNotInFuture(v), { message: MSG.incidentDateRangeError });

// ── email ──────────────────────────────────────────────────────────────────────────────────────────
export const emailSchema = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .refine(isValidEmail, { message: MSG.invalidEmail });

// ── Emirates ID and other documents ────────────────────────────────────────────────────────────────
export const documentTypeIdSchema = z.coerce
  .number({ error: MSG.allFieldsRequired })
  .int(MSG.allFieldsRequired)
  .min(1, MSG.allFieldsRequired)
  .max(6, MSG.allFieldsRequired);
export const documentIdSchema = z.string({ error: MSG.invalidDocumentId }).trim().min(1, MSG.invalidDocumentId).max(20, MSG.invalidDocumentId);
const positiveId = z.coerce.number({ error: MSG.allFieldsRequired }).int(MSG.allFieldsRequired).positive(MSG.allFieldsRequired);

/**
 * Adds the document rules that need two fields (type decides the id format; an Emirates ID must carry
 * the birth year) to an object schema holding documentTypeId, documentId and dateOfBirth.
 */
function withDocumentRules<T extends { documentTypeId: number; documentId: string; dateOfBirth?: string }>(min: number = LIMITS.documentIdMin) {
  return (v: T, ctx: z.RefinementCtx) => {
    const message = documentIdMessage(v.documentTypeId, v.documentId, { min });
    if (message) {
      ctx.addIssue({ code: 'custom', message, path: ['documentId'] });
      return;
    }
    if (v.documentTypeId === DOCUMENT_TYPES.emiratesId && v.dateOfBirth && !emiratesIdMatchesBirthYear(v.documentId, v.dateOfBirth)) {
      ctx.addIssue({ code: 'custom', message: MSG.emiratesIdDobMismatch, path: ['documentId'] });
    }
  };
}

// ── broadcast, comments, complaint, BMI ────────────────────────────────────────────────────────────
export const broadcastTitleSchema = z
  .string({ error: MSG.notificationTitleRequired })
  .refine(safeText(), { message: MSG.unsafeText })
  .trim()
  .min(1, MSG.notificationTitleRequired)
  .max(LIMITS.broadcastTitleMax, MSG.notificationTitleMax);
export const broadcastMessageSchema = multiline(z
  .string({ error: MSG.notificationMessageLength })
  .refine(safeText({ multiline: true }), { message: MSG.unsafeText })
  .trim()
  .min(LIMITS.broadcastMessageMin, MSG.notificationMessageLength)
  .max(LIMITS.broadcastMessageMax, MSG.notificationMessageLength));
/** The optional Arabic title and message of a broadcast: the same rules when given; empty means English only. */
const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
export const broadcastTitleArSchema = z.preprocess(blankToNull, broadcastTitleSchema.nullable());
export const broadcastMessageArSchema = z.preprocess(blankToNull, broadcastMessageSchema.nullable());
export const broadcastUrlSchema = z.string().trim().refine((u) => u === '' || isHttpUrl(u), { message: MSG.urlError });

export const commentSchema = multiline(z.string().max(LIMITS.commentMax, MSG.commentMax).refine(safeText({ multiline: true }), { message: MSG.unsafeText }));

export const complaintTextSchema = multiline(z
  .string({ error: MSG.complaintMinLength })
  .refine(safeText({ multiline: true }), { message: MSG.unsafeText })
  .trim()
  .refine((t) => t.length > LIMITS.complaintMinExclusive, { message: MSG.complaintMinLength })
  .refine((t) => t.length <= LIMITS.complaintMax, { message: MSG.complaintMaxLength }));

/** BMI inputs (docs/product.md#content-health-tools): age and weight up to 3 digits, height 30–340 cm, gender. */
export const bmiInputSchema = z.object({
  age: z.coerce.number({ error: MSG.allFieldsRequired }).int(MSG.allFieldsRequired).min(1, MSG.allFieldsRequired).max(999, MSG.allFieldsRequired),
  heightCm: z.coerce.number({ error: MSG.allFieldsRequired }).refine(isValidHeightCm, { message: MSG.heightRangeError }),
  weightKg: z
    .union([z.string(), z.number()], { error: MSG.allFieldsRequired })
    .refine((w) => isValidWeightKg(String(w)), { message: MSG.weightRangeError })
    .transform(Number),
  gender: z.enum(['male', 'female'], { error: MSG.allFieldsRequired }),
});
export type BmiInput = z.infer<typeof bmiInputSchema>;

// ── authentication bodies ─────────────────────────────────────────────────────────────
const nonEmpty = (message: string = MSG.allFieldsRequired) => z.string({ error: message }).refine(safeText(), { message: MSG.unsafeText }).trim().min(1, message);
/** A reference the server issued (a UUID today): bounded, like every string the API accepts. */
const referenceIdSchema = nonEmpty().max(100, MSG.allFieldsRequired);

/** A login ticket (api auth/login-tickets.ts): what the password step hands to the OTP step instead of the password. */
const loginTicketSchema = z.string().min(1, MSG.allFieldsRequired).max(100, MSG.allFieldsRequired);
const passwordGiven = z.string({ error: MSG.allFieldsRequired }).min(1, MSG.allFieldsRequired).max(LIMITS.passwordMax, MSG.passwordMaxLength);

/**
 * POST auth/identify on the login page: the password is checked, then an OTP is sent and a login ticket
 * returned. The OTP page's resend sends the ticket instead of the password.
 */
export const identifyLoginSchema = z
  .object({
    callingCode: callingCodeSchema,
    mobile: mobileSchema,
    isInvokedForLogin: z.literal(true),
    password: passwordGiven.optional(),
    loginTicket: loginTicketSchema.optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.loginTicket), { message: MSG.allFieldsRequired, path: ['password'] });

/** POST auth/identify on the registration page: document and date of birth are checked, an OTP is sent. */
export const identifyRegistrationSchema = z
  .object({
    callingCode: callingCodeSchema,
    mobile: mobileSchema,
    isInvokedForLogin: z.literal(false),
    dateOfBirth: dateOfBirthSchema,
    documentTypeId: documentTypeIdSchema,
    documentId: documentIdSchema,
    referenceId: z.string().max(100).optional(),
  })
  .superRefine(withDocumentRules());

export const identifySchema = z.discriminatedUnion('isInvokedForLogin', [identifyLoginSchema, identifyRegistrationSchema]);

/**
 * POST auth/login: the login ticket of identify + the OTP (the portal's OTP page); password + the OTP (the
 * hospital API's form, kept for other clients); or password + referenceIdForLinking (identity provider linking).
 */
export const loginSchema = z
  .object({
    callingCode: callingCodeSchema,
    mobile: mobileSchema,
    password: passwordGiven.optional(),
    loginTicket: loginTicketSchema.optional(),
    otp: otpSchema.optional(),
    referenceIdForLinking: z.string().max(100).optional(),
  })
  .refine((v) => Boolean(v.password) || (Boolean(v.loginTicket) && !v.referenceIdForLinking), { message: MSG.allFieldsRequired, path: ['password'] })
  .refine((v) => Boolean(v.otp) || Boolean(v.referenceIdForLinking), { message: MSG.invalidOtp, path: ['otp'] });

// ── national digital identity (docs/product.md#accounts-digital-identity) ──────────────────────────────────────────────────
/** POST auth/uaepassstart: the language the provider's pages should use (its `ui_locales`). */
export const uaePassStartSchema = z.object({ lang: z.enum(['en', 'ar']).default('en') });

/**
 * POST auth/authorizeuaepassuser: the code marker of the login page's return address and the state it
 * came back with (the server holds the PKCE verifier bound to that state; see api/src/modules/auth/README.md).
 */
export const authorizeUaePassSchema = z.object({
  accessCode: nonEmpty().max(2048, MSG.allFieldsRequired),
  state: nonEmpty().max(256, MSG.allFieldsRequired),
});

/**
 * POST auth/registeruaepassuser: the reference of the provider's answer and the date of birth the person
 * supplies. When the provider gave no document the screen asks for one: type and id, at least 5
 * characters on this screen; a document the provider gave cannot be replaced.
 */
export const registerUaePassSchema = z
  .object({
    referenceId: referenceIdSchema,
    dateOfBirth: dateOfBirthSchema,
    documentTypeId: documentTypeIdSchema.optional(),
    documentId: documentIdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.documentTypeId === undefined && v.documentId === undefined) return;
    if (v.documentTypeId === undefined || v.documentId === undefined) {
      ctx.addIssue({ code: 'custom', message: MSG.allFieldsRequired, path: [v.documentTypeId === undefined ? 'documentTypeId' : 'documentId'] });
      return;
    }
    withDocumentRules(LIMITS.documentIdMinIdentityProvider)(v as { documentTypeId: number; documentId: string; dateOfBirth: string }, ctx);
  });

export const verifyOtpForRegistrationSchema = z.object({ referenceId: referenceIdSchema, otp: otpSchema });

/** A first or last name by the shared name rule (rules.ts `nameMessage`). */
export const nameSchema = z.string({ error: MSG.allFieldsRequired }).superRefine((v, ctx) => {
  const message = nameMessage(v);
  if (message) ctx.addIssue({ code: 'custom', message });
}).transform((v) => v.trim());

/** POST user/register: the registration payload. */
export const registerSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    mobile: mobileSchema,
    callingCode: callingCodeSchema,
    dateOfBirth: dateOfBirthSchema,
    genderId: positiveId,
    countryId: positiveId,
    documentTypeId: documentTypeIdSchema,
    documentId: documentIdSchema,
    password: passwordSchema,
    otp: otpSchema,
    referenceId: referenceIdSchema,
  })
  .superRefine(withDocumentRules());

/** Registration completion form (adds the confirmation the payload does not carry). */
export const registerFormSchema = registerSchema.and(z.object({ confirmPassword: z.string() })).refine((v) => v.password === v.confirmPassword, {
  message: MSG.passwordMismatch,
  path: ['confirmPassword'],
});

/** Profile payload. */
export const profileSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    mobile: mobileSchema,
    callingCode: callingCodeSchema,
    dateOfBirth: dateOfBirthSchema,
    genderId: positiveId,
    countryId: positiveId,
    documentTypeId: documentTypeIdSchema,
    documentId: documentIdSchema,
  })
  .superRefine(withDocumentRules());

export const sendOtpForPasswordSchema = z.object({
  callingCode: callingCodeSchema,
  mobile: mobileSchema,
  dateOfBirth: z.string({ error: MSG.selectDob }).min(1, MSG.selectDob).pipe(dateOfBirthSchema),
});
export const verifyOtpForPasswordSchema = z.object({ callingCode: callingCodeSchema, mobile: mobileSchema, otp: otpSchema });
export const resetPasswordSchema = z.object({ callingCode: callingCodeSchema, mobile: mobileSchema, otp: otpSchema, newPassword: passwordSchema });
export const changePasswordSchema = z
  .object({ oldPassword: z.string({ error: MSG.allFieldsRequired }).min(1, MSG.allFieldsRequired).max(LIMITS.passwordMax, MSG.oldPasswordIncorrect), newPassword: passwordSchema })
  .refine((v) => v.oldPassword !== v.newPassword, { message: MSG.newPasswordSameAsOld, path: ['newPassword'] });
export const refreshTokenSchema = z.object({ token: nonEmpty().max(4000), refreshToken: nonEmpty().max(200) });

export type IdentifyLoginBody = z.infer<typeof identifyLoginSchema>;
export type IdentifyRegistrationBody = z.infer<typeof identifyRegistrationSchema>;
export type IdentifyBody = z.infer<typeof identifySchema>;
export type LoginBody = z.infer<typeof loginSchema>;
export type VerifyOtpForRegistrationBody = z.infer<typeof verifyOtpForRegistrationSchema>;
export type RegisterBody = z.infer<typeof registerSchema>;
export type ProfileBody = z.infer<typeof profileSchema>;
export type SendOtpForPasswordBody = z.infer<typeof sendOtpForPasswordSchema>;
export type VerifyOtpForPasswordBody = z.infer<typeof verifyOtpForPasswordSchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;
export type RefreshTokenBody = z.infer<typeof refreshTokenSchema>;
export type UaePassStartBody = z.infer<typeof uaePassStartSchema>;
export type AuthorizeUaePassBody = z.infer<typeof authorizeUaePassSchema>;
export type RegisterUaePassBody = z.infer<typeof registerUaePassSchema>;

// ── shared form rules used by several remotes ──────────────────────────────────────────────────────
/** Contact, ask-a-doctor, call back (docs/product.md#content-requests): all required, mobile 8–10 digits, email pattern. */
export const contactSchema = z.object({
  firstName: nonEmpty(),
  lastName: nonEmpty(),
  email: emailSchema,
  mobile: mobileSchema,
  callingCode: callingCodeSchema,
  message: multiline(z.string({ error: MSG.allFieldsRequired }).refine(safeText({ multiline: true }), { message: MSG.unsafeText }).trim().min(1, MSG.allFieldsRequired)),
});

// First zod issue's message; zod-free itself (first-issue.ts) so browser bundles can use it too.
export { firstIssueMessage } from './first-issue';
