import { MSG, DOCUMENT_TYPES, emiratesIdMatchesBirthYear, normalizeEmiratesId, toIsoDate } from '@portal/shared/contracts';
import type { RegisterBody, LoginData, VerifyOtpData } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import { AppError, ok, tooMany, type Envelope } from '../../http/envelope.js';
import { AuthService, normaliseCallingCode } from '../auth/service.js';
import { revokeUserSessions } from '../auth/index.js';
import type { SessionInfo } from '../auth/sessions.js';
import type { Lang } from '../../http/lang.js';
import { TEXT } from '../auth/texts.js';
import { resetFailedAttempts, type Security } from '../security/index.js';
import { isRateLimited, recordRateEvent } from '../security/rate-limit.js';
import { findActiveAccountByMobile, insertUser, updatePasswordHash } from './repository.js';
import { DOCUMENT_OF_ANOTHER_ACCOUNT, type PatientLinks } from './patient-link.js';

/** Wrong dates of birth per number per hour before forgot-password stops answering (no free DOB oracle). */
export const DOB_FAILURES_PER_HOUR = 5;

export class UserService {
  private readonly auth: AuthService;

  constructor(
    private readonly db: Db,
    private readonly security: Security,
    private readonly links: PatientLinks,
  ) {
    this.auth = new AuthService(db, security);
  }

  /**
   * Completes a registration: the registration OTP of the identify step must have been verified, and the
   * mobile, document and date of birth must be the ones that OTP was sent for. The code is used up here.
   */
  async register(body: RegisterBody, info: SessionInfo): Promise<Envelope<LoginData | null>> {
    const callingCode = normaliseCallingCode(body.callingCode);
    const dateOfBirth = toIsoDate(body.dateOfBirth)!;
    const documentId = body.documentTypeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(body.documentId) : body.documentId.trim();
    if (body.documentTypeId === DOCUMENT_TYPES.emiratesId && !emiratesIdMatchesBirthYear(documentId, dateOfBirth)) {
      throw new AppError(400, MSG.emiratesIdDobMismatch, 'Invalid', { field: 'documentId' });
    }
    await this.security.passwords.gate(info.ip);
    if (await findActiveAccountByMobile(this.db, callingCode, body.mobile)) {
      return ok(null, MSG.mobileAlreadyRegistered, 'Conflict');
    }
    // No hashing for a caller without a verified code (argon2 is the expensive part of this call).
    if (!(await this.security.otp.hasVerified({ purpose: 'registration', referenceId: body.referenceId }))) return ok(null, MSG.verifyMobile, 'Invalid');
    // Hash before using the code up: the slow step must not sit between the check and the insert.
    const passwordHash = await this.security.passwords.hash(info.ip, body.password);
    const otp = await this.security.otp.consumeVerified({ purpose: 'registration', referenceId: body.referenceId }, body.otp, (o) => {
      const p = o.payload ?? {};
      return (
        o.callingCode === callingCode &&
        o.mobile === body.mobile &&
        p['dateOfBirth'] === dateOfBirth &&
        Number(p['documentTypeId']) === body.documentTypeId &&
        p['documentId'] === documentId
      );
    });
    if (!otp.ok) return ok(null, otp.reason === 'mismatch' ? MSG.errorInRegistration : MSG.verifyMobile, 'Invalid');
    // The document is the registrant's claim: refused when another account has proven it. Otherwise the account is
    // made, and reaches the hospital's registrations under it only on proof (patient-link.ts).
    if (await this.links.provenByAnotherAccount({ documentTypeId: body.documentTypeId, documentId })) return ok(null, DOCUMENT_OF_ANOTHER_ACCOUNT, 'Conflict');

    const userId = await insertUser(this.db, {
      callingCode,
      mobile: body.mobile,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim(),
      genderId: body.genderId,
      countryId: body.countryId,
      dateOfBirth,
      documentTypeId: body.documentTypeId,
      documentId,
      passwordHash,
    });
    if (userId === null) return ok(null, MSG.errorInRegistration, 'Invalid');
    return ok(await this.auth.tokenPayload(userId, 1, info), TEXT.registrationSuccessful);
  }

  async sendOtpForPassword(body: { callingCode: string; mobile: string; dateOfBirth: string }, lang: Lang = 'en', brand?: string): Promise<Envelope<null>> {
    const callingCode = normaliseCallingCode(body.callingCode);
    const dobKey = `dob-fail:${callingCode}:${body.mobile}`;
    const limited = await isRateLimited(this.db, dobKey, DOB_FAILURES_PER_HOUR, 3600);
    if (!limited.allowed) {
      throw tooMany(TEXT.dobLimit(Math.max(1, Math.ceil(limited.retryAfterSeconds / 60))));
    }
    const account = await findActiveAccountByMobile(this.db, callingCode, body.mobile);
    if (!account) return ok(null, MSG.userNotFoundRegister, 'NotFound');
    if (account.dateOfBirth !== toIsoDate(body.dateOfBirth)) {
      await recordRateEvent(this.db, dobKey);
      return ok(null, MSG.invalidDob, 'Invalid');
    }
    await this.security.otp.issue({ purpose: 'password_reset', callingCode, mobile: body.mobile, userId: account.id, lang, brand });
    return ok(null, MSG.otpSent);
  }

  /** Marks the reset code verified without using it: resetpassword presents it again and uses it up. */
  async verifyOtpForPassword(body: { callingCode: string; mobile: string; otp: string }): Promise<Envelope<VerifyOtpData>> {
    const callingCode = normaliseCallingCode(body.callingCode);
    const otp = await this.security.otp.markVerified({ purpose: 'password_reset', callingCode, mobile: body.mobile }, body.otp);
    return otp.ok ? ok({ validOtp: true }, TEXT.otpVerified) : ok({ validOtp: false }, MSG.invalidOtpServer, 'Invalid');
  }

  async resetPassword(body: { callingCode: string; mobile: string; otp: string; newPassword: string }, ip: string | null = null): Promise<Envelope<null>> {
    await this.security.passwords.gate(ip);
    const callingCode = normaliseCallingCode(body.callingCode);
    const account = await findActiveAccountByMobile(this.db, callingCode, body.mobile);
    if (!account) return ok(null, MSG.errorResettingPassword, 'Invalid');
    if (!(await this.security.otp.hasVerified({ purpose: 'password_reset', callingCode, mobile: body.mobile }))) return ok(null, MSG.errorResettingPassword, 'Invalid');
    // The code first, so that only its holder learns whether a password is the current one; then the password rule
    // (docs/product.md#accounts-passwords): the new password must differ from the old. The code stays verified for a second try.
    const target = { purpose: 'password_reset' as const, callingCode, mobile: body.mobile };
    const checked = await this.security.otp.recheckVerified(target, body.otp, (o) => o.userId === account.id);
    if (!checked.ok) return ok(null, MSG.errorResettingPassword, 'Invalid');
    if (account.passwordHash && (await this.security.passwords.verify(ip, account.passwordHash, body.newPassword))) {
      return ok(null, MSG.newPasswordSameAsOld, 'Invalid');
    }
    const passwordHash = await this.security.passwords.hash(ip, body.newPassword);
    const otp = await this.security.otp.consumeVerified(
      { purpose: 'password_reset', callingCode, mobile: body.mobile },
      body.otp,
      (o) => o.userId === account.id,
    );
    if (!otp.ok) return ok(null, MSG.errorResettingPassword, 'Invalid');
    await updatePasswordHash(this.db, account.id, passwordHash);
    // Whoever knew the old password is signed out, and the owner (who proved the number) is unlocked.
    await revokeUserSessions(this.db, account.id, 'password-reset');
    await resetFailedAttempts(this.db, account.id);
    return ok(null, MSG.passwordReset);
  }
}
