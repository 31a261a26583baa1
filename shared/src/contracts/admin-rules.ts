import { LIMITS } from '@portal/shared/rules';

/**
 * The zod-free rules of the administrator areas (docs/product.md#administration): the broadcast spreadsheet, the
 * broadcast image, the interested-user statuses. The broadcast form and the API both use these, so a
 * rule is written once; the zod schemas built on them are in admin.ts.
 */

/** Limits of the uploaded spreadsheet (ours where the spec is silent: size, rows, what it may unpack to). */
export const SPREADSHEET_LIMITS = {
  /** The .xlsx as uploaded. 10,000 two-column rows take about 150 KB. */
  maxBytes: 1_048_576,
  /** Numbers per spreadsheet (header row not counted). */
  maxRows: 10_000,
  /**
   * What the zip may unpack to, all parts together: declared (a zip bomb is refused before inflating) and inflated
   * (refused while inflating). 10,000 rows unpack to about 1 MB; SheetJS parses about 10 MB a second, on the
   * event loop, so this bounds the stall of an accepted file too.
   */
  maxUncompressedBytes: 4 * 1_048_576,
  /** Parts in the zip: an .xlsx of one sheet has about ten. */
  maxEntries: 64,
  /** Unpacked size / packed size of one part; XML compresses well, but not a thousand times. */
  maxRatio: 200,
  /** Combined country code and number: at least 7 and under 15 characters (docs/product.md#administration-broadcasts). */
  combinedMin: 7,
  combinedMax: 14,
} as const;

/** The two columns of UploadMobileNo.xlsx, in this order (docs/product.md#administration-broadcasts). */
export const SPREADSHEET_COLUMNS = ['Country Code', 'Mobile No'] as const;
export const SAMPLE_SPREADSHEET_NAME = 'UploadMobileNo.xlsx';

/** Only .xlsx ('Please select xlsx file.'). */
export function isXlsxName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

/** A number of 3-3-2, 3-3-3 or 3-3-4 digits, with optional brackets around the first group and a dash or space between groups. */
const SPREADSHEET_NUMBER = /^\(?(\d{3})\)?[-\s]?(\d{3})[-\s]?(\d{2,4})$/;

export interface MobileListEntry {
  countryCode: string;
  mobileNo: string;
}

/**
 * One row of the spreadsheet, checked and normalised (digits only, the country code without + or 00),
 * or null when the row breaks a rule of docs/product.md#administration-broadcasts.
 */
export function spreadsheetRow(countryCode: unknown, mobile: unknown): MobileListEntry | null {
  const cell = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : typeof v === 'string' ? v.trim() : null);
  const cc = cell(countryCode);
  const mo = cell(mobile);
  if (cc === null || mo === null) return null;
  const code = cc.replace(/^\+|^00/, '');
  if (!/^\d{1,4}$/.test(code)) return null;
  const m = SPREADSHEET_NUMBER.exec(mo);
  if (!m) return null;
  const digits = `${m[1]}${m[2]}${m[3]}`;
  const combined = code.length + digits.length;
  if (combined < SPREADSHEET_LIMITS.combinedMin || combined > SPREADSHEET_LIMITS.combinedMax) return null;
  // A leading 0 is the trunk prefix of a national number (050 …): accounts store the number without it.
  return { countryCode: code, mobileNo: digits.replace(/^0+/, '') };
}

/** The broadcast image: .jpg, .jpeg or .png, at most 2 MB (ours; the same rule as the profile image). */
export const BROADCAST_IMAGE_MAX_BYTES = LIMITS.profileImageMaxBytes;

/** Interested-user statuses (docs/product.md#administration-offers), New being the default. */
export const INTEREST_STATUSES = ['New', 'Contacted', 'Interested', 'Not Interested', 'Converted', 'Closed - Lost', 'Other'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
export function isInterestStatus(v: unknown): v is InterestStatus {
  return typeof v === 'string' && (INTEREST_STATUSES as readonly string[]).includes(v);
}

/** Page sizes (docs/product.md#administration-users, docs/product.md#administration-exports, docs/product.md#administration-broadcasts). */
export const ADMIN_PAGES = {
  interestedUsers: 50,
  interestedUsersExport: 500,
  registeredUsersExport: 1000,
  broadcastHistory: 10,
} as const;

/** Export file names (docs/product.md#administration-analytics, docs/product.md#administration-offers). */
export const EXPORT_NAMES = {
  registeredUsers: 'Registered Users.xlsx',
  interestedUsers: (offer: string) => `Interested Users - ${offer}.xlsx`,
} as const;
