import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { OTP_TTL_MINUTES } from '../security/otp-service.js';

/**
 * The login ticket (account §2 /home/otpforlogin): after the password check, the server hands the OTP page a
 * random ticket instead of letting the browser carry the password to the next screen. The OTP page sends the
 * ticket with the code (and with a resend); the ticket proves the password was checked moments ago for that
 * number. 32 random bytes, stored as SHA-256, bound to the account and number, as long-lived as the code
 * (10 minutes), used up by the sign-in. The browser keeps it in memory only (mfe-identity login-handoff.ts).
 */
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function issueLoginTicket(db: Db, userId: number, callingCode: string, mobile: string): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  // Housekeeping: the account's tickets that can no longer be used.
  await db.deleteFrom('login_tickets').where('user_id', '=', userId).where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await db
    .insertInto('login_tickets')
    .values({ ticket_hash: sha256(ticket), user_id: userId, calling_code: callingCode, mobile, expires_at: sql<Date>`now() + make_interval(mins => ${OTP_TTL_MINUTES})`, used_at: null })
    .execute();
  return ticket;
}

/** The account a live, unused ticket for this number belongs to; undefined otherwise. */
export async function loginTicketUser(db: Db, ticket: string, callingCode: string, mobile: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('login_tickets')
    .select('user_id')
    .where('ticket_hash', '=', sha256(ticket))
    .where('calling_code', '=', callingCode)
    .where('mobile', '=', mobile)
    .where('used_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses the ticket up; false when another request did first or it expired meanwhile. */
export async function spendLoginTicket(db: Db, ticket: string): Promise<boolean> {
  const res = await db
    .updateTable('login_tickets')
    .set({ used_at: sql<Date>`now()` })
    .where('ticket_hash', '=', sha256(ticket))
    .where('used_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
