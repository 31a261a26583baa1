import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.js';
import { OTP_TTL_MINUTES } from '../security/otp-service.js';
import { insertLoginTicket, liveLoginTicketUser, takeLoginTicket } from './repository.js';

/**
 * The login ticket (/home/otpforlogin, docs/product.md#accounts-sign-in): after the password check, the server hands the OTP page a
 * random ticket instead of letting the browser carry the password to the next screen. The OTP page sends the
 * ticket with the code (and with a resend); the ticket proves the password was checked moments ago for that
 * number. 32 random bytes, stored as SHA-256, bound to the account and number, as long-lived as the code
 * (10 minutes), used up by the sign-in. The browser keeps it in memory only (mfe-identity login-handoff.ts).
 */
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function issueLoginTicket(db: Db, userId: number, callingCode: string, mobile: string): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await insertLoginTicket(db, { ticketHash: sha256(ticket), userId, callingCode, mobile, ttlMinutes: OTP_TTL_MINUTES });
  return ticket;
}

/** The account a live, unused ticket for this number belongs to; undefined otherwise. */
export async function loginTicketUser(db: Db, ticket: string, callingCode: string, mobile: string): Promise<number | undefined> {
  return liveLoginTicketUser(db, sha256(ticket), callingCode, mobile);
}

/** Uses the ticket up; false when another request did first or it expired meanwhile. */
export async function spendLoginTicket(db: Db, ticket: string): Promise<boolean> {
  return takeLoginTicket(db, sha256(ticket));
}
