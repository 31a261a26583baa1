import type { Db } from '../../db/schema.js';
import { findActiveAccountByMobile, interestContact } from '../user/index.js';
import { insertActivity, insertInterest, updateInterestStatus } from './repository.js';

/**
 * Demo leads (embedded mode): the demo patient is interested in two offers, one already followed up by the
 * demo administrator, so /auth/interestedusers has something to show. Idempotent.
 */
export async function seedOfferInterest(db: Db): Promise<void> {
  const patient = await findActiveAccountByMobile(db, '971', '501234567');
  const admin = await findActiveAccountByMobile(db, '971', '500000003');
  if (!patient || !admin) return;
  const u = await interestContact(db, patient.id);
  const leads = [
    { offerId: 1, followUp: { status: 'Contacted' as const, comment: 'Called; prefers a Saturday morning.' } },
    { offerId: 3, followUp: null },
  ];
  for (const lead of leads) {
    const id = await insertInterest(db, {
      userId: patient.id, offerId: lead.offerId, firstName: u.first_name, lastName: u.last_name, callingCode: u.calling_code, phoneNumber: u.mobile, email: u.email ?? '', region: 'Abu Dhabi',
    });
    if (id === undefined || !lead.followUp) continue;
    await updateInterestStatus(db, id, { status: lead.followUp.status, comment: lead.followUp.comment, modifiedBy: admin.id });
    await insertActivity(db, { offerInterestId: id, status: lead.followUp.status, comment: lead.followUp.comment, createdBy: admin.id });
  }
}
