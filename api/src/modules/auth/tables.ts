import type { ColumnType, Generated } from 'kysely';

/**
 * A session is one sign-in on one device: the family of its rotating refresh tokens. Revoking it (logout,
 * password change, refresh-token reuse) ends every token of the family at once, and the access-token
 * guard checks it on each request.
 */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Generated<Date>;
  /** Absolute end of the family, whatever the rotations. */
  expires_at: ColumnType<Date, string | Date, string | Date>;
  last_refreshed_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
  /** 'identity' when the session began at the national identity provider (its logout goes there too). */
  via: string | null;
}

export interface RefreshTokensTable {
  /** SHA-256 of the token (the token itself is 32 random bytes and never stored). */
  token_hash: string;
  session_id: string;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, string | Date, string | Date>;
  /** Set when the token is exchanged; a second exchange is reuse and revokes the family. */
  used_at: Date | null;
}

/**
 * What the password step of a sign-in hands to the OTP step instead of the password (login-tickets.ts): a
 * random ticket, stored as its SHA-256, for one number, ten minutes, used once.
 */
export interface LoginTicketsTable {
  ticket_hash: string;
  user_id: number;
  calling_code: string;
  mobile: string;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, string | Date, string | Date>;
  used_at: Date | null;
}

export interface AuthTables {
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_tickets: LoginTicketsTable;
}
