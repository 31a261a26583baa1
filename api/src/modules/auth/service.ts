import { MSG, emiratesIdMatchesBirthYear, normalizeEmiratesId, toIsoDate, DOCUMENT_TYPES } from '@portal/shared/contracts';
import type { IdentifyBody, LoginBody, LoginData, IdentifyData, VerifyOtpData } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import { AppError, locked, ok, tooMany, tooManyFor, unauthorized, type Envelope } from '../../http/envelope.js';
import { LOCK_THRESHOLD, type LockState } from '../security/login-counters.js';
import {
  dailyLoginLimitReached, getLockState, recordFailedPassword, releasePasswordAttempt, reservePasswordAttempt, resetFailedAttempts, takeDailyLogin,
  type Security,
} from '../security/index.js';
import type { Lang } from '../../http/lang.js';
import { accountKeyOf, addressWait, recordSigninFailure } from '../security/signin-failures.js';
import { holdRefusal } from '../user/password.js';
import { issueLoginTicket, loginTicketUser, spendLoginTicket } from './login-tickets.js';
import { TEXT } from './texts.js';
import { normaliseCallingCode, type IdentifyResult } from './identify.js';
import { findActiveAccountById, findActiveAccountByMobile, sessionUser, setPreferredLang, updatePasswordHash, type AccountRow } from '../user/index.js';
import { createSession, revokeSessionOfRefreshToken, rotateRefreshToken, type SessionInfo } from './sessions.js';
import { revokeSession, revokeUserSessions, sessionVia } from './repository.js';
import type { IdentityService } from './identity-service.js';
import { signInFailures } from '../operations/counters.js';
import { DOCUMENT_OF_ANOTHER_ACCOUNT, type PatientLinks } from '../user/patient-link.js';

/**
 * Answers follow the clients' flows (docs/product.md#everywhere-api): an outcome the screens branch on is HTTP 200
 * with `message.status` Success / OTPSent / Invalid / NotFound / Conflict, exactly as the hospital's API
 * does; HTTP errors are kept for what the spec handles by code: 400 bad input, 401 token, 423 locked,
 * 429 limits.
 */
export const ACCOUNT_LOCKED = 'Your account is locked due to multiple failed login attempts. Please try again after 15 minutes.';

export { normaliseCallingCode, type IdentifyResult };


export class AuthService {
  private identity: IdentityService | null = null;

  constructor(
    private readonly db: Db,
    private readonly security: Security,
    private readonly links?: PatientLinks,
  ) {}

  /** Linking (login with referenceIdForLinking) and the provider's logout go through the identity service. */
  useIdentity(identity: IdentityService): this {
    this.identity = identity;
    return this;
  }

  /**
   * Checks the password of an account. Every limit that can refuse the attempt is checked first, without
   * password work: this process's room for argon2 (`passwords.admit`, also checked by the callers before
   * their first query), the address's delay after failures on many accounts (security/signin-failures.ts),
   * the account's lock, and what the caller adds in `before` (the daily login limit, the login code's send
   * budget). Then exactly one argon2 verification runs, for an unknown number too (against a dummy hash of the
   * same cost), so the time of the answer does not tell who is registered. The lock is checked and the attempt
   * counted in one step (`countedVerify`), so simultaneous guesses cannot outrun it.
   */
  async checkPassword(
    account: AccountRow | undefined,
    target: { callingCode: string; mobile: string },
    password: string,
    info: SessionInfo,
    before?: (account: AccountRow) => Promise<void>,
  ): Promise<{ ok: true; account: AccountRow } | { ok: false; envelope: Envelope<IdentifyResult> }> {
    const passwords = this.security.passwords;
    await passwords.gate(info.ip);
    if (info.ip) {
      const wait = await addressWait(this.db, info.ip);
      if (wait > 0) {
        // Answered late too (up to 2 s): hammering during the wait is slowed, and it never extends the wait.
        const refusal = tooManyFor(TEXT.networkWait(wait), wait);
        signInFailures.inc({ reason: 'address-wait' });
        await holdRefusal(refusal);
        throw refusal;
      }
    }
    if (!account) {
      await passwords.verify(info.ip, null, password);
      if (info.ip) await recordSigninFailure(this.db, info.ip, accountKeyOf(undefined, target.callingCode, target.mobile));
      signInFailures.inc({ reason: 'unknown-number' });
      return { ok: false, envelope: ok<IdentifyData>({ isExistingUser: false, otpSent: false }, MSG.notRegistered, 'NotFound') };
    }
    const after = await this.countedVerify(account, password, info.ip ?? null, before);
    if (!after) return { ok: true, account };
    if (info.ip) await recordSigninFailure(this.db, info.ip, accountKeyOf(account.id, target.callingCode, target.mobile));
    if (after.locked) throw locked(ACCOUNT_LOCKED);
    return {
      ok: false,
      envelope: ok<IdentifyResult>(
        { isExistingUser: true, otpSent: false, failedAttempts: after.failedAttempts, remainingAttempts: Math.max(0, LOCK_THRESHOLD - after.failedAttempts) },
        TEXT.wrongPassword(Math.max(0, LOCK_THRESHOLD - after.failedAttempts)),
        'Invalid',
      ),
    };
  }

  /**
   * One password verification of an account under its lock, for every path that checks a password (sign-in,
   * linking, change of password): the attempt is reserved in the statement that checks the lock
   * (`reservePasswordAttempt`: 423 when locked, 429 while other requests verify the guesses the account has
   * left), then verified, then settled: a wrong password is counted (and may lock) as its reservation ends.
   * Null when the password is right; the counts after it when it is wrong.
   */
  private async countedVerify(account: AccountRow, password: string, ip: string | null, before?: (account: AccountRow) => Promise<void>): Promise<LockState | null> {
    const reservation = await reservePasswordAttempt(this.db, account.id);
    if (reservation === 'locked') {
      signInFailures.inc({ reason: 'locked' });
      throw locked(ACCOUNT_LOCKED);
    }
    if (reservation === 'in-flight') {
      signInFailures.inc({ reason: 'in-flight' });
      throw tooManyFor(TEXT.attemptsInFlight, 1);
    }
    let settled = false;
    try {
      await before?.(account);
      if (await this.security.passwords.verify(ip, account.passwordHash, password)) return null;
      signInFailures.inc({ reason: 'wrong-password' });
      const after = await recordFailedPassword(this.db, account.id);
      settled = true;
      return after;
    } finally {
      // A right password, or a refusal before the verification (daily limit, send budget, busy): the place is free
      // again. If even that fails (the database went away), the reservation lapses on its own.
      if (!settled) await releasePasswordAttempt(this.db, account.id).catch(() => undefined);
    }
  }

  /** The daily login limit, checked before a password is: 429 with the spec's text. */
  private async assertDailyLogin(account: AccountRow): Promise<void> {
    if (await dailyLoginLimitReached(this.db, account.id, this.security.dailyLoginLimit)) throw tooMany(MSG.loginLimit);
  }

  async identify(body: IdentifyBody, info: SessionInfo = {}): Promise<Envelope<IdentifyResult>> {
    if (body.isInvokedForLogin) await this.security.passwords.gate(info.ip);
    const callingCode = normaliseCallingCode(body.callingCode);
    const account = await findActiveAccountByMobile(this.db, callingCode, body.mobile);

    if (body.isInvokedForLogin) {
      if (!body.password) return this.resendLoginCode(body.loginTicket!, callingCode, body.mobile, account, info);
      const target = { callingCode, mobile: body.mobile };
      const checked = await this.checkPassword(account, target, body.password, info, async (a) => {
        await this.assertDailyLogin(a);
        await this.security.otp.assertCanSend('login', callingCode, body.mobile);
      });
      if (!checked.ok) return checked.envelope;
      const user = checked.account;
      await this.security.otp.issue({ purpose: 'login', callingCode, mobile: body.mobile, userId: user.id, lang: info.lang, brand: info.brand });
      const loginTicket = await issueLoginTicket(this.db, user.id, callingCode, body.mobile);
      return ok<IdentifyData>({ isExistingUser: true, otpSent: true, loginTicket }, MSG.otpSent, 'OTPSent');
    }

    if (account) return ok<IdentifyData>({ isExistingUser: true, otpSent: false }, MSG.mobileAlreadyRegistered, 'Conflict');
    const dateOfBirth = toIsoDate(body.dateOfBirth)!;
    const documentId = body.documentTypeId === DOCUMENT_TYPES.emiratesId ? normalizeEmiratesId(body.documentId) : body.documentId.trim();
    if (body.documentTypeId === DOCUMENT_TYPES.emiratesId && !emiratesIdMatchesBirthYear(documentId, dateOfBirth)) {
      throw new AppError(400, MSG.emiratesIdDobMismatch, 'Invalid', { field: 'documentId' });
    }
    const { referenceId } = await this.security.otp.issue({
      purpose: 'registration',
      callingCode,
      mobile: body.mobile,
      lang: info.lang,
      brand: info.brand,
      payload: { dateOfBirth, documentTypeId: body.documentTypeId, documentId },
    });
    return ok<IdentifyData>({ isExistingUser: false, otpSent: true, referenceId }, MSG.otpSent, 'OTPSent');
  }

  async login(body: LoginBody, info: SessionInfo): Promise<Envelope<LoginData | null>> {
    const callingCode = normaliseCallingCode(body.callingCode);
    if (!body.password && body.loginTicket) return this.loginWithTicket(body.loginTicket, callingCode, body.mobile, body.otp ?? '', info);
    await this.security.passwords.gate(info.ip);
    const password = body.password ?? '';
    const target = { callingCode, mobile: body.mobile };
    if (!body.otp && body.referenceIdForLinking && this.identity) {
      return this.identity.link(body, info, (account) => this.checkPassword(account, target, password, info));
    }
    const account = await findActiveAccountByMobile(this.db, callingCode, body.mobile);
    const checked = await this.checkPassword(account, target, password, info, (a) => this.assertDailyLogin(a));
    if (!checked.ok) return { ...checked.envelope, data: null };
    const user = checked.account;
    if (!body.otp) return ok(null, MSG.invalidOtpServer, 'Invalid');
    const otp = await this.security.otp.consume({ purpose: 'login', callingCode, mobile: body.mobile }, body.otp, (o) => o.userId === user.id);
    if (!otp.ok) {
      signInFailures.inc({ reason: 'wrong-otp' });
      return ok(null, MSG.invalidOtpServer, 'Invalid');
    }
    if (!(await takeDailyLogin(this.db, user.id, this.security.dailyLoginLimit))) throw tooMany(MSG.loginLimit);
    await resetFailedAttempts(this.db, user.id);
    return ok(await this.tokenPayload(user.id, user.roleId, info), TEXT.loginSuccessful);
  }

  /**
   * The OTP step with the login ticket of identify: no password again (the ticket proves it was checked), so
   * no password work and no address delay. The account must still be active and unlocked, and within its
   * daily limit; the ticket is used up with the code.
   */
  private async loginWithTicket(ticket: string, callingCode: string, mobile: string, code: string, info: SessionInfo): Promise<Envelope<LoginData | null>> {
    const userId = await loginTicketUser(this.db, ticket, callingCode, mobile);
    const account = userId ? await findActiveAccountById(this.db, userId) : undefined;
    if (!account) return ok(null, TEXT.sessionExpired, 'Invalid');
    if ((await getLockState(this.db, account.id)).locked) throw locked(ACCOUNT_LOCKED);
    await this.assertDailyLogin(account);
    const otp = await this.security.otp.consume({ purpose: 'login', callingCode, mobile }, code, (o) => o.userId === account.id);
    if (!otp.ok) return ok(null, MSG.invalidOtpServer, 'Invalid');
    if (!(await spendLoginTicket(this.db, ticket))) return ok(null, TEXT.sessionExpired, 'Invalid');
    if (!(await takeDailyLogin(this.db, account.id, this.security.dailyLoginLimit))) throw tooMany(MSG.loginLimit);
    await resetFailedAttempts(this.db, account.id);
    return ok(await this.tokenPayload(account.id, account.roleId, info), TEXT.loginSuccessful);
  }

  /** The OTP page's resend: a new login code for the number of a live ticket, without the password. */
  private async resendLoginCode(ticket: string, callingCode: string, mobile: string, account: AccountRow | undefined, info: SessionInfo): Promise<Envelope<IdentifyResult>> {
    const userId = await loginTicketUser(this.db, ticket, callingCode, mobile);
    if (!account || userId !== account.id) return ok<IdentifyData>({ isExistingUser: true, otpSent: false }, TEXT.sessionExpired, 'Invalid');
    if ((await getLockState(this.db, account.id)).locked) throw locked(ACCOUNT_LOCKED);
    await this.assertDailyLogin(account);
    await this.security.otp.issue({ purpose: 'login', callingCode, mobile, userId: account.id, lang: info.lang, brand: info.brand });
    return ok<IdentifyData>({ isExistingUser: true, otpSent: true }, MSG.otpSent, 'OTPSent');
  }

  /** The login answer: a new session's tokens and the user fields. */
  async tokenPayload(userId: number, roleId: number, info: SessionInfo): Promise<LoginData> {
    const tokens = await createSession(this.db, await this.security.accessKey(), { id: userId, roleId }, info);
    // Signing in is choosing a language: the account keeps the last one (SMS and notifications use it).
    if (info.lang) await setPreferredLang(this.db, userId, info.lang);
    const user = await sessionUser(this.db, userId);
    if (!user) throw unauthorized();
    return { ...user, ...tokens };
  }

  /**
   * The registration code, and then the document it was sent with: a document another account has proven is
   * refused here, before the profile is filled in (and again when the account is created).
   */
  async verifyOtpForRegistration(referenceId: string, code: string): Promise<Envelope<VerifyOtpData>> {
    const otp = await this.security.otp.markVerified({ purpose: 'registration', referenceId }, code);
    if (!otp.ok) return ok({ validOtp: false }, MSG.invalidOtpServer, 'Invalid');
    const p = otp.otp.payload ?? {};
    const doc = { documentTypeId: Number(p['documentTypeId']), documentId: String(p['documentId'] ?? '') };
    if (this.links && doc.documentId && (await this.links.provenByAnotherAccount(doc))) return ok({ validOtp: false }, DOCUMENT_OF_ANOTHER_ACCOUNT, 'Conflict');
    return ok({ validOtp: true }, TEXT.otpVerified);
  }

  async refresh(refreshToken: string, token: string | undefined) {
    const result = await rotateRefreshToken(this.db, await this.security.accessKey(), refreshToken, token);
    if (!result.ok) throw unauthorized(TEXT.sessionExpired);
    return ok(result.tokens, TEXT.tokenRefreshed);
  }

  /**
   * Ends the caller's session: the one of the access token, else the one of the refresh token sent. A
   * session that began at the identity provider also gets the provider's logout address (docs/product.md#accounts-digital-identity).
   */
  async logout(sessionId: string | undefined, refreshToken: string | undefined, lang: Lang = 'en') {
    let ended = sessionId;
    if (sessionId) await revokeSession(this.db, sessionId, 'logout');
    else {
      const revoked = refreshToken ? await revokeSessionOfRefreshToken(this.db, refreshToken, 'logout') : false;
      if (!revoked) throw unauthorized();
      ended = revoked.sessionId;
    }
    const identityLogoutUrl = this.identity ? await this.identity.logoutUrl(await sessionVia(this.db, ended!), lang) : undefined;
    return ok(identityLogoutUrl ? { identityLogoutUrl } : null, TEXT.loggedOut);
  }

  async changePassword(auth: { userId: number; sessionId: string }, oldPassword: string, newPassword: string, ip: string | null = null) {
    await this.security.passwords.gate(ip);
    const account = await findActiveAccountById(this.db, auth.userId);
    if (!account) throw unauthorized();
    // A stolen access token must not become an unlimited password oracle: wrong old passwords count, under the same lock.
    const after = await this.countedVerify(account, oldPassword, ip);
    if (after?.locked) throw locked(ACCOUNT_LOCKED);
    if (after) return ok(null, MSG.oldPasswordIncorrect, 'Invalid');
    if (oldPassword === newPassword) return ok(null, MSG.newPasswordSameAsOld, 'Invalid');
    await updatePasswordHash(this.db, account.id, await this.security.passwords.hash(ip, newPassword));
    await resetFailedAttempts(this.db, account.id);
    const revoked = await revokeUserSessions(this.db, account.id, 'password-changed', auth.sessionId);
    return ok({ otherSessionsRevoked: revoked }, TEXT.passwordChanged);
  }
}
