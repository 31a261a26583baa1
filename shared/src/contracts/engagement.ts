import { z } from 'zod';
import { MSG } from './messages';
import { LIMITS, callingCodeSchema, complaintTextSchema, emailSchema, incidentDateSchema, isTodayOrLater, isValidMobile, mobileSchema, safeText, toIsoDate, uploadProblem, type FileLike } from './validation';
import { multiline } from './text-guard';
import { ENGAGEMENT_LIMITS, ENGAGEMENT_MSG, FEEDBACK_EXPERIENCES } from './engagement-rules';

// The texts, limits and plain predicates live in engagement-rules.ts (zod-free, for browser bundles).
export * from './engagement-rules';

/**
 * Rules of the engagement forms (docs/product.md#content-requests): health package booking, complaint, ask a doctor,
 * contact / call back, general feedback and the content site's feedback questionnaire. The API's
 * engagement module parses with these schemas; they reuse the predicates of engagement-rules.ts and
 * rules.ts, which the forms of mfe-content call, so a rule is written once.
 */

const required = (max: number = ENGAGEMENT_LIMITS.nameMax) =>
  z.string({ error: MSG.allFieldsRequired }).refine(safeText(), { message: MSG.unsafeText }).trim().min(1, MSG.allFieldsRequired).max(max, ENGAGEMENT_MSG.textTooLong);

/** A required multi-line text up to the message limit (message, comment): lines and tabs allowed. */
const requiredText = () =>
  multiline(
    z
      .string({ error: MSG.allFieldsRequired })
      .refine(safeText({ multiline: true }), { message: MSG.unsafeText })
      .trim()
      .min(1, MSG.allFieldsRequired)
      .max(ENGAGEMENT_LIMITS.messageMax, ENGAGEMENT_MSG.textTooLong),
  );

// ── health package booking ─────────────────────────────────────────────────────────
export const healthPackageRequestSchema = z.object({
  facilityId: z.array(z.coerce.number().int().positive()).max(10).default([]),
  firstName: required(),
  lastName: required(),
  callingCode: callingCodeSchema,
  mobile: mobileSchema,
  email: emailSchema,
  hospitalLocation: required(200),
  packageName: required(200),
  subPackageName: required(200),
  /** dd/mm/yyyy or yyyy-mm-dd; today or later. */
  apptDate: z
    .string({ error: MSG.allFieldsRequired })
    .trim()
    .min(1, MSG.allFieldsRequired)
    .refine((v) => toIsoDate(v) !== null, { message: MSG.allFieldsRequired })
    .refine((v) => isTodayOrLater(v), { message: ENGAGEMENT_MSG.apptDateInPast }),
});
export type HealthPackageRequestBody = z.input<typeof healthPackageRequestSchema>;

// ── complaint ──────────────────────────────────────────────────────────────────────
export const complaintSchema = z.object({
  facilityCode: required(40),
  complainantName: required(200),
  incidentDate: incidentDateSchema,
  /** The account's e-mail; an account without one may still complain. */
  email: z.union([z.literal(''), emailSchema]).default(''),
  phoneNumber: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: MSG.invalidMobile }).trim().regex(/^\+?\d{8,15}$/, MSG.invalidMobile)),
  source: z.literal('Portal').default('Portal'),
  complaintText: complaintTextSchema,
});
export type ComplaintBody = z.input<typeof complaintSchema>;

// ── contact us, call back, ask a doctor ───────────────────────────────────
export const contactRequestSchema = z.object({
  firstName: required(),
  lastName: required(),
  email: emailSchema,
  mobile: mobileSchema,
  callingCode: callingCodeSchema,
  message: requiredText(),
});
export type ContactRequestBody = z.input<typeof contactRequestSchema>;

export const askADoctorSchema = z
  .object({
    firstName: required(),
    lastName: required(),
    email: emailSchema,
    mobile: mobileSchema,
    callingCode: callingCodeSchema,
    isEmailCommunication: z.boolean({ error: ENGAGEMENT_MSG.selectCommunicationMode }),
    isMobileCommunication: z.boolean({ error: ENGAGEMENT_MSG.selectCommunicationMode }),
    comment: requiredText(),
  })
  .refine((v) => v.isEmailCommunication || v.isMobileCommunication, { message: ENGAGEMENT_MSG.selectCommunicationMode, path: ['isMobileCommunication'] });
export type AskADoctorBody = z.input<typeof askADoctorSchema>;

// ── general patient feedback (inPatient, experience, name, email, callingCode, mobile, comment) ─
export const generalFeedbackSchema = z.object({
  inPatient: z.boolean({ error: MSG.allFieldsRequired }),
  experience: z.enum(FEEDBACK_EXPERIENCES, { error: MSG.allFieldsRequired }),
  name: required(200),
  email: emailSchema,
  callingCode: callingCodeSchema,
  mobile: mobileSchema,
  comment: requiredText(),
});
export type GeneralFeedbackBody = z.input<typeof generalFeedbackSchema>;

// ── international enquiry ───────────────────────────────────────────────────────────
/** Filled in ('All fields are required'), then the field's own rule. */
const filled = () => z.string({ error: MSG.allFieldsRequired }).trim().min(1, { message: MSG.allFieldsRequired, abort: true });

/**
 * The international patients' Write Us form: every field required, mobile 8–10 digits, e-mail pattern, travel
 * date not before today, comment at most 400 characters, one pdf/doc/docx/jpg/jpeg/png report of at most
 * 2048000 bytes. The enquiry is not sent anywhere: submit only validates.
 */
export const internationalEnquirySchema = z.object({
  fullName: required(200),
  gender: filled().pipe(z.enum(['male', 'female'], { error: MSG.allFieldsRequired })),
  callingCode: callingCodeSchema,
  mobile: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), filled().refine(isValidMobile, { message: MSG.invalidMobile })),
  email: filled().pipe(emailSchema),
  travelDate: filled().refine((v) => toIsoDate(v) !== null && isTodayOrLater(v), { message: ENGAGEMENT_MSG.travelDateInPast }),
  comment: multiline(
    z
      .string({ error: MSG.allFieldsRequired })
      .refine(safeText({ multiline: true }), { message: MSG.unsafeText })
      .trim()
      .min(1, MSG.allFieldsRequired)
      .max(LIMITS.internationalCommentMax, MSG.internationalCommentMax),
  ),
  report: z
    .custom<FileLike | null>((v) => typeof v === 'object' && v !== null && 'name' in v && 'size' in v, { message: MSG.allFieldsRequired })
    .superRefine((file, ctx) => {
      const problem = file ? uploadProblem(file) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: MSG[problem] });
    }),
});
export type InternationalEnquiry = z.input<typeof internationalEnquirySchema>;

// ── feedback questionnaire answers, posted to the content site ─────────────────────
export const feedbackSubmissionSchema = z.object({
  userName: required(200),
  userMobile: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: MSG.invalidMobile }).trim().regex(/^\+?\d{8,15}$/, MSG.invalidMobile)),
  userEmail: z.union([z.literal(''), emailSchema]).default(''),
  vblog: required(120),
  FPlatform: z.literal('Portal').default('Portal'),
  patientType: required(20),
  UserResponse: z
    .array(
      z.object({
        Questionid: z.coerce.number().int().positive(),
        Answer: multiline(z.string().refine(safeText({ multiline: true }), { message: MSG.unsafeText }).trim().max(ENGAGEMENT_LIMITS.answerMax, ENGAGEMENT_MSG.textTooLong)),
      }),
    )
    .max(100),
});
export type FeedbackSubmissionBody = z.input<typeof feedbackSubmissionSchema>;

