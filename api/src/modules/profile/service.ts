import { randomUUID } from 'node:crypto';
import { fileContentProblem } from '../security/file-content.js';
import { DOCUMENT_TYPES, MSG, contentMatchesExtension, emiratesIdMatchesBirthYear, normalizeEmiratesId, sniffFileType, toIsoDate, type ProfileBody } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import type { StorageAdapter } from '../../adapters/storage/index.js';
import { AppError, ok, type Envelope } from '../../http/envelope.js';
import { audit } from '../audit/audit.js';
import { revokeUserSessions } from '../auth/index.js';
import { findFacility } from '../family/facility.js';
import type { Actor } from '../family/service.js';
import { accountPerson, activeProfileRow, deactivateAccount, updateProfile } from '../user/index.js';
import { assertNotLastAdministrator } from '../admin/service.js';
import type { PatientLinks } from '../user/patient-link.js';
import type { DateOfBirthData, ImageContent, PreferredFacility, ProfileData, ProfileImageData } from '@portal/shared/contracts';

const IMAGE_TYPES = { png: 'image/png', jpeg: 'image/jpeg' } as const;

/** Profile, date of birth, preferred hospital, profile image and account deletion (docs/product.md#accounts-profile, docs/product.md#accounts-delete). */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
    private readonly links: PatientLinks,
  ) {}

  private async row(userId: number) {
    const r = await activeProfileRow(this.db, userId);
    if (!r) throw new AppError(401, 'Unauthorized', 'Invalid');
    return r;
  }

  async get(actor: Actor): Promise<Envelope<ProfileData>> {
    const r = await this.row(actor.userId);
    const facility = findFacility(r.facility_id);
    const person = await accountPerson(this.db, actor.userId);
    const { link } = person ? await this.links.check(person) : { link: 'none' as const };
    const data: ProfileData = {
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email ?? '',
      mobile: r.mobile,
      callingCode: r.calling_code,
      dateOfBirth: r.dob,
      genderId: r.gender_id,
      countryId: r.country_id,
      documentTypeId: r.document_type_id,
      documentId: r.document_id,
      profileImgUrl: r.profile_img_url,
      profileImgFileName: r.profile_img_file_name,
      // A saved hospital that is no longer in the location list counts as none (docs/product.md#accounts-profile).
      facilityId: facility ? r.facility_id : null,
      vblog: facility ? r.vblog : null,
      facilityCode: facility?.facilityCode ?? null,
      isUaePassUser: r.uae_pass_uuid !== null,
      hasPassword: r.has_password,
      recordLink: link,
    };
    await audit(this.db, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'read', resource: 'profile', ip: actor.ip, outcome: 'success' });
    return ok(data);
  }

  async save(actor: Actor, body: ProfileBody) {
    const r = await this.row(actor.userId);
    // The number is the login: the profile form shows it but cannot change it.
    if (body.mobile !== r.mobile || body.callingCode !== r.calling_code) throw new AppError(400, MSG.errorUpdatingRecord, 'Invalid', { field: 'mobile' });
    if (r.uae_pass_uuid !== null) {
      // Digital-identity accounts: these fields belong to the identity provider (docs/product.md#accounts-digital-identity).
      const changed = body.firstName !== r.first_name || body.lastName !== r.last_name || body.email !== (r.email ?? '') || body.genderId !== r.gender_id || body.countryId !== r.country_id;
      if (changed) throw new AppError(400, MSG.errorUpdatingRecord, 'Invalid', { field: 'firstName' });
    }
    const documentId = body.documentTypeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(body.documentId) : body.documentId.trim().toUpperCase();
    if (documentId !== r.document_id || body.documentTypeId !== r.document_type_id) {
      // A new document is a claim: it is saved only when the hospital's registrations under it are this account
      // holder's by proof (their number, or UAE PASS), or the hospital does not know it; otherwise it is refused
      // (docs/product.md#everywhere-ownership).
      const person = await accountPerson(this.db, actor.userId);
      const verified = r.identity_document_id === documentId && r.identity_document_type_id === body.documentTypeId;
      try {
        await this.links.assertLinkable(
          { ...person!, firstName: body.firstName.trim(), lastName: body.lastName.trim(), dateOfBirth: toIsoDate(body.dateOfBirth)!, documentTypeId: body.documentTypeId, documentId, documentVerified: verified },
          actor.userId,
        );
      } catch (err) {
        await audit(this.db, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'update', resource: 'profile-document', ip: actor.ip, outcome: 'denied' });
        throw err;
      }
    }
    await this.db.transaction().execute(async (trx) => {
      await updateProfile(trx, actor.userId, {
        first_name: body.firstName.trim(),
        last_name: body.lastName.trim(),
        email: body.email.trim(),
        gender_id: body.genderId,
        country_id: body.countryId,
        date_of_birth: toIsoDate(body.dateOfBirth)!,
        document_type_id: body.documentTypeId,
        document_id: documentId,
      });
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'update', resource: 'profile', ip: actor.ip, outcome: 'success' });
    });
    return ok(null, MSG.profileUpdated);
  }

  async saveDob(actor: Actor, dateOfBirth: string): Promise<Envelope<DateOfBirthData>> {
    const r = await this.row(actor.userId);
    const iso = toIsoDate(dateOfBirth)!;
    if (r.document_type_id === DOCUMENT_TYPES.emiratesId && r.document_id && !emiratesIdMatchesBirthYear(r.document_id, iso)) {
      throw new AppError(400, MSG.emiratesIdDobMismatch, 'Invalid', { field: 'dateOfBirth' });
    }
    await this.db.transaction().execute(async (trx) => {
      await updateProfile(trx, actor.userId, { date_of_birth: iso });
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'update', resource: 'date-of-birth', ip: actor.ip, outcome: 'success' });
    });
    return ok({ dateOfBirth: iso }, MSG.profileUpdated);
  }

  async preferredLanguage(actor: Actor, lang: 'en' | 'ar') {
    await updateProfile(this.db, actor.userId, { preferred_lang: lang });
    return ok({ lang });
  }

  async preferredFacility(actor: Actor, facilityId: number, vblog: string): Promise<Envelope<PreferredFacility>> {
    const facility = findFacility(facilityId);
    if (!facility || facility.vblog !== vblog) throw new AppError(400, MSG.somethingWentWrong, 'Invalid', { field: 'facilityId' });
    await this.db.transaction().execute(async (trx) => {
      await updateProfile(trx, actor.userId, { facility_id: facility.facilityId, vblog: facility.vblog });
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'update', resource: 'preferred-facility', resourceId: facility.facilityId, ip: actor.ip, outcome: 'success' });
    });
    return ok(facility);
  }

  async uploadImage(actor: Actor, bytes: Buffer, name: string): Promise<Envelope<ProfileImageData>> {
    const sniffed = sniffFileType(bytes);
    // By content, and the name must agree (as for documents and broadcast images): an image under an .exe or
    // .html name is refused, not stored and shown back under that name.
    if ((sniffed !== 'png' && sniffed !== 'jpeg') || !contentMatchesExtension(bytes, name)) throw new AppError(400, MSG.profileImageError, 'Invalid', { field: 'file' });
    // Decoded, not only recognised: a file that merely starts like an image is refused.
    if (await fileContentProblem(bytes, sniffed)) throw new AppError(400, MSG.profileImageError, 'Invalid', { field: 'file' });
    const r = await this.row(actor.userId);
    const key = `profile/${randomUUID()}`;
    await this.storage.put(key, bytes, IMAGE_TYPES[sniffed]);
    const fileName = name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(-120) || `profile.${sniffed === 'png' ? 'png' : 'jpg'}`;
    await this.db.transaction().execute(async (trx) => {
      await updateProfile(trx, actor.userId, { profile_img_url: key, profile_img_file_name: fileName });
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'update', resource: 'profile-image', resourceId: key, ip: actor.ip, outcome: 'success' });
    });
    if (r.profile_img_url) await this.storage.delete(r.profile_img_url).catch(() => undefined);
    return ok({ profileImgUrl: key, profileImgFileName: fileName }, MSG.profileUpdated);
  }

  async image(actor: Actor): Promise<Envelope<ImageContent | null>> {
    const r = await this.row(actor.userId);
    const bytes = r.profile_img_url ? await this.storage.get(r.profile_img_url) : null;
    if (!bytes) return ok(null, MSG.noRecordFound, 'NotFound');
    const sniffed = sniffFileType(bytes);
    return ok({ contentType: sniffed === 'png' ? IMAGE_TYPES.png : IMAGE_TYPES.jpeg, base64: bytes.toString('base64') });
  }

  async removeImage(actor: Actor) {
    const r = await this.row(actor.userId);
    await this.db.transaction().execute(async (trx) => {
      await updateProfile(trx, actor.userId, { profile_img_url: null, profile_img_file_name: null });
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'delete', resource: 'profile-image', ip: actor.ip, outcome: 'success' });
    });
    if (r.profile_img_url) await this.storage.delete(r.profile_img_url).catch(() => undefined);
    return ok(null, MSG.profileUpdated);
  }

  /**
   * Deletes the account as the spec means it: deactivated, its sessions ended, its data kept (health
   * records law); the partial unique index on active accounts frees the number for a new registration.
   */
  async deleteAccount(actor: Actor) {
    await this.db.transaction().execute(async (trx) => {
      // The portal is never left without an administrator (the role and the account go alike).
      await assertNotLastAdministrator(trx, actor.userId);
      await deactivateAccount(trx, actor.userId);
      await revokeUserSessions(trx, actor.userId, 'account-deleted');
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'delete', resource: 'account', ip: actor.ip, outcome: 'success' });
    });
    return ok(null);
  }
}
