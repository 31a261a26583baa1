import type { Adapters } from '../../adapters/index.js';

/** The one thing the OTP service needs from the SMS adapter. */
export interface SmsSender {
  send(message: { callingCode: string; mobile: string; text: string }): Promise<void>;
}

/** A narrow port over the core's SMS adapter (`adapters.sms.send(to, text)`). */
export function smsSenderFrom(adapters: Adapters): SmsSender {
  return {
    async send({ callingCode, mobile, text }) {
      await adapters.sms.send({ callingCode, mobile }, text);
    },
  };
}
