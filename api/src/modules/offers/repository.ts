import { sql } from 'kysely';
import type { InterestStatus } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';

/** SQL of the offers module: the patients' interest in an offer (the leads) and each lead's activity log. */

export interface InterestRow {
  id: number;
  first_name: string;
  last_name: string;
  calling_code: string;
  phone_number: string;
  email: string;
  created_at: Date;
  status: InterestStatus;
  region: string;
  comment: string | null;
  modified_at: Date | null;
  modified_by_name: string | null;
}

/** The lead, once per patient and offer (undefined when there is one), with its first activity entry (New). */
export async function insertInterest(
  db: Db,
  row: { userId: number; offerId: number; firstName: string; lastName: string; callingCode: string; phoneNumber: string; email: string; region: string },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('offer_interest')
    .values({ user_id: row.userId, offer_id: row.offerId, first_name: row.firstName, last_name: row.lastName, calling_code: row.callingCode, phone_number: row.phoneNumber, email: row.email, region: row.region })
    .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  await insertActivity(db, { offerInterestId: inserted.id, status: 'New', comment: '', createdBy: row.userId });
  return inserted.id;
}

export async function insertActivity(db: Db, a: { offerInterestId: number; status: InterestStatus; comment: string; createdBy: number }): Promise<void> {
  await db.insertInto('offer_interest_activity').values({ offer_interest_id: a.offerInterestId, status: a.status, comment: a.comment, created_by: a.createdBy }).execute();
}

export async function offersOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('offer_interest').select('offer_id').where('user_id', '=', userId).orderBy('offer_id').execute();
  return rows.map((r) => r.offer_id);
}

/** How many leads each offer has (offers without any are absent). */
export async function interestCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('offer_interest').select(['offer_id', sql<number>`count(*)`.as('n')]).groupBy('offer_id').execute();
  return new Map(rows.map((r) => [r.offer_id, Number(r.n)]));
}

export async function interestCount(db: Db, offerId: number): Promise<number> {
  const r = await db.selectFrom('offer_interest').select(sql<number>`count(*)`.as('n')).where('offer_id', '=', offerId).executeTakeFirstOrThrow();
  return Number(r.n);
}

function selectInterests(db: Db) {
  return db
    .selectFrom('offer_interest as i')
    .leftJoin('users as m', 'm.id', 'i.modified_by')
    .select([
      'i.id', 'i.first_name', 'i.last_name', 'i.calling_code', 'i.phone_number', 'i.email', 'i.created_at', 'i.status', 'i.region', 'i.comment', 'i.modified_at',
      sql<string | null>`case when m.id is null then null else m.first_name || ' ' || m.last_name end`.as('modified_by_name'),
    ]);
}

/** Leads of one offer, newest first: a page by offset, or (keyset, for the export) those before an id. */
export async function interestsOfOffer(db: Db, offerId: number, page: { offset?: number; beforeId?: number | null; take: number }): Promise<InterestRow[]> {
  let q = selectInterests(db).where('i.offer_id', '=', offerId);
  if (page.beforeId != null) q = q.where('i.id', '<', page.beforeId);
  q = q.orderBy('i.id', 'desc');
  if (page.offset) q = q.offset(page.offset);
  return q.limit(page.take).execute();
}

export async function interestById(db: Db, id: number): Promise<InterestRow> {
  return selectInterests(db).where('i.id', '=', id).executeTakeFirstOrThrow();
}

/** Sets a lead's status and comment; the lead's patient, or undefined when there is no such lead. */
export async function updateInterestStatus(db: Db, id: number, set: { status: InterestStatus; comment: string | null; modifiedBy: number }): Promise<number | undefined> {
  const res = await db
    .updateTable('offer_interest')
    .set({ status: set.status, comment: set.comment, modified_by: set.modifiedBy, modified_at: new Date() })
    .where('id', '=', id)
    .returning('user_id')
    .executeTakeFirst();
  return res?.user_id;
}

export async function interestExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('offer_interest').select('id').where('id', '=', id).executeTakeFirst());
}

/** A lead's activity, newest first, with the author's name. */
export async function activityOf(db: Db, offerInterestId: number) {
  return db
    .selectFrom('offer_interest_activity as a')
    .innerJoin('users as u', 'u.id', 'a.created_by')
    .select(['a.created_at', 'a.status', 'a.comment', sql<string>`u.first_name || ' ' || u.last_name`.as('name')])
    .where('a.offer_interest_id', '=', offerInterestId)
    .orderBy('a.id', 'desc')
    .execute();
}
