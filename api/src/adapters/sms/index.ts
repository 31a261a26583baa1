import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { insertOutbox, normaliseNumber } from '../../standins/sms/repository.js';
import type { AdapterLogger } from '../logger.js';

export interface SmsRecipient {
  callingCode: string;
  mobile: string;
}

/** Sends a text message. Throws when the message could not be handed over. */
export interface SmsAdapter {
  send(to: SmsRecipient, text: string): Promise<void>;
}

/** Mobile numbers are personal data: the log shows only the last four digits (spec: masked except last 4). */
export function maskNumber(callingCode: string, mobile: string): string {
  const n = normaliseNumber(callingCode, mobile);
  return `+${n.callingCode} ${'*'.repeat(Math.max(0, n.mobile.length - 4))}${n.mobile.slice(-4)}`;
}

/**
 * Callers written against the older one-argument shape `send({ callingCode, mobile, text })` still work:
 * the text is taken from the recipient object when the second argument is absent.
 */
function textOf(to: SmsRecipient, text: string | undefined): string {
  const body = typeof text === 'string' ? text : (to as SmsRecipient & { text?: unknown }).text;
  if (typeof body !== 'string' || body.length === 0) throw new Error('SMS text is required');
  return body;
}

/** Embedded stand-in: the message goes to the `sms_outbox` table (read at /api/dev/outbox) and the log. */
export function createEmbeddedSms(db: Kysely<any>, log: AdapterLogger): SmsAdapter {
  return {
    async send(to, text) {
      const body = textOf(to, text);
      const id = await insertOutbox(db, to, body);
      // The embedded mode is for development: the text (an OTP, typically) is logged to make it usable.
      log.info({ sms: { id, to: maskNumber(to.callingCode, to.mobile) } }, `SMS to +${normaliseNumber(to.callingCode, to.mobile).toNumber}: ${body}`);
    },
  };
}

/** Production: posts `{ to, callingCode, mobile, text }` as JSON to the SMS gateway. */
export function createHttpSms(config: Pick<Config, 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_TOKEN'>, log: AdapterLogger, timeoutMs = 10_000): SmsAdapter {
  const url = config.SMS_GATEWAY_URL;
  if (!url) throw new Error('SMS_GATEWAY_URL is required for SMS_ADAPTER=http');
  return {
    async send(to, text) {
      const body = textOf(to, text);
      const n = normaliseNumber(to.callingCode, to.mobile);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.SMS_GATEWAY_TOKEN) headers['authorization'] = `Bearer ${config.SMS_GATEWAY_TOKEN}`;
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: `+${n.toNumber}`, callingCode: n.callingCode, mobile: n.mobile, text: body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        // Never log the text: in production it carries one-time codes.
        log.error({ sms: { to: maskNumber(to.callingCode, to.mobile), status: res.status } }, 'SMS gateway refused the message');
        throw new Error(`SMS gateway answered ${res.status}`);
      }
      log.info({ sms: { to: maskNumber(to.callingCode, to.mobile) } }, 'SMS handed to the gateway');
    },
  };
}
