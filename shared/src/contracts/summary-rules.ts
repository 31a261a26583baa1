/**
 * The rules of the patient summary and its shared links (International Patient Summary, SMART Health Links), zod-free:
 * the share form and the API check the same limits (the schemas are in summary.ts).
 */

/** The summary's sections: the International Patient Summary's required three, then results and vaccinations. */
export const SUMMARY_SECTIONS = ['problems', 'allergies', 'medications', 'results', 'immunizations'] as const;
export type SummarySection = (typeof SUMMARY_SECTIONS)[number];
/** Sections the International Patient Summary requires: left out by the patient, they say so ('withheld'). */
export const REQUIRED_SUMMARY_SECTIONS: readonly SummarySection[] = ['problems', 'allergies', 'medications'];

/** A shared link's life, in hours: one hour to 30 days. */
export const SHARE_EXPIRY_HOURS = { min: 1, max: 720 } as const;
/** The expiries the share form offers, in hours. */
export const SHARE_EXPIRY_CHOICES = [1, 24, 72, 168, 720] as const;
/** A passcode: 6 to 32 characters; the link locks after this many wrong ones in its whole life. */
export const SHARE_PASSCODE = { min: 6, max: 32, attempts: 5 } as const;
/** A recipient's name as they give it on opening a link. */
export const SHARE_RECIPIENT_MAX = 80;
export const SHARE_LABEL_MAX = 80;

export type PasscodeProblem = 'passcodeLength' | 'passcodeSpaces' | null;

/** What is wrong with a passcode (empty: no passcode), or null. */
export function passcodeProblem(passcode: string): PasscodeProblem {
  if (passcode === '') return null;
  if (/\s/.test(passcode)) return 'passcodeSpaces';
  return [...passcode].length < SHARE_PASSCODE.min || [...passcode].length > SHARE_PASSCODE.max ? 'passcodeLength' : null;
}

/** Whether an expiry in hours is within a link's allowed life. */
export const expiryAllowed = (hours: number) => Number.isInteger(hours) && hours >= SHARE_EXPIRY_HOURS.min && hours <= SHARE_EXPIRY_HOURS.max;

/** One shared link as its owner's list shows it (the link itself is shown once, when made: the server keeps no key). */
export interface SharedLink {
  id: number;
  label: string;
  /** Whose summary (0 = the account holder). */
  familyMemberId: number;
  patientName: string;
  /** Made by this account (false: made for this person by the account that holds them as a family member). */
  mine: boolean;
  sections: SummarySection[];
  lang: 'en' | 'ar';
  createdAt: string;
  expiresAt: string;
  passcode: boolean;
  status: 'active' | 'expired' | 'revoked' | 'locked';
  /** Successful openings. */
  openings: number;
  /** Wrong passcodes so far, and how many remain before the link locks. */
  failedAttempts: number;
  remainingAttempts: number;
  /** The names the recipients gave, first opening first. */
  recipients: string[];
}

/** What creating a link answers: the `shlink:/` link with the key (shown now only), the viewer address, the list entry. */
export interface CreatedShare {
  link: SharedLink;
  shlink: string;
  viewerUrl: string;
}
