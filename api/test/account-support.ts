import { createSession } from '../src/modules/auth/sessions.js';
import { secretKeys } from '../src/modules/security/secrets.js';
import { insertUser } from '../src/modules/user/repository.js';
import type { TestApp } from './helpers.js';

/**
 * Accounts written straight into the users table with a real session: for suites that need many patients (sign-in
 * through SMS codes is limited per number and day, and has its own suites). Each test file has its own database,
 * so a counter per file keeps numbers and document ids apart.
 */
export interface SeededAccount {
  userId: number;
  roleId: number;
  token: string;
  refreshToken: string;
  sessionId: string;
  mobile: string;
  documentId: string;
  firstName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
}

export interface AccountDetails {
  firstName?: string;
  lastName?: string;
  /** YYYY-MM-DD; default 1990-05-01. */
  dateOfBirth?: string;
  mobile?: string;
  /** An Emirates ID (document type 1) whose birth year matches dateOfBirth unless given. */
  documentId?: string;
  genderId?: number;
  roleId?: number;
}

let seq = 0;
export async function seededAccount(t: TestApp, d: AccountDetails = {}): Promise<SeededAccount> {
  seq += 1;
  const dateOfBirth = d.dateOfBirth ?? '1990-05-01';
  const roleId = d.roleId ?? 1;
  const firstName = d.firstName ?? 'Test';
  const mobile = d.mobile ?? `56${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
  const documentId = d.documentId ?? `784${dateOfBirth.slice(0, 4)}${String(seq).padStart(8, '0')}`;
  const id = await insertUser(t.handle.db, {
    callingCode: '971', mobile, firstName, lastName: d.lastName ?? `Patient ${seq}`, email: `p${seq}@example.com`, genderId: d.genderId ?? 1,
    countryId: 784, dateOfBirth, documentTypeId: 1, documentId, passwordHash: 'not-used-here', roleId,
  });
  if (id === null) throw new Error('user not inserted');
  return { ...(await sessionOf(t, id, roleId)), mobile, documentId, firstName, dateOfBirth };
}

/** A new session of an existing user. */
export async function sessionOf(t: TestApp, userId: number, roleId = 1): Promise<{ userId: number; roleId: number; token: string; refreshToken: string; sessionId: string }> {
  const keys = await secretKeys(t.handle.db, t.config);
  const s = await createSession(t.handle.db, keys.accessToken, { id: userId, roleId });
  const claims = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return { userId, roleId, token: s.token, refreshToken: s.refreshToken, sessionId: claims.sid };
}
