import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/schema.js';
import type { Lang } from '../../http/lang.js';
import { TEXT } from '../auth/texts.js';
import { AppError } from '../../http/envelope.js';
import { isRateLimited, takeRateSlot } from './rate-limit.js';
import {
  countWrongOtpEntry, dropDayOldOtpCodes, hasVerifiedOtpCode, insertOtpCode, invalidateLiveOtpCodes, invalidateOtpCode, latestOtpCode, lockKey, moveOtpCode,
  type OtpWhere,
} from './repository.js';
import { otpReaders } from '../user/index.js';
import type { SmsSender } from './sms-port.js';
import type { OtpPurpose, OtpStatus } from './tables.js';
import { otpSent } from '../operations/counters.js';
import { otpSmsText } from './sms-texts.js';

export const OTP_TTL_MINUTES = 10;
/** Wrong entries after which a code is dead, even for the right digits. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Codes sent per number, per purpose and per hour. Per purpose, so that someone who knows a patient's number
 * and date of birth cannot spend the patient's login codes on password resets.
 */
export const OTP_SENDS_PER_HOUR = 5;

/** The key of a number's send budget for one purpose (rate_events). */
export const otpSendKey = (purpose: OtpPurpose, callingCode: string, mobile: string) => `otp-send:${purpose}:${callingCode}:${mobile}`;

export type OtpTarget =
  | { purpose: OtpPurpose; callingCode: string; mobile: string }
  | { purpose: OtpPurpose; referenceId: string };

export interface OtpRow {
  id: string;
  purpose: OtpPurpose;
  callingCode: string;
  mobile: string;
  userId: number | null;
  payload: Record<string, unknown> | null;
}

export type OtpCheck =
  | { ok: true; otp: OtpRow }
  | { ok: false; reason: 'not-found' | 'expired' | 'wrong' | 'exhausted' | 'mismatch' };

export interface IssueOtpInput {
  purpose: OtpPurpose;
  callingCode: string;
  mobile: string;
  userId?: number | null;
  /** What the code is for (registration details, a family member, a report …); returned on verification. */
  payload?: Record<string, unknown> | null;
  /** Language of the page that asked: of the 429 text, and of the SMS when it goes to the one who asked. */
  lang?: Lang;
  /** The brand of the page that asked; the SMS names it. */
  brand?: string | null;
}

/**
 * One-time codes: six digits from the cryptographic generator, stored as an HMAC, valid 10 minutes,
 * bound to a purpose and a number, single use, dead after 5 wrong entries; a new code for the same
 * purpose and number replaces the previous one; at most 5 codes per number, purpose and hour. Every state lives in
 * `otp_codes` and every transition is one conditional UPDATE, so concurrent requests on several
 * processes cannot use a code twice.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly hmacKey: () => Promise<Buffer>,
    private readonly sms: SmsSender,
  ) {}

  /**
   * Throws the send-limit 429 when the number has used this purpose's budget, without taking a slot: for
   * callers that must refuse before expensive work (the password check before a login code).
   */
  async assertCanSend(purpose: OtpPurpose, callingCode: string, mobile: string): Promise<void> {
    const state = await isRateLimited(this.db, otpSendKey(purpose, callingCode, mobile), OTP_SENDS_PER_HOUR, 3600);
    if (!state.allowed) throw sendLimit(state.retryAfterSeconds);
  }

  async issue(input: IssueOtpInput): Promise<{ referenceId: string }> {
    const { purpose, callingCode, mobile } = input;
    const slot = await takeRateSlot(this.db, otpSendKey(purpose, callingCode, mobile), OTP_SENDS_PER_HOUR, 3600);
    if (!slot.allowed) throw sendLimit(slot.retryAfterSeconds);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    const codeHash = await this.hash(id, code);
    await this.db.transaction().execute(async (trx) => {
      await lockKey(trx, `otp:${purpose}:${callingCode}:${mobile}`);
      await dropDayOldOtpCodes(trx, callingCode, mobile);
      await invalidateLiveOtpCodes(trx, purpose, callingCode, mobile);
      await insertOtpCode(trx, {
        id, purpose, callingCode, mobile, codeHash, payload: input.payload ?? null, userId: input.userId ?? null, ttlMinutes: OTP_TTL_MINUTES,
      });
    });
    try {
      const reader = await this.reader(input);
      await this.sms.send({
        callingCode,
        mobile,
        text: otpSmsText({ purpose, code, minutes: OTP_TTL_MINUTES, brand: input.brand, ...reader }),
      });
    } catch {
      otpSent.inc({ purpose, outcome: 'failed' });
      await invalidateOtpCode(this.db, id);
      throw new AppError(502, 'Error in sending otp');
    }
    otpSent.inc({ purpose, outcome: 'sent' });
    return { referenceId: id };
  }

  /**
   * Who reads the SMS and in which language. Sign-in, registration and password reset codes go to the person on
   * the page, in the page's language. Family and report codes go to someone else on behalf of the account
   * holder (`userId`), named in the text: in the language of the reader's own account when the number has one,
   * else in the holder's preferred language (a family usually shares it), else the page's; the holder's gender gives the
   * Arabic text its forms.
   */
  private async reader(input: IssueOtpInput): Promise<{ lang: Lang; requester?: string; requesterGenderId?: number | null }> {
    const pageLang = input.lang ?? 'en';
    if ((input.purpose !== 'family' && input.purpose !== 'report') || input.userId == null) return { lang: pageLang };
    const { holder, own } = await otpReaders(this.db, input.userId, input.callingCode, input.mobile);
    return {
      lang: own?.preferred_lang ?? holder?.preferred_lang ?? pageLang,
      requester: holder ? `${holder.first_name} ${holder.last_name}`.trim() : undefined,
      requesterGenderId: holder?.gender_id,
    };
  }

  /**
   * Whether the target has a live code an earlier step verified, without checking or counting anything:
   * the final step of a two-step flow asks this before it hashes a new password, so that a caller without
   * a verified code cannot make the server hash.
   */
  async hasVerified(target: OtpTarget): Promise<boolean> {
    return hasVerifiedOtpCode(this.db, where(target));
  }

  /** Checks a code and uses it up (login, family, report). */
  consume(target: OtpTarget, code: string, accept?: (otp: OtpRow) => boolean): Promise<OtpCheck> {
    return this.check(target, code, 'active', 'used', accept);
  }

  /**
   * Checks a code and marks it verified without using it up: the next step of the flow (registration,
   * password reset) presents the same code again and calls `consumeVerified` within the code's lifetime.
   */
  markVerified(target: OtpTarget, code: string, accept?: (otp: OtpRow) => boolean): Promise<OtpCheck> {
    return this.check(target, code, 'active', 'verified', accept);
  }

  /**
   * Checks a code an earlier step verified, leaving it verified (a wrong entry still counts): for a step that
   * may refuse its input and let the person try again with the same code (a new password equal to the old).
   */
  recheckVerified(target: OtpTarget, code: string, accept?: (otp: OtpRow) => boolean): Promise<OtpCheck> {
    return this.check(target, code, 'verified', 'verified', accept);
  }

  /** Uses up a code that an earlier step verified. */
  consumeVerified(target: OtpTarget, code: string, accept?: (otp: OtpRow) => boolean): Promise<OtpCheck> {
    return this.check(target, code, 'verified', 'used', accept);
  }

  private async check(
    target: OtpTarget,
    code: string,
    from: OtpStatus,
    to: OtpStatus,
    accept?: (otp: OtpRow) => boolean,
  ): Promise<OtpCheck> {
    const row = await latestOtpCode(this.db, where(target), from);
    if (!row) return { ok: false, reason: 'not-found' };
    if (!row.live) return { ok: false, reason: 'expired' };
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'exhausted' };
    const otp: OtpRow = {
      id: row.id,
      purpose: row.purpose,
      callingCode: row.calling_code,
      mobile: row.mobile,
      userId: row.user_id,
      payload: row.payload,
    };
    // Whose code it is, before the code itself: a code can be worn down only by the one it was issued to,
    // not used up by another account guessing against someone else's reference (security-routes.test.ts).
    if (accept && !accept(otp)) return { ok: false, reason: 'mismatch' };

    const given = Buffer.from(await this.hash(row.id, /^\d{6}$/.test(code) ? code : '-'), 'hex');
    const stored = Buffer.from(row.code_hash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      await countWrongOtpEntry(this.db, row.id, from, OTP_MAX_ATTEMPTS);
      return { ok: false, reason: 'wrong' };
    }
    // Another request used the code between our read and our update.
    if (!(await moveOtpCode(this.db, row.id, from, to, OTP_MAX_ATTEMPTS))) return { ok: false, reason: 'not-found' };
    return { ok: true, otp };
  }

  /** The code is bound to its row id, so equal codes of two rows hash differently. */
  private async hash(id: string, code: string): Promise<string> {
    return createHmac('sha256', await this.hmacKey()).update(`${id}:${code}`).digest('hex');
  }
}

function sendLimit(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(429, TEXT.otpSendLimit(minutes), 'Invalid', { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
}

/** The rows a target means; a reference that is not a UUID matches no row (the column is a uuid). */
function where(target: OtpTarget): OtpWhere {
  if ('referenceId' in target) return { purpose: target.purpose, id: isUuid(target.referenceId) ? target.referenceId : '00000000-0000-0000-0000-000000000000' };
  return { purpose: target.purpose, callingCode: target.callingCode, mobile: target.mobile };
}

function isUuid(s: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}
