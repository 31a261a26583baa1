/**
 * Types of the API's answers (docs/product.md#everywhere-api). The API builds them, the clients read them; both
 * import them from here so a field renamed on one side breaks the build of the other.
 */

import type { InterestStatus } from './admin-rules';

export type * from './appointment-types';
export type * from './account-types';
export type * from './admin-types';
// Master data's types are inferred from its zod schemas (masterdata.ts); a type-only export, so no zod here.
export type { AppConfiguration, Country, DepartmentCode, LookupOption } from './masterdata';

/**
 * Error and BadRequest are the answers of the digital-identity exchange ('Error' when the
 * provider's user information cannot be read, 'BadRequest' when the authorization code is not active).
 */
export type StatusWord = 'Success' | 'Invalid' | 'NotFound' | 'Conflict' | 'OTPSent' | 'Error' | 'BadRequest';
export const STATUS_WORDS: readonly StatusWord[] = ['Success', 'Invalid', 'NotFound', 'Conflict', 'OTPSent', 'Error', 'BadRequest'];

/** `{ message: { status, message }, data }` — the envelope of every portal API answer. */
export interface ApiEnvelope<T = unknown> {
  message: { status: StatusWord; message: string };
  data: T;
}

export function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  if (!body || typeof body !== 'object') return false;
  const m = (body as { message?: unknown }).message;
  return !!m && typeof m === 'object' && typeof (m as { status?: unknown }).status === 'string' && typeof (m as { message?: unknown }).message === 'string';
}

/** The logged-in user kept locally. */
export interface SessionUser {
  userId: number;
  firstName: string;
  lastName: string;
  gender: string;
  email: string;
  mobile: string;
  callingCode: string;
  countryCode: string;
  profileImgUrl: string | null;
  profileImgFileName: string | null;
  isDOBAvailable: boolean;
  roleId: number;
  roleName: string;
  /** Preferred facility (hospital) and the content-site key (vblog) of that location. */
  facilityId: number | null;
  vblog: string | null;
  /** Facility code of the chosen hospital (BU10, BM10, LL18…); not in the spec's list but needed by the facility switches. */
  facilityCode?: string | null;
  /** The token fields the spec lists with the user; the session keeps them under their own keys too. */
  token?: string;
  refreshToken?: string;
  tokenExpiresAt?: string;
  refreshExpiresAt?: string;
}

/** `data` of POST auth/login (and of a successful registration / identity-provider login). */
export interface LoginData extends SessionUser {
  token: string;
  refreshToken: string;
  /** ISO date-time. */
  tokenExpiresAt: string;
  /** ISO date-time. */
  refreshExpiresAt: string;
}

/** `data` of POST auth/refreshtoken. */
export interface RefreshTokenData {
  token: string;
  refreshToken: string;
  tokenExpiresAt: string;
  refreshExpiresAt: string;
}

/** `data` of POST auth/identify. */
export interface IdentifyData {
  isExistingUser: boolean;
  otpSent: boolean;
  referenceId?: string;
  /** Login: what the OTP page sends with the code instead of the password (kept in memory only). */
  loginTicket?: string;
}

/** The family payload (POST user/savefamilymemberdetailsv2; familyMemberId 0 = add). */
export interface FamilyMemberPayload {
  familyMemberId: number;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  mobile: string;
  callingCode: string;
  genderId: number;
  countryId: number;
  documentTypeId: number;
  documentId: string;
  relationId: number;
}

/** Family member: the payload's fields plus the relation's name and the age. */
export interface FamilyMember extends FamilyMemberPayload {
  relation: string;
  age: number;
}

/** Patient-facing notification (docs/product.md#everywhere-notifications). */
export interface PatientNotification {
  notificationId: number;
  /** LABREPORT: a report is ready (to the reports page); RESULTS: new laboratory results (to the results page). */
  type: 'BROADCAST' | 'LABREPORT' | 'RESULTS';
  promotionType: string | number;
  link: string | null;
  isRead: boolean;
  isFamilyMember: boolean;
  familyMemberId: number;
  notificationTitle: string;
  /** The Arabic title of a broadcast written in Arabic too; null otherwise (the bell falls back to English). */
  notificationTitleAr?: string | null;
  messageTextAr: string;
  messageTextEn: string;
  createdOn: string;
  /** The broadcast's image (a public address of the portal), when it has one. */
  imageUrl?: string | null;
}

/** The content site's own envelope (docs/product.md#everywhere-api): `{ status: 'success', data, message }`. */
export interface ContentEnvelope<T = unknown> {
  status: string;
  data: T;
  message?: string;
}

/** Role ids with their own areas (docs/product.md#administration-roles). */
export const ROLES = { patient: 1, broadcaster: 2, administrator: 3 } as const;
/**
 * The response header with the caller's role as it is on the server now, on every signed-in answer: a role an
 * administrator changes takes effect in the caller's menu and routes on their next call, not at their next sign-in.
 */
export const ROLE_HEADER = 'X-Portal-Role';

// ── national digital identity (UAE PASS style OpenID Connect; docs/product.md#accounts-digital-identity) ─────────────────
/** `message.message` of authorizeuaepassuser when the identity is an unverified (SOP1) account. */
export const UAE_PASS_SOP1_MARKER = 'SOP1 user';

/** `data` of POST auth/uaepassstart: where the browser goes, and the state it must see again on return. */
export interface UaePassStartData {
  authorizeUrl: string;
  state: string;
}

/** What the identity provider said about the person, as the registration screen shows it (read-only). */
export interface UaePassProfile {
  firstName: string;
  lastName: string;
  firstNameAr: string;
  lastNameAr: string;
  email: string;
  callingCode: string;
  mobile: string;
  genderId: number | null;
  countryId: number | null;
  /** Null when the provider gave no document: the registration screen then asks for one. */
  documentTypeId: number | null;
  documentId: string | null;
}

/**
 * `data` of POST auth/authorizeuaepassuser. Success with a token: the login answer (plus `uaeUser`).
 * Success without a token: `referenceId` (for linking or registering, short-lived, single use) and the
 * provider's profile. Invalid 'SOP1 user': `logoutUrl`, the provider's logout returning to the login
 * page flagged `isSOP1User=true`.
 */
export type AuthorizeUaePassData =
  | (LoginData & { uaeUser: true })
  | { referenceId: string; profile: UaePassProfile }
  | { logoutUrl: string }
  | null;

/** `data` of POST auth/logout: a digital-identity session also ends at the provider (docs/product.md#accounts-digital-identity). */
export interface LogoutData {
  identityLogoutUrl?: string;
}

/** Broadcast history item, with the delivery's progress. */
export interface BroadcastHistoryItem {
  id: number;
  notificationTitle: string;
  message: string;
  /** The optional Arabic version the patients reading Arabic see. */
  notificationTitleAr: string | null;
  messageAr: string | null;
  notificationType: number;
  callbackURL: string | null;
  createdOn: string;
  pushSuccess: number;
  pushFail: number;
  /** Queued, Sending, Sent or Failed. */
  status: string;
  createdBy: string;
  facilityId: number;
  isExcelUploadedNotification: boolean;
  /** Users the delivery will reach, and how many it has reached (progress while Queued or Sending). */
  targetCount: number;
  processedCount: number;
  imageUrl: string | null;
  finishedOn: string | null;
}

/** Interested user of an offer. */
export interface InterestedUser {
  offerInterestId: number;
  firstName: string;
  lastName: string;
  callingCode: string;
  phoneNumber: string;
  email: string;
  createdAt: string;
  status: InterestStatus;
  region: string;
  comment: string | null;
  modifiedByName: string | null;
  modifiedAt: string | null;
}

/** Activity log entry of an offer lead. */
export interface ActivityEntry {
  createdAt: string;
  createdByName: string;
  status: InterestStatus;
  comment: string;
}

/** The profile page's data (GET user/profile). */
export interface ProfileData {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  callingCode: string;
  /** YYYY-MM-DD, null until given (accounts from the identity provider may lack it). */
  dateOfBirth: string | null;
  genderId: number | null;
  countryId: number | null;
  documentTypeId: number | null;
  documentId: string | null;
  profileImgUrl: string | null;
  profileImgFileName: string | null;
  facilityId: number | null;
  vblog: string | null;
  facilityCode: string | null;
  /** Digital-identity account: name, email, gender and nationality come from the identity provider. */
  isUaePassUser: boolean;
  /** The account has a password (an account registered through the identity provider has none). */
  hasPassword: boolean;
  /** What the hospital makes of the account's document (`RecordLink`): the profile tells the patient when nothing is linked. */
  recordLink: RecordLink;
}

/**
 * An account's link to the hospital's registrations under its document: `linked` (they carry the account's verified
 * number, or UAE PASS asserted the document), `none` (the hospital does not know the document), `mismatch` (they carry
 * another number: 'There is an issue with this record, contact 80055'), `dataMismatch` (another date of birth:
 * 'Data mismatch, please update your profile').
 */
export type RecordLink = 'linked' | 'none' | 'mismatch' | 'dataMismatch';

/** Admin user (GET user/getadminlist, user/searchuser). */
export interface AdminUser {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  callingCode: string;
  mobile: string;
  email: string | null;
  roleId: number;
  roleName: string;
  dateOfBirth: string | null;
}

/**
 * One read of a patient's records in "who saw my records" (the audit log, newest first): what was read, whose it
 * was (the patient, id 0, or one of their family members), who read it and from where.
 */
export interface RecordAccessEntry {
  id: string;
  /** ISO date-time. */
  at: string;
  what: 'reports' | 'report' | 'results' | 'medication' | 'appointments' | 'teleconsultations' | 'documents' | 'document' | 'account' | 'summary' | 'sharedSummary';
  /** The report's document number when one report was opened. */
  reference: string | null;
  whose: { familyMemberId: number; name: string };
  /**
   * self: the patient; family: another account that holds the patient as a family member; administrator; hospital: the
   * hospital's systems; recipient: someone who opened a shared link of the summary, by the name they gave.
   */
  who: { kind: 'self' | 'family' | 'administrator' | 'hospital' | 'recipient'; name: string | null };
  channel: 'portal' | 'teleconsultation' | 'link' | null;
  /** A shared link opened with a wrong passcode: nothing was shown. */
  refused?: boolean;
}

export interface RecordAccessPage {
  entries: RecordAccessEntry[];
  total: number;
}

