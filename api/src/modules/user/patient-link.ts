import { MSG, samePhone, type RecordLink } from '@portal/shared/contracts';
import { isRegistrationOf, type HisAdapter, type PatientRecord, type PersonIdentity } from '../../adapters/his/index.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/envelope.js';
import { accountsClaimingDocument } from './repository.js';

export type { RecordLink };

/** Another account has proven this document: registering it, or saving it in a profile, is refused. */
export const DOCUMENT_OF_ANOTHER_ACCOUNT = 'This identity document belongs to another account. Contact 80055 if it is yours.';

/**
 * Whose hospital records an account reaches (docs/hospital-system.md, "Whose records"). The hospital's
 * registrations under the account's document are the account holder's only on proof: the registration carries
 * the account's verified number, or the national digital identity asserted the document (`isRegistrationOf`,
 * applied by both implementations of the hospital port). What an account says of itself is a claim; this says
 * what the hospital makes of the claim, so that the screens can tell the patient.
 */
export class PatientLinks {
  constructor(
    private readonly db: Db,
    private readonly his: HisAdapter,
  ) {}

  /**
   * The person's link to the hospital: `linked` (their registrations), `none` (the hospital does not know the
   * document), `mismatch` (registrations under the document and birth date carry another number: the hospital's
   * record must be corrected, or UAE PASS prove the document) or `dataMismatch` (the document is registered to
   * another date of birth: the profile is wrong, or the document someone else's).
   */
  async check(person: PersonIdentity): Promise<{ link: RecordLink; records: PatientRecord[] }> {
    if (!person.documentId) {
      const records = await this.his.patientRecordsOf(person);
      return { link: records.length ? 'linked' : 'none', records };
    }
    const all = await this.his.findPatientRecords({ documentTypeId: person.documentTypeId, documentId: person.documentId });
    const records = all.filter((r) => isRegistrationOf(person, r));
    if (records.length) return { link: 'linked', records };
    if (!all.length) return { link: 'none', records: [] };
    return { link: all.some((r) => r.dateOfBirth === person.dateOfBirth) ? 'mismatch' : 'dataMismatch', records: [] };
  }

  /**
   * Whether another active account has proven this document: the identity provider asserted it for that account,
   * or the hospital's registration under it carries that account's number.
   */
  async provenByAnotherAccount(document: { documentTypeId: number; documentId: string }, exceptUserId?: number): Promise<boolean> {
    const doc = { documentTypeId: document.documentTypeId, documentId: document.documentId };
    const accounts = await accountsClaimingDocument(this.db, doc, exceptUserId);
    if (accounts.length === 0) return false;
    if (accounts.some((a) => a.documentVerified)) return true;
    const registrations = await this.his.findPatientRecords(doc);
    return registrations.some((r) => accounts.some((a) => samePhone(a, { callingCode: r.callingCode, mobile: r.mobileNo })));
  }

  /** Refuses (400 with the spec's words, field `documentId`) a document whose registrations are not the person's. */
  async assertLinkable(person: PersonIdentity, exceptUserId?: number): Promise<void> {
    if (!person.documentId) return;
    if (await this.provenByAnotherAccount(person, exceptUserId)) throw new AppError(409, DOCUMENT_OF_ANOTHER_ACCOUNT, 'Conflict', { field: 'documentId' });
    const { link } = await this.check(person);
    const message = linkProblem(link);
    if (message) throw new AppError(400, message, 'Invalid', { field: 'documentId' });
  }
}

/** The product's words for a link that is not made (docs/product.md#everywhere-messages), or null. */
export function linkProblem(link: RecordLink): string | null {
  if (link === 'mismatch') return MSG.recordIssue;
  if (link === 'dataMismatch') return MSG.dataMismatch;
  return null;
}
