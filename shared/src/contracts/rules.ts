import { MSG } from './messages';

/**
 * The validation rules of the product's forms as plain predicates and helpers, without zod: the forms
 * of the first page (login) use these, so the first load does not carry a schema library. The zod
 * schemas built on them (with the spec's messages) are in `validation.ts`.
 *
 * No DOM types here: the API type-checks this file with an ES-only `lib`.
 */

// ── constants ─────────────────────────────────────────────────────────────
export const LIMITS = {
  mobileMin: 8,
  mobileMax: 10,
  passwordMin: 8,
  passwordMax: 50,
  otpLength: 6,
  otpResendSeconds: 60,
  documentIdMin: 6,
  documentIdMinIdentityProvider: 5,
  documentIdMax: 15,
  uploadMaxBytes: 2_048_000,
  profileImageMaxBytes: 2 * 1024 * 1024,
  broadcastTitleMax: 30,
  broadcastMessageMin: 2,
  broadcastMessageMax: 120,
  commentMax: 250,
  complaintMinExclusive: 5,
  complaintMax: 500,
  internationalCommentMax: 400,
  nameMax: 50,
  heightMinCm: 30,
  heightMaxCm: 340,
  toastMs: 3000,
  timeoutMs: 300_000,
} as const;

export const DEFAULT_CALLING_CODE = '971';
export const EMIRATES_ID_PREFIX = '784';

/** Document types (docs/product.md#accounts-documents). */
export const DOCUMENT_TYPES = {
  emiratesId: 1,
  labourCard: 2,
  drivingLicense: 3,
  passport: 4,
  internationalId: 5,
  insurance: 6,
} as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES];
export const DOCUMENT_SIDES = { front: 1, back: 2 } as const;

// ── mobile and calling code ───────────────────────────────────────────────────────────────────────
const DIGITS = /^\d+$/;

export function isValidMobile(mobile: string): boolean {
  return DIGITS.test(mobile) && mobile.length >= LIMITS.mobileMin && mobile.length <= LIMITS.mobileMax;
}
export function isValidCallingCode(code: string): boolean {
  return /^\d{1,4}$/.test(code);
}
/**
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits as the Latin digits they are: an Arabic keyboard types them, and a
 * number is stored and compared in Latin digits.
 */
export function latinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}
/** Keeps only digits, Latin ones (for inputs that must refuse letters as they are typed). */
export function digitsOnly(value: string): string {
  return latinDigits(value).replace(/\D+/g, '');
}
/**
 * A calling code or a mobile number as every part of the portal compares them: digits only, without leading
 * zeros (`+971`, `00971` and `971` are one calling code; `0501234567` and `501234567` one number).
 */
export function phoneDigits(value: string): string {
  return digitsOnly(value).replace(/^0+/, '');
}
/** Whether two calling code + mobile pairs are the same phone number (normalised with `phoneDigits`). */
export function samePhone(a: { callingCode: string; mobile: string }, b: { callingCode: string; mobile: string }): boolean {
  return phoneDigits(a.callingCode) === phoneDigits(b.callingCode) && phoneDigits(a.mobile) === phoneDigits(b.mobile) && phoneDigits(a.mobile) !== '';
}
/** Mobile shown masked except its last 4 digits (docs/product.md#everywhere-languages). */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  return '*'.repeat(digits.length - 4) + digits.slice(-4);
}

// ── password ───────────────────────────────────────────────────────────────────────────────────────
export type PasswordProblem = 'minLength' | 'maxLength' | 'rules' | null;

/** The first rule a password breaks, or null. Length is checked first: it has the spec's own message. */
export function passwordProblem(password: string): PasswordProblem {
  if (password.length < LIMITS.passwordMin) return 'minLength';
  if (password.length > LIMITS.passwordMax) return 'maxLength';
  if (/\s/.test(password) || !/\p{L}/u.test(password) || !/\d/.test(password) || !/[^\p{L}\d\s]/u.test(password)) return 'rules';
  return null;
}
export function isValidPassword(password: string): boolean {
  return passwordProblem(password) === null;
}
export function passwordMessage(password: string): string | null {
  const p = passwordProblem(password);
  return p === 'minLength' ? MSG.passwordMinLength : p === 'maxLength' ? MSG.passwordMaxLength : p === 'rules' ? MSG.passwordRules : null;
}
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

// ── OTP ────────────────────────────────────────────────────────────────────────────────────────────
export function isValidOtp(otp: string): boolean {
  return /^\d{6}$/.test(otp);
}
// ── dates ──────────────────────────────────────────────────────────────────────────────────────────
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/** 'dd/mm/yyyy' → 'yyyy-mm-dd', or null when it is not a real calendar date in that exact format. */
export function parseDisplayDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isCalendarDate(y, mo, d) ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** 'yyyy-mm-dd' (or a full ISO timestamp) → 'dd/mm/yyyy', or null. */
export function formatDisplayDate(iso: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** Either format → 'yyyy-mm-dd' (the API accepts both; it stores ISO). */
export function toIsoDate(value: string): string | null {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const [y, m, d] = v.split('-').map(Number);
    return isCalendarDate(y, m, d) ? v : null;
  }
  return parseDisplayDate(v);
}

/** Today as 'yyyy-mm-dd' in the local time zone of the caller (a date of birth has no time zone). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when the date (either format) is a valid date not later than today. */
export function isNotInFuture(value: string, now: Date = new Date()): boolean {
  const iso = toIsoDate(value);
  return iso !== null && iso <= todayIso(now);
}
/** True when the date (either format) is today or later (booking and travel dates). */
export function isTodayOrLater(value: string, now: Date = new Date()): boolean {
  const iso = toIsoDate(value);
  return iso !== null && iso >= todayIso(now);
}

export type DobProblem = 'required' | 'format' | 'future' | null;
export function dobProblem(value: string | null | undefined, now: Date = new Date()): DobProblem {
  if (!value || !value.trim()) return 'required';
  if (toIsoDate(value) === null) return 'format';
  if (!isNotInFuture(value, now)) return 'future';
  return null;
}
export function isValidDob(value: string, now: Date = new Date()): boolean {
  return dobProblem(value, now) === null;
}
/** The spec's inline message for a date of birth field. */
export function dobMessage(value: string | null | undefined, now: Date = new Date()): string | null {
  const p = dobProblem(value, now);
  return p === 'required' ? MSG.selectDob : p === 'format' ? MSG.invalidDateFormat : p === 'future' ? MSG.dobInFuture : null;
}

/** Age in whole years on `now` (for the adult-same-number rule: adult means over 18). */
export function ageInYears(dob: string, now: Date = new Date()): number | null {
  const iso = toIsoDate(dob);
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number);
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return age;
}

// ── email ──────────────────────────────────────────────────────────────────────────────────────────
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email.trim());
}
// ── Emirates ID and other documents ────────────────────────────────────────────────────────────────
export function normalizeEmiratesId(id: string): string {
  return id.replace(/[-\s]/g, '');
}
export function isValidEmiratesId(id: string): boolean {
  return /^784\d{12}$/.test(normalizeEmiratesId(id));
}
/** ###-####-#######-# (docs/product.md#accounts-documents). Returns the input unchanged when it is not 15 digits. */
export function formatEmiratesId(id: string): string {
  const d = normalizeEmiratesId(id);
  return /^\d{15}$/.test(d) ? `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7, 14)}-${d.slice(14)}` : id;
}
/**
 * The Emirates ID must equal '784' + birth year + its own digits from position 7 onward, i.e. digits
 * 4–7 are the year of birth. `dob` is dd/mm/yyyy or yyyy-mm-dd.
 */
export function emiratesIdMatchesBirthYear(id: string, dob: string): boolean {
  const digits = normalizeEmiratesId(id);
  const iso = toIsoDate(dob);
  if (!iso || !isValidEmiratesId(digits)) return false;
  return digits === EMIRATES_ID_PREFIX + iso.slice(0, 4) + digits.slice(7);
}

export interface DocumentIdOptions {
  /** 6 on register, profile and family; 5 on the identity-provider registration screen. */
  min?: number;
}
export function isValidDocumentId(documentTypeId: number, documentId: string, { min = LIMITS.documentIdMin }: DocumentIdOptions = {}): boolean {
  if (documentTypeId === DOCUMENT_TYPES.emiratesId) return isValidEmiratesId(documentId);
  const v = documentId.trim();
  return v.length >= min && v.length <= LIMITS.documentIdMax && /^[A-Za-z0-9\-/]+$/.test(v);
}
/** The spec message for a bad document id of that type, or null. */
export function documentIdMessage(documentTypeId: number, documentId: string, options?: DocumentIdOptions): string | null {
  if (isValidDocumentId(documentTypeId, documentId, options)) return null;
  return documentTypeId === DOCUMENT_TYPES.emiratesId ? MSG.invalidEmiratesId : MSG.invalidDocumentId;
}
export function isValidDocumentTypeId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= 6;
}

// ── text ───────────────────────────────────────────────────────────────────────────────────────────
/**
 * Characters no text field accepts: NUL and the other C0 controls, DEL and the C1 controls (invisible, and
 * NUL is refused by PostgreSQL), and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make a stored name display as something else in an administrator's list
 * ("Trojan Source"). Tab, line feed and carriage return only where a field is multi-line. The marks a right-to-left
 * text legitimately uses (U+200E, U+200F, U+061C) are allowed.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_CHARACTERS = /[\t\n\r]/;
const BIDI_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;

export type UnsafeTextProblem = 'control' | 'bidi' | null;

export function unsafeTextProblem(value: string, { multiline = false }: { multiline?: boolean } = {}): UnsafeTextProblem {
  if (CONTROL_CHARACTERS.test(value) || (!multiline && LINE_CHARACTERS.test(value))) return 'control';
  if (BIDI_OVERRIDES.test(value)) return 'bidi';
  return null;
}

/** The text rule as a refinement of one string (`z.string().refine(safeText(), …)`), for the shared schemas. */
export const safeText = (options?: { multiline?: boolean }) => (value: string) => unsafeTextProblem(value, options) === null;

/** The form message for a text field, or null when its characters are acceptable. */
export function unsafeTextMessage(value: string, options?: { multiline?: boolean }): string | null {
  return unsafeTextProblem(value, options) ? MSG.unsafeText : null;
}

// ── files ──────────────────────────────────────────────────────────────────────────────────────────
export const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export const PROFILE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export type SniffedType = 'pdf' | 'png' | 'jpeg' | 'doc' | 'docx' | null;

export function fileExtension(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}
export function isAllowedUploadName(name: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}
export function isAllowedProfileImageName(name: string): boolean {
  return (PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * Type by content (magic bytes), so a renamed file is refused. docx is a zip container; the check also
 * looks for the `[Content_Types].xml` or `word/` entry name in the first bytes to tell it from other zips
 * when they are present (they are in files Word writes).
 */
export function sniffFileType(bytes: Uint8Array): SniffedType {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE compound file
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'docx'; // zip (Office Open XML)
  return null;
}

/** Whether the content matches the extension it claims (jpg/jpeg share a type). */
export function contentMatchesExtension(bytes: Uint8Array, name: string): boolean {
  const sniffed = sniffFileType(bytes);
  const ext = fileExtension(name);
  if (!sniffed) return false;
  if (sniffed === 'jpeg') return ext === 'jpg' || ext === 'jpeg';
  return sniffed === ext;
}

export interface FileLike {
  name: string;
  size: number;
}
/** Document upload (docs/product.md#accounts-documents, and the international form): the message key of the problem, or null. */
export function uploadProblem(file: FileLike): 'docFormatError' | 'docSizeError' | null {
  if (!isAllowedUploadName(file.name)) return 'docFormatError';
  if (file.size > LIMITS.uploadMaxBytes || file.size <= 0) return 'docSizeError';
  return null;
}
export function profileImageProblem(file: FileLike): 'profileImageError' | null {
  return isAllowedProfileImageName(file.name) && file.size > 0 && file.size <= LIMITS.profileImageMaxBytes ? null : 'profileImageError';
}

// ── broadcast, comments, complaint, BMI ────────────────────────────────────────────────────────────
export function isHttpUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    // URL is in ES-era runtimes (Node and browsers) without DOM lib typing issues.
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
export function isValidComplaintText(text: string): boolean {
  const n = text.trim().length;
  return n > LIMITS.complaintMinExclusive && n <= LIMITS.complaintMax;
}
/**
 * A first or last name (registration, profile, family member; required, docs/product.md#accounts-fields): letters of any
 * script with their marks, spaces, hyphens, apostrophes and dots, at most 50 characters. Emoji, digits and other
 * symbols are refused with a message, as is a longer name (it was cut at 50 without a word). Returns the message
 * or null.
 */
export function nameMessage(value: string): string | null {
  const name = value.trim();
  if (!name) return MSG.allFieldsRequired;
  const unsafe = unsafeTextMessage(value);
  if (unsafe) return unsafe;
  // The joiners and direction marks (U+200C–U+200F) belong to Arabic and Persian writing.
  if (!/^[\p{L}\p{M}][\p{L}\p{M} '’.\u200C-\u200F-]*$/u.test(name)) return MSG.invalidName;
  if ([...name].length > LIMITS.nameMax) return MSG.nameTooLong;
  return null;
}
export function isValidHeightCm(height: number): boolean {
  return Number.isFinite(height) && height >= LIMITS.heightMinCm && height <= LIMITS.heightMaxCm;
}
/** Weight in kg: up to 3 digits (docs/product.md#content-health-tools), at most 2 decimals, more than zero. */
export function isValidWeightKg(text: string): boolean {
  return /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0;
}
// ── authentication bodies ─────────────────────────────────────────────────────────────
// ── shared form rules used by several remotes ──────────────────────────────────────────────────────
/**
 * Adult family member (over 18) sharing the account holder's number and calling code is refused
 * (docs/product.md#family-adult-number). Returns the message or null.
 */
export function adultSameNumberMessage(
  member: { dateOfBirth: string; mobile: string; callingCode: string },
  holder: { mobile: string; callingCode: string },
  now: Date = new Date(),
): string | null {
  const age = ageInYears(member.dateOfBirth, now);
  const same = digitsOnly(member.mobile) === digitsOnly(holder.mobile) && digitsOnly(member.callingCode) === digitsOnly(holder.callingCode);
  return age !== null && age > 18 && same ? MSG.adultSameNumber : null;
}
