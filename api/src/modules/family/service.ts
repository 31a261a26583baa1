import type { FamilyMember, FamilySaveData, FamilyVerifyData, OtpReferenceData } from '@portal/shared/contracts';
import { MSG, adultSameNumberMessage, ageInYears, digitsOnly, normalizeEmiratesId, toIsoDate } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import type { HisAdapter } from '../../adapters/his/index.js';
import { AppError, forbidden, ok, type Envelope } from '../../http/envelope.js';
import { audit } from '../audit/audit.js';
import type { OtpService } from '../security/otp-service.js';
import type { Lang } from '../../http/lang.js';
import { findFacility } from './facility.js';
import type { FamilyMemberBody } from './schemas.js';
import { unusedOtpCodeOf } from '../security/index.js';
import {
  deleteDocuments, hasMemberWithDocument, insertMember, liveMember, markMemberDeleted, membersOf, relationName, updateMember, type MemberRow,
} from './repository.js';
import { holderOf } from '../user/index.js';

/** Who acts, for ownership checks and the audit log. */
export interface Actor {
  userId: number;
  ip: string | null;
}

/** A member as stored: document ids without dashes and spaces, mobile digits only, date ISO. */
export interface NormalizedMember {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  callingCode: string;
  mobile: string;
  genderId: number;
  countryId: number;
  documentTypeId: number;
  documentId: string;
  relationId: number;
}

export function normalizeMember(b: FamilyMemberBody): NormalizedMember {
  return {
    firstName: b.firstName.trim(),
    lastName: b.lastName.trim(),
    email: b.email.trim(),
    dateOfBirth: toIsoDate(b.dateOfBirth)!,
    callingCode: digitsOnly(b.callingCode),
    mobile: digitsOnly(b.mobile).replace(/^0+/, ''),
    genderId: b.genderId,
    countryId: b.countryId,
    documentTypeId: b.documentTypeId,
    documentId: b.documentTypeId === 1 ? normalizeEmiratesId(b.documentId) : b.documentId.trim().toUpperCase(),
    relationId: b.relationId,
  };
}

export function toFamilyMember(r: MemberRow, now = new Date()): FamilyMember {
  return {
    familyMemberId: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    dateOfBirth: r.date_of_birth,
    mobile: r.mobile,
    callingCode: r.calling_code,
    genderId: r.gender_id,
    countryId: r.country_id,
    documentTypeId: r.document_type_id,
    documentId: r.document_id,
    relationId: r.relation_id,
    relation: r.relation,
    age: ageInYears(r.date_of_birth, now) ?? 0,
  };
}

/**
 * The member, when it belongs to the caller; otherwise 403 and an audit entry of the refused attempt.
 * An unknown id answers 403 as well, so ids of other accounts cannot be probed.
 */
export async function ownedMember(db: Db, actor: Actor, familyMemberId: number, action: string, resource = 'family-member'): Promise<MemberRow> {
  const row = await liveMember(db, familyMemberId);
  if (!row || row.user_id !== actor.userId) {
    await audit(db, {
      actorUserId: actor.userId,
      subjectUserId: row?.user_id ?? null,
      familyMemberId,
      action,
      resource,
      resourceId: familyMemberId,
      ip: actor.ip,
      outcome: 'denied',
    });
    throw forbidden();
  }
  return row;
}

async function relationText(db: Db, relationId: number): Promise<string> {
  const text = await relationName(db, relationId);
  if (text === undefined) throw new AppError(400, MSG.allFieldsRequired, 'Invalid', { field: 'relationId' });
  return text;
}

export class FamilyService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly his: HisAdapter,
  ) {}

  async list(actor: Actor): Promise<FamilyMember[]> {
    const rows = await membersOf(this.db, actor.userId);
    await audit(this.db, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'read', resource: 'family-member', resourceId: 'list', ip: actor.ip, outcome: 'success' });
    return rows.map((r) => toFamilyMember(r));
  }

  private async holder(userId: number) {
    const u = await holderOf(this.db, userId);
    if (!u) throw new AppError(401, 'Unauthorized', 'Invalid');
    return u;
  }

  /** add (familyMemberId 0 or absent) or edit; the outcomes of docs/product.md#family-adding. */
  async save(actor: Actor, body: FamilyMemberBody, lang: Lang, brand?: string): Promise<Envelope<FamilySaveData>> {
    const m = normalizeMember(body);
    const holder = await this.holder(actor.userId);
    const adult = adultSameNumberMessage(m, { mobile: holder.mobile, callingCode: holder.calling_code });
    if (adult) throw new AppError(400, adult, 'Invalid', { field: 'mobile' });
    const relation = await relationText(this.db, m.relationId);

    if (body.familyMemberId) return this.edit(actor, body.familyMemberId, m, relation);

    if (await this.isDuplicate(actor.userId, m, holder)) throw new AppError(409, MSG.duplicateDocumentId, 'Conflict', { field: 'documentId' });

    // The hospital decides: the member must be registered at the caller's facility (any facility when the
    // caller has not chosen one yet) with the same document type, document id and mobile.
    const facility = findFacility(holder.facility_id);
    const records = await this.his.findPatientRecords({
      documentTypeId: m.documentTypeId,
      documentId: m.documentId,
      mobile: m.mobile,
      callingCode: m.callingCode,
      facilityCode: facility?.facilityCode,
    });
    if (records.length === 0) {
      await audit(this.db, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'create', resource: 'family-member', ip: actor.ip, outcome: 'failed' });
      return ok(null, MSG.familyDetailsMismatch, 'NotFound');
    }

    // A child on the holder's own number: the holder is the one who would receive the code.
    if (m.mobile === holder.mobile && m.callingCode === holder.calling_code) {
      const id = await this.insert(actor, m, relation);
      return ok({ familyMemberId: id }, MSG.familyMemberAddedUpdated);
    }
    const { referenceId } = await this.otp.issue({
      purpose: 'family',
      callingCode: m.callingCode,
      mobile: m.mobile,
      userId: actor.userId,
      payload: { action: 'add', member: { ...m } },
      lang,
      brand,
    });
    return ok({ referenceId }, MSG.otpSent, 'OTPSent');
  }

  private async edit(actor: Actor, familyMemberId: number, m: NormalizedMember, relation: string): Promise<Envelope<FamilySaveData>> {
    const row = await ownedMember(this.db, actor, familyMemberId, 'update');
    // Mobile, calling code, document type and document id are locked on edit (docs/product.md#family-editing).
    const locked =
      row.calling_code !== m.callingCode || row.mobile !== m.mobile || row.document_type_id !== m.documentTypeId || row.document_id !== m.documentId;
    if (locked) throw new AppError(400, MSG.errorAddingUpdatingFamilyMember, 'Invalid', { field: 'documentId' });
    await this.db.transaction().execute(async (trx) => {
      await updateMember(trx, actor.userId, row.id, {
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.email,
        date_of_birth: m.dateOfBirth,
        gender_id: m.genderId,
        country_id: m.countryId,
        relation_id: m.relationId,
        relation,
      });
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, familyMemberId: row.id, action: 'update', resource: 'family-member', resourceId: row.id, ip: actor.ip, outcome: 'success' });
    });
    return ok({ familyMemberId: row.id }, MSG.familyMemberAddedUpdated);
  }

  private async isDuplicate(userId: number, m: NormalizedMember, holder: { document_type_id: number | null; document_id: string | null }) {
    const holderDoc = holder.document_id ? (holder.document_type_id === 1 ? normalizeEmiratesId(holder.document_id) : holder.document_id.toUpperCase()) : null;
    if (holderDoc && holder.document_type_id === m.documentTypeId && holderDoc === m.documentId) return true;
    return hasMemberWithDocument(this.db, userId, m.documentTypeId, m.documentId);
  }

  private async insert(actor: Actor, m: NormalizedMember, relation: string): Promise<number> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const id = await insertMember(trx, {
          user_id: actor.userId,
          first_name: m.firstName,
          last_name: m.lastName,
          email: m.email,
          date_of_birth: m.dateOfBirth,
          calling_code: m.callingCode,
          mobile: m.mobile,
          gender_id: m.genderId,
          country_id: m.countryId,
          document_type_id: m.documentTypeId,
          document_id: m.documentId,
          relation_id: m.relationId,
          relation,
        });
        await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, familyMemberId: id, action: 'create', resource: 'family-member', resourceId: id, ip: actor.ip, outcome: 'success' });
        return id;
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new AppError(409, MSG.duplicateDocumentId, 'Conflict', { field: 'documentId' });
      throw e;
    }
  }

  /** The pending add of this account behind a reference id (any state: a resend follows a used-up or dead code too). */
  private async pending(userId: number, referenceId: string) {
    const row = await unusedOtpCodeOf(this.db, referenceId, 'family', userId);
    const member = (row?.payload as { member?: NormalizedMember } | null)?.member;
    return row && member ? { callingCode: row.calling_code, mobile: row.mobile, member } : undefined;
  }

  /** Resend: a new code to the member's number for the same pending add; answers the new reference id. */
  async resend(actor: Actor, referenceId: string, lang: Lang, brand?: string): Promise<Envelope<OtpReferenceData>> {
    const p = await this.pending(actor.userId, referenceId);
    if (!p) throw new AppError(400, MSG.errorSendingOtp, 'Invalid');
    const issued = await this.otp.issue({ purpose: 'family', callingCode: p.callingCode, mobile: p.mobile, userId: actor.userId, payload: { action: 'add', member: { ...p.member } }, lang, brand });
    return ok({ referenceId: issued.referenceId }, MSG.otpSent, 'OTPSent');
  }

  /** The member's code completes the add. */
  async verify(actor: Actor, referenceId: string, code: string): Promise<Envelope<FamilyVerifyData>> {
    const check = await this.otp.consume({ purpose: 'family', referenceId }, code, (o) => o.userId === actor.userId);
    if (!check.ok && check.reason === 'mismatch') {
      // Another account's pending addition: refused as any other record of someone else's, and audited.
      await audit(this.db, { actorUserId: actor.userId, subjectUserId: null, action: 'verify', resource: 'family-member', ip: actor.ip, outcome: 'denied' });
      throw forbidden();
    }
    if (!check.ok) return ok({ validOtp: false }, MSG.invalidOtpServer, 'Invalid');
    const member = (check.otp.payload as { member?: NormalizedMember } | null)?.member;
    if (!member) return ok({ validOtp: false }, MSG.invalidOtpServer, 'Invalid');
    const holder = await this.holder(actor.userId);
    if (await this.isDuplicate(actor.userId, member, holder)) throw new AppError(409, MSG.duplicateDocumentId, 'Conflict', { field: 'documentId' });
    const id = await this.insert(actor, member, await relationText(this.db, member.relationId));
    return ok({ validOtp: true, familyMemberId: id }, MSG.familyMemberAddedUpdated);
  }

  /** Removes the member (the row stays, marked deleted, for the audit trail and past bookings). */
  async remove(actor: Actor, familyMemberId: number, dropDocuments: (keys: string[]) => Promise<void>) {
    const row = await ownedMember(this.db, actor, familyMemberId, 'delete');
    const keys = await this.db.transaction().execute(async (trx) => {
      await markMemberDeleted(trx, actor.userId, row.id);
      // The member's identity documents go with the member: no reason to keep copies of them.
      const docs = await deleteDocuments(trx, actor.userId, row.id);
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, familyMemberId: row.id, action: 'delete', resource: 'family-member', resourceId: row.id, ip: actor.ip, outcome: 'success' });
      return docs;
    });
    await dropDocuments(keys);
    return ok(null, MSG.familyMemberRemoved);
  }
}
