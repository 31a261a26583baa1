import type { Db } from '../../db/schema.js';

/**
 * Demo leads (embedded mode): the demo patient is interested in two offers, one already followed up by the
 * demo administrator, so /auth/interestedusers has something to show. Idempotent.
 */
export async function seedOfferInterest(db: Db): Promise<void> {
  const patient = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'calling_code', 'mobile', 'email']).where('calling_code', '=', '971').where('mobile', '=', '501234567').where('status', '=', 'active').executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('calling_code', '=', '971').where('mobile', '=', '500000003').where('status', '=', 'active').executeTakeFirst();
  if (!patient || !admin) return;
  const leads = [
    { offerId: 1, followUp: { status: 'Contacted' as const, comment: 'Called; prefers a Saturday morning.' } },
    { offerId: 3, followUp: null },
  ];
  for (const lead of leads) {
    const row = await db
      .insertInto('offer_interest')
      .values({
        user_id: patient.id, offer_id: lead.offerId, first_name: patient.first_name, last_name: patient.last_name, calling_code: patient.calling_code,
        phone_number: patient.mobile, email: patient.email ?? '', region: 'Abu Dhabi',
        ...(lead.followUp ? { status: lead.followUp.status, comment: lead.followUp.comment, modified_by: admin.id, modified_at: new Date() } : {}),
      })
      .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    await db.insertInto('offer_interest_activity').values({ offer_interest_id: row.id, status: 'New', comment: '', created_by: patient.id }).execute();
    if (lead.followUp) await db.insertInto('offer_interest_activity').values({ offer_interest_id: row.id, status: lead.followUp.status, comment: lead.followUp.comment, created_by: admin.id }).execute();
  }
}
