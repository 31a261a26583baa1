import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { Lang } from '../../http/lang.js';
import { TEXT } from '../auth/texts.js';
import { AppError } from '../../http/envelope.js';
import { isRateLimited, takeRateSlot } from './rate-limit.js';
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
      await sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${callingCode}:${mobile}`}))`.execute(trx);
      // Housekeeping: a number's codes older than a day can no longer matter to anything.
      await trx
        .deleteFrom('otp_codes')
        .where('calling_code', '=', callingCode)
        .where('mobile', '=', mobile)
        .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
        .execute();
      await trx
        .updateTable('otp_codes')
        .set({ status: 'invalidated' })
        .where('purpose', '=', purpose)
        .where('calling_code', '=', callingCode)
        .where('mobile', '=', mobile)
        .where('status', 'in', ['active', 'verified'])
        .execute();
      await trx
        .insertInto('otp_codes')
        .values({
          id,
          purpose,
          calling_code: callingCode,
          mobile,
          code_hash: codeHash,
          payload: input.payload ? JSON.stringify(input.payload) : null,
          user_id: input.userId ?? null,
          expires_at: sql<Date>`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
        })
        .execute();
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
      await this.db.updateTable('otp_codes').set({ status: 'invalidated' }).where('id', '=', id).execute();
      throw new AppError(502, 'Error in sending otp');
    }
    otpSent.inc({ purpose, outcome: 'sent' });
    return { referenceId: id };
  }

  /**
   * Who reads the SMS and in which language. Sign-in, registration and password reset codes go to the person on
   * the page, in the page's language. Family and report codes go to someone else on behalf of the account
   * holder (`userId`), named in the text: in the language of the reader's own account when the number has one,
   * else in the holder's preferred language (a family usually shares it), else the page's.
   */
  private async reader(input: IssueOtpInput): Promise<{ lang: Lang; requester?: string }> {
    const pageLang = input.lang ?? 'en';
    if ((input.purpose !== 'family' && input.purpose !== 'report') || input.userId == null) return { lang: pageLang };
    const holder = await this.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'preferred_lang'])
      .where('id', '=', input.userId)
      .executeTakeFirst();
    const own = await this.db
      .selectFrom('users')
      .select('preferred_lang')
      .where('calling_code', '=', input.callingCode)
      .where('mobile', '=', input.mobile)
      .where('status', '=', 'active')
      .where('id', '!=', input.userId)
      .executeTakeFirst();
    return {
      lang: own?.preferred_lang ?? holder?.preferred_lang ?? pageLang,
      requester: holder ? `${holder.first_name} ${holder.last_name}`.trim() : undefined,
    };
  }

  /**
   * Whether the target has a live code an earlier step verified, without checking or counting anything:
   * the final step of a two-step flow asks this before it hashes a new password, so that a caller without
   * a verified code cannot make the server hash.
   */
  async hasVerified(target: OtpTarget): Promise<boolean> {
    let q = this.db
      .selectFrom('otp_codes')
      .select('id')
      .where('purpose', '=', target.purpose)
      .where('status', '=', 'verified')
      .where(sql<boolean>`expires_at > now()`);
    q = 'referenceId' in target
      ? q.where('id', '=', isUuid(target.referenceId) ? target.referenceId : '00000000-0000-0000-0000-000000000000')
      : q.where('calling_code', '=', target.callingCode).where('mobile', '=', target.mobile);
    return Boolean(await q.limit(1).executeTakeFirst());
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
    let q = this.db
      .selectFrom('otp_codes')
      .select([
        'id',
        'purpose',
        'calling_code',
        'mobile',
        'user_id',
        'payload',
        'attempts',
        'code_hash',
        sql<boolean>`expires_at > now()`.as('live'),
      ])
      .where('purpose', '=', target.purpose)
      .where('status', '=', from);
    q = 'referenceId' in target
      ? q.where('id', '=', isUuid(target.referenceId) ? target.referenceId : '00000000-0000-0000-0000-000000000000')
      : q.where('calling_code', '=', target.callingCode).where('mobile', '=', target.mobile);
    const row = await q.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
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
      await this.db
        .updateTable('otp_codes')
        .set({
          attempts: sql<number>`attempts + 1`,
          status: sql<OtpStatus>`case when attempts + 1 >= ${OTP_MAX_ATTEMPTS} then 'invalidated' else status end`,
        })
        .where('id', '=', row.id)
        .where('status', '=', from)
        .execute();
      return { ok: false, reason: 'wrong' };
    }
    const stamp = to === 'verified' ? { verified_at: sql<Date>`now()` } : { used_at: sql<Date>`now()` };
    const won = await this.db
      .updateTable('otp_codes')
      .set({ status: to, ...stamp })
      .where('id', '=', row.id)
      .where('status', '=', from)
      .where('attempts', '<', OTP_MAX_ATTEMPTS)
      .where(sql<boolean>`expires_at > now()`)
      .returning('id')
      .executeTakeFirst();
    // Another request used the code between our read and our update.
    if (!won) return { ok: false, reason: 'not-found' };
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

function isUuid(s: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}
