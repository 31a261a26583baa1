import { createRequire } from 'node:module';
import { DOCUMENT_TYPES, LIMITS, isValidEmail, type UaePassProfile } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import { knownPhoneCodes } from '../masterdata/index.js';

/**
 * What the portal reads in the provider's user information (UAE PASS attribute names, see
 * docs.uaepass.ae "Attributes List"): the person is `uuid` (with the issuer), never a name.
 */
export interface IdentityFacts {
  uuid: string;
  /** SOP1 (basic, unverified), SOP2, SOP3 (verified); other values (guest …) are not eligible. */
  userType: string;
  /** '2' for a visitor profile. */
  profileType: string | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export function identityFacts(claims: Record<string, unknown>): IdentityFacts | null {
  const uuid = str(claims['uuid']);
  if (!uuid || uuid.length > 200) return null;
  return { uuid, userType: str(claims['userType']).toUpperCase(), profileType: str(claims['profileType']) || null };
}

/** Verified accounts (SOP2, SOP3) that are not visitors may use the portal (docs/product.md#accounts-digital-identity). */
export function eligibility(facts: IdentityFacts): 'eligible' | 'sop1' | 'not-eligible' {
  if (facts.userType === 'SOP1') return 'sop1';
  if ((facts.userType === 'SOP2' || facts.userType === 'SOP3') && facts.profileType !== '2') return 'eligible';
  return 'not-eligible';
}

/** Only what registration and linking need is kept with a pending reference (not the whole answer). */
export const KEPT_CLAIMS = ['uuid', 'firstnameEN', 'lastnameEN', 'fullnameEN', 'firstnameAR', 'lastnameAR', 'email', 'mobile', 'gender', 'nationalityEN', 'idn', 'userType', 'profileType'];

export function keptClaims(claims: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of KEPT_CLAIMS) {
    const v = str(claims[k]);
    if (v) out[k] = v.slice(0, 200);
  }
  return out;
}

let alpha3: Map<string, number> | null = null;
/** ISO alpha-3 nationality (UAE PASS's `nationalityEN`, e.g. ARE, IND) → the portal's country id (ISO numeric). */
export function countryIdOfAlpha3(code: string): number | null {
  if (!alpha3) {
    const require = createRequire(import.meta.url);
    const all = require('world-countries') as { cca3: string; ccn3: string }[];
    alpha3 = new Map(all.filter((c) => c.ccn3).map((c) => [c.cca3.toUpperCase(), Number.parseInt(c.ccn3, 10)]));
  }
  return alpha3.get(code.toUpperCase()) ?? null;
}

export function genderIdOf(gender: string): number | null {
  const g = gender.toLowerCase();
  if (g === 'male' || g === 'm') return 1;
  if (g === 'female' || g === 'f') return 2;
  return null;
}

/** "Ahmed,,,,Al Mansoori,," (UAE PASS full names are comma-separated parts) → its non-empty parts. */
function nameParts(full: string): string[] {
  return full.split(',').map((p) => p.trim()).filter(Boolean);
}

/**
 * The provider's number (international digits, e.g. 971501234567) → calling code + national number: the
 * longest calling code of the country list that leaves 8 to 10 digits (docs/product.md#accounts-fields). Null if none does.
 */
export async function splitMobile(db: Db, international: string): Promise<{ callingCode: string; mobile: string } | null> {
  const digits = international.replace(/^\+|^00/, '').replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 14) return null;
  const candidates = [1, 2, 3, 4].map((n) => digits.slice(0, n));
  const codes = (await knownPhoneCodes(db, candidates)).sort((a, b) => b.length - a.length);
  for (const code of codes) {
    const rest = digits.slice(code.length);
    if (rest.length >= LIMITS.mobileMin && rest.length <= LIMITS.mobileMax) return { callingCode: code, mobile: rest };
  }
  return null;
}

/** The read-only part of the identity registration screen (/home/UAEregister). */
export async function profileOf(db: Db, claims: Record<string, unknown>): Promise<UaePassProfile> {
  const full = nameParts(str(claims['fullnameEN']));
  const firstName = str(claims['firstnameEN']) || full[0] || '';
  const lastName = str(claims['lastnameEN']) || (full.length > 1 ? full[full.length - 1]! : '');
  const email = str(claims['email']);
  const number = await splitMobile(db, str(claims['mobile']));
  const idn = str(claims['idn']).replace(/-/g, '');
  const emiratesId = /^784\d{12}$/.test(idn);
  return {
    firstName: firstName.slice(0, 50),
    lastName: lastName.slice(0, 50),
    firstNameAr: str(claims['firstnameAR']).slice(0, 50),
    lastNameAr: str(claims['lastnameAR']).slice(0, 50),
    email: isValidEmail(email) ? email : '',
    callingCode: number?.callingCode ?? '',
    mobile: number?.mobile ?? '',
    genderId: genderIdOf(str(claims['gender'])),
    countryId: countryIdOfAlpha3(str(claims['nationalityEN'])),
    documentTypeId: emiratesId ? DOCUMENT_TYPES.emiratesId : null,
    documentId: emiratesId ? idn : null,
  };
}
