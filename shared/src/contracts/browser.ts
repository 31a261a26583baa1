/**
 * `@portal/shared/contracts` as browser bundles see it (the `browser` condition of shared/package.json;
 * webpack's web target picks it): every name of index.ts except the zod schemas, so that no page pays
 * for zod (about 26 KB gzip) just to reach a message, a predicate or a type. The forms call the
 * predicates; the schemas (built from the same predicates, so both sides keep the same rules) are in
 * `@portal/shared/contracts/schemas` for the few pages that parse with one. Node (the API, tsx, jest in
 * node) and TypeScript resolve the `default` condition, index.ts, with everything.
 */
// The zod-free core (messages, predicates, API types, the remote contract) is the shared module
// `@portal/shared/rules`, which the first load (login) uses alone: named by its package name, so that a page
// that also loads this module runs and downloads that core once.
export * from '@portal/shared/rules';
export * from './engagement-rules';
export * from './tele-rules';
export * from './admin-rules';
export { firstIssueMessage } from './first-issue';
// Types inferred from the schemas cost nothing at run time.
export type {
  BmiInput,
  IdentifyLoginBody,
  IdentifyRegistrationBody,
  IdentifyBody,
  LoginBody,
  VerifyOtpForRegistrationBody,
  RegisterBody,
  ProfileBody,
  SendOtpForPasswordBody,
  VerifyOtpForPasswordBody,
  ResetPasswordBody,
  ChangePasswordBody,
  RefreshTokenBody,
  UaePassStartBody,
  AuthorizeUaePassBody,
  RegisterUaePassBody,
} from './validation';
export type {
  HealthPackageRequestBody,
  ComplaintBody,
  ContactRequestBody,
  AskADoctorBody,
  GeneralFeedbackBody,
  FeedbackSubmissionBody,
} from './engagement';
export type { OfferInterestStatusBody } from './admin';
export type { LabOrder, LabTest, LabReportsData, Medication, Medications } from './records';
export * from './summary-rules';
export type { CreateShareBody } from './summary';
export type { ResultFlag, RangePosition, ResultValue, ResultSummary, LabResultsData, LabResultTrend, ResultReleaseRules } from './results';
export type { TeleListItem, TeleSso, TelePaymentStatus } from './telecare';
export type { VerifyOtpData, ComplaintReceipt } from './answers';
