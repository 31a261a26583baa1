import type { Db } from '../../db/schema.js';

/** Digits only, without the leading zeros of a trunk prefix or an international `00`. */
export function normaliseNumber(callingCode: string, mobile: string) {
  const cc = callingCode.replace(/\D/g, '').replace(/^0+/, '');
  const m = mobile.replace(/\D/g, '').replace(/^0+/, '');
  return { callingCode: cc, mobile: m, toNumber: cc + m };
}

export async function insertOutbox(db: Db, to: { callingCode: string; mobile: string }, text: string): Promise<string> {
  const n = normaliseNumber(to.callingCode, to.mobile);
  const row = await db
    .insertInto('sms_outbox')
    .values({ to_number: n.toNumber, calling_code: n.callingCode, mobile: n.mobile, text })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Messages to one number (calling code + mobile, digits), newest first. */
export async function findOutbox(db: Db, number: string, limit = 50) {
  const toNumber = number.replace(/\D/g, '').replace(/^0+/, '');
  return db
    .selectFrom('sms_outbox')
    .select(['id', 'calling_code', 'mobile', 'text', 'sent_at'])
    .where('to_number', '=', toNumber)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
