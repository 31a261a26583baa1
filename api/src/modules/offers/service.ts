import type { OfferInterestStatusBody } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import type { Lang } from '../../http/lang.js';
import { audit } from '../audit/audit.js';
import {
  activityOf, insertActivity, insertInterest, interestById, interestCount, interestCounts, interestExists, interestsOfOffer, offersOfUser,
  updateInterestStatus, type InterestRow,
} from './repository.js';
import { interestContact } from '../user/index.js';
import { locations, packages } from '../../adapters/content/catalogue.js';
import type { InterestedUser, InterestedUsersPage, ActivityEntry, OfferSummary } from '@portal/shared/contracts';
export type { InterestedUser, ActivityEntry };

/**
 * Offers are the health packages of the content site (the group's promoted check-ups): a patient taps
 * "I'm interested" on one, and the administrators follow each lead up (docs/product.md#administration-offers:
 * statuses with comment and author). The embedded portal reads the content seed directly,
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
      const u = await interestContact(tx, actor.userId);
      const region = locations.find((l) => l.locationId === u.facility_id)?.city.en ?? '';
      const id = await insertInterest(tx, {
        userId: actor.userId, offerId, firstName: u.first_name, lastName: u.last_name, callingCode: u.calling_code, phoneNumber: u.mobile, email: u.email ?? '', region,
      });
      if (id === undefined) return 'exists';
      await audit(tx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'create', resource: 'offer-interest', resourceId: id, ip: actor.ip, outcome: 'success' });
      return 'created';
    });
  }

  myInterests(userId: number): Promise<number[]> {
    return offersOfUser(this.db, userId);
  }

  /** Every offer with how many users are interested, most wanted first. */
  async counts(lang: Lang): Promise<OfferSummary[]> {
    const byOffer = await interestCounts(this.db);
    return offerList(lang)
      .map((o) => ({ ...o, userCount: byOffer.get(o.offerId) ?? 0 }))
      .sort((a, b) => b.userCount - a.userCount || a.offerId - b.offerId);
  }

  /**
   * A row in the administrator's language. The region is stored as the hospital's city in English (the user's
   * hospital when the interest was shown): an Arabic page names that city in Arabic (the content site's name).
   */
  private static view(r: InterestRow, lang: Lang = 'en'): InterestedUser {
    const region = lang === 'en' ? r.region : (locations.find((l) => l.city.en === r.region)?.city[lang] ?? r.region);
    return {
      offerInterestId: r.id, firstName: r.first_name, lastName: r.last_name, callingCode: r.calling_code, phoneNumber: r.phone_number, email: r.email,
      createdAt: iso(r.created_at)!, status: r.status, region, comment: r.comment, modifiedByName: r.modified_by_name, modifiedAt: iso(r.modified_at),
    };
  }

  /** Users interested in one offer, newest first (page of 50 on screen, 500 for the export). */
  async users(offerId: number, offset: number, take: number, lang: Lang = 'en'): Promise<InterestedUsersPage> {
    const [rows, total] = await Promise.all([interestsOfOffer(this.db, offerId, { offset, take }), this.count(offerId)]);
    return { users: rows.map((r) => OfferService.view(r, lang)), total };
  }

  /** Keyset page for the export (id descending, like the screen). */
  async usersBefore(offerId: number, beforeId: number | null, take: number): Promise<InterestedUser[]> {
    return (await interestsOfOffer(this.db, offerId, { beforeId, take })).map((r) => OfferService.view(r));
  }

  count(offerId: number): Promise<number> {
    return interestCount(this.db, offerId);
  }

  /** Any status may be set; the change, its comment and its author go to the activity log and the audit log. */
  async updateStatus(actor: Actor, body: OfferInterestStatusBody): Promise<InterestedUser> {
    return this.db.transaction().execute(async (tx) => {
      const patient = await updateInterestStatus(tx, body.offerInterestId, { status: body.status, comment: body.comment || null, modifiedBy: actor.userId });
      if (patient === undefined) throw notFound('Record not found');
      await insertActivity(tx, { offerInterestId: body.offerInterestId, status: body.status, comment: body.comment, createdBy: actor.userId });
      await audit(tx, { actorUserId: actor.userId, subjectUserId: patient, action: `status:${body.status}`, resource: 'offer-interest', resourceId: body.offerInterestId, ip: actor.ip, outcome: 'success' });
      return OfferService.view(await interestById(tx, body.offerInterestId));
    });
  }

  async activity(offerInterestId: number): Promise<ActivityEntry[]> {
    if (!(await interestExists(this.db, offerInterestId))) throw notFound('Record not found');
    const rows = await activityOf(this.db, offerInterestId);
    return rows.map((r) => ({ createdAt: iso(r.created_at)!, createdByName: r.name, status: r.status, comment: r.comment }));
  }
}
