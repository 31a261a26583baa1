import { SignJWT } from 'jose';
import { sql } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { secretKeys } from '../src/modules/security/secrets.js';
import type { TestApp } from './helpers.js';
import { seededAccount, type SeededAccount } from './account-support.js';

/**
 * Shared by the security suites (security-*.test.ts): accounts with real sessions, forged tokens, a
 * snapshot of the data to prove a refused attack changed nothing, and the tally printed at the end.
 */

/** What a refused attack may answer: never a 2xx, never a 5xx. */
export const REFUSED = new Set([400, 401, 403, 404, 405, 406, 409, 413, 415, 422, 423, 429]);

/**
 * Tables a refused attack is allowed to change, each for a reason; every other table of the schema is in
 * the snapshot (a new table is covered without touching this list).
 */
export const SNAPSHOT_EXEMPT: Record<string, string> = {
  audit_log: 'append-only record of access, refusals included (a refused role or owner check is audited on purpose)',
  rate_events: 'counts attempts per address and number (rate limits): a refused attempt is still an attempt',
  kysely_migration_lock: 'migration bookkeeping',
};

/** One md5 per table of the public schema (except the exempt ones): equal snapshots mean unchanged data. */
export async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = (
    await sql<{ n: string }>`select table_name as n from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.handle.db)
  ).rows
    .map((r) => r.n)
    .filter((n) => !(n in SNAPSHOT_EXEMPT));
  const parts = tables.map((n) => sql`select ${n} as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.table(n)} x`);
  const rows = (await sql<{ n: string; h: string }>`${sql.join(parts, sql` union all `)}`.execute(t.handle.db)).rows;
  return Object.fromEntries(rows.map((r) => [r.n, r.h]));
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

export type Account = Pick<SeededAccount, 'userId' | 'roleId' | 'token' | 'refreshToken' | 'sessionId' | 'mobile'>;

/** A new account with a real session (no SMS sign-in: the suites need many, and logins are limited per day). */
export const newAccount = (t: TestApp, roleId = 1): Promise<Account> => seededAccount(t, { firstName: 'Mallory', lastName: 'Attacker', roleId });

/** Tokens that must never pass, built from a real one: `alg: none`, another key, expired, tampered role, garbage. */
export async function forgedTokens(t: TestApp, real: string): Promise<Record<string, string>> {
  const [h, p, s] = real.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const key = (await secretKeys(t.handle.db, t.config)).accessToken;
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 3 })}.`,
    'alg none (capitalised)': `${b64({ alg: 'None', typ: 'JWT' })}.${b64({ ...claims, role: 3 })}.`,
    'role raised, signature kept': `${h}.${b64({ ...claims, role: 3 })}.${s}`,
    'another key': await new SignJWT({ ...claims, role: 3 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-another')),
    expired: await new SignJWT({ ...claims, iat: now - 3600, exp: now - 60 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key),
    garbage: 'not-a-token',
  };
}

/** Counts every attack; prints "security suite: N attacks tried, N refused" once per file. */
export class Tally {
  tried = 0;
  refused = 0;
  readonly failures: string[] = [];
  constructor(private readonly name: string) {}
  record(label: string, ok: boolean, detail = ''): void {
    this.tried += 1;
    if (ok) this.refused += 1;
    else this.failures.push(`${label}${detail ? ` → ${detail}` : ''}`);
  }
  print(): void {
    // The suite's summary line; the file's name says which part of the suite it is.
    console.log(`security suite: ${this.tried} attacks tried, ${this.refused} refused (${this.name})`);
  }
}

export type Inject = InjectOptions & { method: NonNullable<InjectOptions['method']>; url: string };

export async function send(t: TestApp, req: Inject, token?: string | null): Promise<LightMyRequestResponse> {
  const headers = { ...(req.headers ?? {}) } as Record<string, string>;
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.inject({ ...req, headers });
}

export function polluted(): boolean {
  return ({} as Record<string, unknown>).polluted !== undefined || (Object.prototype as Record<string, unknown>).polluted !== undefined;
}
