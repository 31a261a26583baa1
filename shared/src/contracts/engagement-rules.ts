import { LIMITS, MSG, isTodayOrLater, isValidEmail, isValidMobile, todayIso, toIsoDate } from '@portal/shared/rules';

/**
 * The zod-free part of the engagement forms' rules (docs/product.md#content-requests): texts, limits and the plain
 * predicates the forms of mfe-content use. The zod schemas in engagement.ts are built on these, so a
 * rule is written once; browser bundles get this file without zod (see browser.ts).
 */

/** Texts the spec names only by their rule; ours, and the forms translate them by these keys. */
export const ENGAGEMENT_MSG = {
  /** Ours: the appointment date may not be before today, and the product gives no text for it. */
  apptDateInPast: 'Appointment date cannot be before today',
  /** Ours: a limit so one request cannot fill the database. */
  textTooLong: 'The text is too long',
  /** Ours: ask a doctor needs mobile, email or both. */
  selectCommunicationMode: 'Please choose a mode of communication',
  /** Ours: feedback submit needs every mandatory question answered. */
  answerMandatoryQuestions: 'Please answer all mandatory questions',
  /** Ours: the international enquiry's travel date may not be before today, and the product gives no text for it. */
  travelDateInPast: 'Travel date cannot be before today',
} as const;

export const ENGAGEMENT_LIMITS = {
  nameMax: 100,
  messageMax: 1000,
  answerMax: 1000,
} as const;

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

export type ComplaintProblem = 'facility' | 'dateFormat' | 'dateRange' | 'text' | 'textMax' | null;
/** What stops a complaint form from being submitted (the button stays disabled while this is not null). */
export function complaintFormProblem(f: { facilityCode: string; incidentDate: string; complaintText: string }, now: Date = new Date()): ComplaintProblem {
  if (!f.facilityCode) return 'facility';
  if (toIsoDate(f.incidentDate) === null) return 'dateFormat';
  if (toIsoDate(f.incidentDate)! > todayIso(now)) return 'dateRange';
  const n = f.complaintText.trim().length;
  if (n <= LIMITS.complaintMinExclusive) return 'text';
  if (n > LIMITS.complaintMax) return 'textMax';
  return null;
}

export type CommunicationMode = 'mobile' | 'email' | 'both';
/** The mode of communication sets the two flags (docs/product.md#content-requests). */
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

export const FEEDBACK_EXPERIENCES = ['Excellent', 'Good', 'Average', 'Poor'] as const;

export type FeedbackQuestionType = 'R' | 'T' | 'I' | 'D';
export interface FeedbackQuestion {
  questionID: number;
  question: string;
  questiontype: FeedbackQuestionType;
  options: string[];
  is_mandatory: string;
}

/** Feedback submit is enabled only when every mandatory question has a non-blank answer (docs/product.md#content-requests). */
export function mandatoryAnswered(questions: Pick<FeedbackQuestion, 'questionID' | 'is_mandatory'>[], answers: Record<number, string | undefined>): boolean {
  return questions.every((q) => q.is_mandatory !== 'Yes' || Boolean(answers[q.questionID]?.trim()));
}
