import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { PushAdapter } from '../../adapters/push/index.js';
import { findLabOrder } from '../../adapters/his/records.js';
import { enqueue } from '../jobs/queue.js';
import { audit } from '../audit/audit.js';
import type { JobHandler } from '../jobs/worker.js';

/** The queue of "a result arrived in the HIS" events (jobs module). */
export const LAB_REPORT_QUEUE = 'labreport.notify';

/**
 * A lab or radiology result arrived in the HIS: queue its notification. The embedded HIS calls this
 * when an order gets its results (`POST /api/dev/his/labresult`); pass the transaction that stored them.
 */
export function labResultArrived(db: Kysely<any>, docNumber: string): Promise<number> {
  return enqueue(db, LAB_REPORT_QUEUE, { docNumber });
}

export interface LabReportRecipient {
  userId: number;
  /** 0 = the account holder; else the family member of `userId` the result belongs to. */
  familyMemberId: number;
  firstName: string;
}

const normDoc = (s: string) => s.replace(/[\s-]/g, '');

/**
 * Who is told about a result of this HIS registration: every active account whose holder is that person
 * (identity document, the HIS's own key of a person), and every account that has that person as a family
 * member — the same rule the reports pages use to show the report.
 */
export async function recipientsOf(db: Kysely<any>, patientId: string, facilityCode: string): Promise<LabReportRecipient[]> {
  const p = (
    await sql<{ document_type_id: number; document_id: string; first_name: string }>`
      select document_type_id, document_id, first_name from his_patient where patient_id = ${patientId} and facility_code = ${facilityCode}`.execute(db)
  ).rows[0];
  if (!p || !p.document_id) return [];
  const doc = normDoc(p.document_id);
  const holders = await sql<{ id: number; first_name: string }>`
    select id, first_name from users
    where status = 'active' and document_type_id = ${p.document_type_id} and replace(replace(document_id, '-', ''), ' ', '') = ${doc}`.execute(db);
  const members = await sql<{ id: number; user_id: number; first_name: string }>`
    select m.id, m.user_id, m.first_name from family_members m join users u on u.id = m.user_id and u.status = 'active'
    where m.deleted_at is null and m.document_type_id = ${p.document_type_id} and replace(replace(m.document_id, '-', ''), ' ', '') = ${doc}`.execute(db);
  return [
    ...holders.rows.map((r) => ({ userId: Number(r.id), familyMemberId: 0, firstName: r.first_name })),
    ...members.rows.map((r) => ({ userId: Number(r.user_id), familyMemberId: Number(r.id), firstName: r.first_name })),
  ];
}

/** The notification's texts; the bell shows its own translated title for LABREPORT. */
export function labReportTexts(orderName: string, radiology: boolean, member: string | null) {
  const title = radiology ? 'Radiology report ready' : 'Lab report ready';
  const en = member ? `The ${orderName} report of ${member} is ready.` : `Your ${orderName} report is ready.`;
  const ar = member ? `تقرير ${orderName} الخاص بـ${member} جاهز.` : `تقرير ${orderName} الخاص بك جاهز.`;
  return { title, en, ar };
}

/**
 * The job: one LABREPORT notification per recipient (made once: `source_ref` is unique per person), and a
 * push to each. The bell sends a LABREPORT to /auth/diagnosticReports with the family member.
 */
export function labReportNotifier(db: Db, push: PushAdapter): JobHandler {
  return {
    async run(ctx) {
      const docNumber = String(ctx.job.payload['docNumber'] ?? '');
      const order = await findLabOrder(db as unknown as Kysely<any>, docNumber);
      if (!order) return 'done';
      const recipients = await recipientsOf(db, order.patientId, order.facilityCode);
      await db.transaction().execute(async (tx) => {
        for (const r of recipients) {
          const texts = labReportTexts(order.orderName, order.docType === 'RBF', r.familyMemberId ? r.firstName : null);
          const inserted = await sql<{ id: number }>`
            insert into patient_notifications (user_id, type, promotion_type, link, title, text_en, text_ar, family_member_id, source_ref)
            values (${r.userId}, 'LABREPORT', 'LABREPORT', null, ${texts.title}, ${texts.en}, ${texts.ar}, ${r.familyMemberId}, ${`lab:${docNumber}`})
            on conflict (user_id, family_member_id, source_ref) where source_ref is not null do nothing
            returning id`.execute(tx);
          if (inserted.rows.length) {
            // The hospital's system read the result to tell the person: the patient's "who saw my records" shows it.
            await audit(tx, { actorUserId: null, subjectUserId: r.userId, familyMemberId: r.familyMemberId || null, action: 'read', resource: 'lab-report', resourceId: docNumber, outcome: 'success', channel: null });
          }
          if (inserted.rows.length) await push.send(tx, { userIds: [r.userId], kind: 'LABREPORT', broadcastId: null, title: texts.title, body: texts.en, link: null, imageUrl: null });
        }
        await ctx.complete(tx);
      });
      return 'done';
    },
  };
}
