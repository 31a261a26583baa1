import { z } from 'zod';
import { MSG } from './messages';
import {
  callingCodeSchema,
  complaintTextSchema,
  emailSchema,
  incidentDateSchema,
  isTodayOrLater,
  isValidEmail,
  isValidMobile,
  LIMITS,
  mobileSchema,
  toIsoDate,
} from './validation';

/**
 * Rules of the engagement forms (care §5, account §5): health package booking, complaint, ask a doctor,
 * contact / call back, general feedback and the content site's feedback questionnaire. The forms of
 * mfe-content and the API's engagement module both parse with these, so a rule is written once.
 */

/** Texts the spec names only by their rule; ours, and the forms translate them by these keys. */
export const ENGAGEMENT_MSG = {
  /** Ours: care §5 says the appointment date may not be before today, without a text. */
  apptDateInPast: 'Appointment date cannot be before today',
  /** Ours: a limit so one request cannot fill the database. */
  textTooLong: 'The text is too long',
  /** Ours: ask a doctor needs mobile, email or both (care §5). */
  selectCommunicationMode: 'Please choose a mode of communication',
  /** Ours: feedback submit needs every mandatory question answered (care §4). */
  answerMandatoryQuestions: 'Please answer all mandatory questions',
} as const;

export const ENGAGEMENT_LIMITS = {
  nameMax: 100,
  messageMax: 1000,
  answerMax: 1000,
} as const;

const required = (max: number = ENGAGEMENT_LIMITS.nameMax) =>
  z.string({ error: MSG.allFieldsRequired }).trim().min(1, MSG.allFieldsRequired).max(max, ENGAGEMENT_MSG.textTooLong);

/** A required text that may be any length up to `max` (message, comment). */
const requiredText = () => required(ENGAGEMENT_LIMITS.messageMax);

// ── health package booking (care §3, §5) ─────────────────────────────────────────────────────────
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

export interface HealthPackageForm {
  firstName: string;
  lastName: string;
  callingCode: string;
  mobile: string;
  email: string;
  hospitalLocation: string;
  packageName: string;
  subPackageName: string;
  apptDate: string;
}

/**
 * The first message the 'Book Health Package' dialog shows, in the spec's order: every field required
 * ('All fields are required'), then the mobile, the email and the date.
 */
export function healthPackageFormMessage(f: HealthPackageForm, now: Date = new Date()): string | null {
  const fields = [f.firstName, f.lastName, f.email, f.mobile, f.apptDate, f.hospitalLocation, f.packageName, f.subPackageName];
  if (fields.some((v) => !v || !v.trim())) return MSG.allFieldsRequired;
  if (!isValidMobile(f.mobile.trim())) return MSG.invalidMobile;
  if (!isValidEmail(f.email.trim())) return MSG.invalidEmail;
  if (toIsoDate(f.apptDate) === null) return MSG.allFieldsRequired;
  if (!isTodayOrLater(f.apptDate, now)) return ENGAGEMENT_MSG.apptDateInPast;
  return null;
}

// ── complaint (care §3, §5) ──────────────────────────────────────────────────────────────────────
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

export type ComplaintProblem = 'facility' | 'dateFormat' | 'dateRange' | 'text' | 'textMax' | null;
/** What stops a complaint form from being submitted (the button stays disabled while this is not null). */
export function complaintFormProblem(f: { facilityCode: string; incidentDate: string; complaintText: string }, now: Date = new Date()): ComplaintProblem {
  if (!f.facilityCode) return 'facility';
  if (toIsoDate(f.incidentDate) === null) return 'dateFormat';
  if (toIsoDate(f.incidentDate)! > isoToday(now)) return 'dateRange';
  const n = f.complaintText.trim().length;
  if (n <= LIMITS.complaintMinExclusive) return 'text';
  if (n > LIMITS.complaintMax) return 'textMax';
  return null;
}
function isoToday(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

// ── contact us, call back, ask a doctor (care §5, account §5) ───────────────────────────────────
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

export type CommunicationMode = 'mobile' | 'email' | 'both';
/** The mode of communication sets the two flags (care §5). */
export function communicationFlags(mode: CommunicationMode): { isEmailCommunication: boolean; isMobileCommunication: boolean } {
  return { isEmailCommunication: mode !== 'mobile', isMobileCommunication: mode !== 'email' };
}

/**
 * The first message of a contact / call back / ask-a-doctor form, in the spec's order: all fields
 * required, then the mobile, then the email (then the mode for ask a doctor).
 */
export function contactFormMessage(
  f: { firstName: string; lastName: string; email: string; mobile: string; message: string },
  mode?: CommunicationMode | '' | undefined,
  needsMode = false,
): string | null {
  if ([f.firstName, f.lastName, f.email, f.mobile, f.message].some((v) => !v || !v.trim())) return MSG.allFieldsRequired;
  if (!isValidMobile(f.mobile.trim())) return MSG.invalidMobile;
  if (!isValidEmail(f.email.trim())) return MSG.invalidEmail;
  if (needsMode && !mode) return ENGAGEMENT_MSG.selectCommunicationMode;
  if (f.message.trim().length > ENGAGEMENT_LIMITS.messageMax) return ENGAGEMENT_MSG.textTooLong;
  return null;
}

// ── general patient feedback (care §3: inPatient, experience, name, email, callingCode, mobile, comment) ─
export const FEEDBACK_EXPERIENCES = ['Excellent', 'Good', 'Average', 'Poor'] as const;
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

// ── feedback questionnaire answers, posted to the content site (care §3, §4) ─────────────────────
export type FeedbackQuestionType = 'R' | 'T' | 'I' | 'D';
export interface FeedbackQuestion {
  questionID: number;
  question: string;
  questiontype: FeedbackQuestionType;
  options: string[];
  is_mandatory: string;
}

export const feedbackSubmissionSchema = z.object({
  userName: required(200),
  userMobile: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: MSG.invalidMobile }).trim().regex(/^\+?\d{8,15}$/, MSG.invalidMobile)),
  userEmail: z.union([z.literal(''), emailSchema]).default(''),
  vblog: required(120),
  FPlatform: z.literal('Portal').default('Portal'),
  patientType: required(20),
  UserResponse: z
    .array(z.object({ Questionid: z.coerce.number().int().positive(), Answer: z.string().trim().max(ENGAGEMENT_LIMITS.answerMax, ENGAGEMENT_MSG.textTooLong) }))
    .max(100),
});
export type FeedbackSubmissionBody = z.input<typeof feedbackSubmissionSchema>;

/** Feedback submit is enabled only when every mandatory question has a non-blank answer (care §4). */
export function mandatoryAnswered(questions: Pick<FeedbackQuestion, 'questionID' | 'is_mandatory'>[], answers: Record<number, string | undefined>): boolean {
  return questions.every((q) => q.is_mandatory !== 'Yes' || Boolean(answers[q.questionID]?.trim()));
}
