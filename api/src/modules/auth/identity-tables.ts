import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * One sign-in started at the identity provider (POST auth/uaepassstart): the state the browser carries
 * there and back, bound to the PKCE verifier and nonce that never leave the server. Used once.
 */
export interface IdentityAuthRequestsTable {
  id: string;
  /** SHA-256 of the state (the state itself is 32 random bytes, base64url). */
  state_hash: string;
  code_verifier: string;
  nonce: string;
  lang: string;
  ip: string | null;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, string | Date, string | Date>;
  /** Set, once, by the exchange: a second exchange with the same state is refused. */
  used_at: Date | null;
}

/**
 * An identity the provider vouched for that has no portal account yet (Success without token): what
 * linking (auth/login + referenceIdForLinking) or registering (auth/registeruaepassuser) needs. The
 * `referenceId` handed to the browser is 32 random bytes; only its SHA-256 is stored.
 */
export interface IdentityPendingTable {
  reference_hash: string;
  issuer: string;
  uuid: string;
  claims: JSONColumnType<Record<string, unknown>, string, string>;
  /** Wrong passwords given while linking with this reference; at the limit the reference is dead. */
  failed_links: Generated<number>;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, string | Date, string | Date>;
  used_at: Date | null;
}

export interface IdentityTables {
  identity_auth_requests: IdentityAuthRequestsTable;
  identity_pending: IdentityPendingTable;
}
