import { sql } from 'kysely';
import type { InterestStatus, OfferInterestStatusBody } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import type { Lang } from '../../http/lang.js';
import { audit } from '../audit/audit.js';
import { locations, packages } from '../../adapters/content/catalogue.js';
import type { InterestedUser, ActivityEntry } from '@portal/shared/contracts';
export type { InterestedUser, ActivityEntry };

/**
 * Offers are the health packages of the content site (the group's promoted check-ups): a patient taps
 * "I'm interested" on one, and the administrators follow each lead up (account §3 interested users,
 * §4 statuses with comment and author, §7 calls). The embedded portal reads the content seed directly,
 * as the appointments module does for doctors.
 */
export interface Offer {
  offerId: number;
  title: string;
}

export function offerList(lang: Lang): Offer[] {
  return packages.map((p) => ({ offerId: p.id, title: p.name[lang] }));
}
export function findOffer(offerId: number, lang: Lang): Offer | null {
  const p = packages.find((x) => x.id === offerId);
  return p ? { offerId: p.id, title: p.name[lang] } : null;
}

export interface Actor {
  userId: number;
  ip: string;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export class OfferService {
  constructor(private readonly db: Db) {}

  /**
   * The patient's interest in an offer, with their details at this moment; once per offer (a second tap
   * answers 'exists'). The lead starts as New, and the activity log says who registered it.
   */
  async expressInterest(actor: Actor, offerId: number): Promise<'created' | 'exists'> {
    if (!findOffer(offerId, 'en')) throw notFound('Offer not found');
    return this.db.transaction().execute(async (tx) => {
      const u = await tx
        .selectFrom('users')
        .select(['first_name', 'last_name', 'calling_code', 'mobile', 'email', 'facility_id'])
        .where('id', '=', actor.userId)
        .executeTakeFirstOrThrow();
      const region = locations.find((l) => l.locationId === u.facility_id)?.city.en ?? '';
      const row = await tx
        .insertInto('offer_interest')
        .values({ user_id: actor.userId, offer_id: offerId, first_name: u.first_name, last_name: u.last_name, calling_code: u.calling_code, phone_number: u.mobile, email: u.email ?? '', region })
        .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return 'exists';
      await tx.insertInto('offer_interest_activity').values({ offer_interest_id: row.id, status: 'New', comment: '', created_by: actor.userId }).execute();
      await audit(tx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'create', resource: 'offer-interest', resourceId: row.id, ip: actor.ip, outcome: 'success' });
      return 'created';
    });
  }

  async myInterests(userId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('offer_interest').select('offer_id').where('user_id', '=', userId).orderBy('offer_id').execute();
    return rows.map((r) => r.offer_id);
  }

  /** Every offer with how many users are interested, most wanted first. */
  async counts(lang: Lang): Promise<(Offer & { userCount: number })[]> {
    const rows = await this.db.selectFrom('offer_interest').select(['offer_id', sql<number>`count(*)`.as('n')]).groupBy('offer_id').execute();
    const byOffer = new Map(rows.map((r) => [r.offer_id, Number(r.n)]));
    return offerList(lang)
      .map((o) => ({ ...o, userCount: byOffer.get(o.offerId) ?? 0 }))
      .sort((a, b) => b.userCount - a.userCount || a.offerId - b.offerId);
  }

  private selectUsers() {
    return this.db
      .selectFrom('offer_interest as i')
      .leftJoin('users as m', 'm.id', 'i.modified_by')
      .select([
        'i.id',
        'i.first_name',
        'i.last_name',
        'i.calling_code',
        'i.phone_number',
        'i.email',
        'i.created_at',
        'i.status',
        'i.region',
        'i.comment',
        'i.modified_at',
        sql<string | null>`case when m.id is null then null else m.first_name || ' ' || m.last_name end`.as('modified_by_name'),
      ]);
  }

  private static view(r: {
    id: number; first_name: string; last_name: string; calling_code: string; phone_number: string; email: string; created_at: Date;
    status: InterestStatus; region: string; comment: string | null; modified_at: Date | null; modified_by_name: string | null;
  }): InterestedUser {
    return {
      offerInterestId: r.id, firstName: r.first_name, lastName: r.last_name, callingCode: r.calling_code, phoneNumber: r.phone_number, email: r.email,
      createdAt: iso(r.created_at)!, status: r.status, region: r.region, comment: r.comment, modifiedByName: r.modified_by_name, modifiedAt: iso(r.modified_at),
    };
  }

  /** Users interested in one offer, newest first (page of 50 on screen, 500 for the export). */
  async users(offerId: number, offset: number, take: number): Promise<{ users: InterestedUser[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.selectUsers().where('i.offer_id', '=', offerId).orderBy('i.id', 'desc').offset(offset).limit(take).execute(),
      this.count(offerId),
    ]);
    return { users: rows.map(OfferService.view), total };
  }

  /** Keyset page for the export (id descending, like the screen). */
  async usersBefore(offerId: number, beforeId: number | null, take: number): Promise<InterestedUser[]> {
    let q = this.selectUsers().where('i.offer_id', '=', offerId);
    if (beforeId !== null) q = q.where('i.id', '<', beforeId);
    return (await q.orderBy('i.id', 'desc').limit(take).execute()).map(OfferService.view);
  }

  async count(offerId: number): Promise<number> {
    const r = await this.db.selectFrom('offer_interest').select(sql<number>`count(*)`.as('n')).where('offer_id', '=', offerId).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Any status may be set (account §4); the change, its comment and its author go to the activity log and the audit log. */
  async updateStatus(actor: Actor, body: OfferInterestStatusBody): Promise<InterestedUser> {
    return this.db.transaction().execute(async (tx) => {
      const res = await tx
        .updateTable('offer_interest')
        .set({ status: body.status, comment: body.comment || null, modified_by: actor.userId, modified_at: new Date() })
        .where('id', '=', body.offerInterestId)
        .returning('user_id')
        .executeTakeFirst();
      if (!res) throw notFound('Record not found');
      await tx.insertInto('offer_interest_activity').values({ offer_interest_id: body.offerInterestId, status: body.status, comment: body.comment, created_by: actor.userId }).execute();
      await audit(tx, { actorUserId: actor.userId, subjectUserId: res.user_id, action: `status:${body.status}`, resource: 'offer-interest', resourceId: body.offerInterestId, ip: actor.ip, outcome: 'success' });
      const row = await tx
        .selectFrom('offer_interest as i')
        .leftJoin('users as m', 'm.id', 'i.modified_by')
        .select([
          'i.id', 'i.first_name', 'i.last_name', 'i.calling_code', 'i.phone_number', 'i.email', 'i.created_at', 'i.status', 'i.region', 'i.comment', 'i.modified_at',
          sql<string | null>`case when m.id is null then null else m.first_name || ' ' || m.last_name end`.as('modified_by_name'),
        ])
        .where('i.id', '=', body.offerInterestId)
        .executeTakeFirstOrThrow();
      return OfferService.view(row);
    });
  }

  async activity(offerInterestId: number): Promise<ActivityEntry[]> {
    const exists = await this.db.selectFrom('offer_interest').select('id').where('id', '=', offerInterestId).executeTakeFirst();
    if (!exists) throw notFound('Record not found');
    const rows = await this.db
      .selectFrom('offer_interest_activity as a')
      .innerJoin('users as u', 'u.id', 'a.created_by')
      .select(['a.created_at', 'a.status', 'a.comment', sql<string>`u.first_name || ' ' || u.last_name`.as('name')])
      .where('a.offer_interest_id', '=', offerInterestId)
      .orderBy('a.id', 'desc')
      .execute();
    return rows.map((r) => ({ createdAt: iso(r.created_at)!, createdByName: r.name, status: r.status, comment: r.comment }));
  }
}
