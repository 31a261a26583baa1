import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { OtpService } from './otp-service.js';
import { secretKeys } from './secrets.js';
import { smsSenderFrom } from './sms-port.js';
import { passwordWork, type PasswordWork } from '../user/password.js';

// What other modules may use of the counters and codes (api/src/modules/README.md "Boundaries").
export {
  dailyLoginLimitReached, getLockState, getLoginCounters, lockKey, recordFailedPassword, releasePasswordAttempt, reservePasswordAttempt,
  resetFailedAttempts, resetLoginCounter, takeDailyLogin, unusedOtpCodeOf,
} from './repository.js';
export { OtpService } from './otp-service.js';

/**
 * The daily login limit per account (docs/product.md#accounts-limits; its value is the portal's own). Successful
 * logins per Gulf calendar day; PORTAL_DAILY_LOGIN_LIMIT changes it.
 */
export const DEFAULT_DAILY_LOGIN_LIMIT = 10;

export function dailyLoginLimit(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = z.coerce.number().int().min(1).max(1000).safeParse(env['PORTAL_DAILY_LOGIN_LIMIT']);
  return env['PORTAL_DAILY_LOGIN_LIMIT'] !== undefined && parsed.success ? parsed.data : DEFAULT_DAILY_LOGIN_LIMIT;
}

export interface Security {
  otp: OtpService;
  accessKey: () => Promise<Uint8Array>;
  dailyLoginLimit: number;
  /** This process's bounded argon2 work (user/password.ts): every hash and verification of a request. */
  passwords: PasswordWork;
}

export function createSecurity(deps: AppDeps): Security {
  const keys = () => secretKeys(deps.db, deps.config);
  return {
    otp: new OtpService(deps.db, async () => (await keys()).otp, smsSenderFrom(deps.adapters)),
    accessKey: async () => (await keys()).accessToken,
    dailyLoginLimit: dailyLoginLimit(),
    passwords: passwordWork(),
  };
}
