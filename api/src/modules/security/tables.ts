import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type OtpPurpose = 'login' | 'registration' | 'password_reset' | 'family' | 'report';
/** active → (verified →) used; or invalidated (replaced, too many wrong entries, failed send). */
export type OtpStatus = 'active' | 'verified' | 'used' | 'invalidated';

export interface OtpCodesTable {
  /** Also the `referenceId` handed to the client. */
  id: string;
  purpose: OtpPurpose;
  calling_code: string;
  mobile: string;
  /** HMAC-SHA256 of the code with a key derived from the token secret. */
  code_hash: string;
  /** What the code was issued for (registration details, family member, report …). */
  payload: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  user_id: number | null;
  attempts: Generated<number>;
  status: Generated<OtpStatus>;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, string | Date, string | Date>;
  verified_at: Date | null;
  used_at: Date | null;
}

/** One row per counted event (e.g. an OTP send); the window is a sliding one over `at`. */
export interface RateEventsTable {
  id: Generated<string>;
  key: string;
  at: Generated<Date>;
}

/** Secrets the portal generates for itself in embedded mode (shared by every process on the database; read and written by db/secrets.ts). */
export interface PortalSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

/**
 * Per-account guessing and login counters. Role 3 resets them (`resetLoginCounter`,
 * `resetFailedAttempts` in security/repository.ts).
 */
export interface LoginCountersTable {
  user_id: number;
  failed_attempts: Generated<number>;
  locked_until: Date | null;
  last_failed_at: Date | null;
  /** Password attempts reserved and not yet settled (being verified now), and when the latest was reserved. */
  attempts_in_flight: Generated<number>;
  attempts_reserved_at: Date | null;
  daily_login_count: Generated<number>;
  /** The Gulf-time calendar day (YYYY-MM-DD) that `daily_login_count` belongs to. */
  daily_login_day: string | null;
}

export interface SecurityTables {
  otp_codes: OtpCodesTable;
  rate_events: RateEventsTable;
  portal_secrets: PortalSecretsTable;
  login_counters: LoginCountersTable;
}
