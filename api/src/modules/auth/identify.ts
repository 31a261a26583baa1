import type { IdentifyData } from '@portal/shared/contracts';

/** A calling code as stored: digits only, without a leading `+` or `00`. */
export function normaliseCallingCode(code: string): string {
  return code.replace(/^\+/, '').replace(/^00/, '');
}

/** identify's `data`; on a wrong password it also says how many attempts are left before the lock. */
export type IdentifyResult = IdentifyData & { failedAttempts?: number; remainingAttempts?: number };
