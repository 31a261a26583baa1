import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { PushAdapter } from '../../adapters/push/index.js';
import type { HisAdapter } from '../../adapters/his/index.js';
import { enqueue } from '../jobs/queue.js';
import { samePhone } from '@portal/shared/contracts';
import { audit, patientRef } from '../audit/audit.js';
import { accountsClaimingDocument } from '../user/index.js';
import { membersWithDocument } from '../family/identities.js';
import type { JobHandler } from '../jobs/worker.js';
import type { SmsAdapter } from '../../adapters/sms/index.js';
import type { AdapterLogger } from '../../adapters/logger.js';
import { resultReleaseRules } from '../records/index.js';
import { releaseOf } from '../records/results-rules.js';

/** The queue of "a result arrived in the HIS" events (jobs module). */
export const LAB_REPORT_QUEUE = 'labreport.notify';

/**
 * A lab or radiology result arrived in the HIS: queue its notification. The embedded HIS calls this
 * when an order gets its results (`POST /api/dev/his/labresult`); pass the transaction that stored them.
 */
export function labResultArrived(db: Db, docNumber: string): Promise<number> {
  return enqueue(db, LAB_REPORT_QUEUE, { docNumber });
}

export interface LabReportRecipient {
  userId: number;
  /** 0 = the account holder; else the family member of `userId` the result belongs to. */
  familyMemberId: number;
  firstName: string;
  /** The member is on another number than the account's: what the report is waits for her consent code. */
  needsCode: boolean;
}

/**
 * Who is told about a result of this HIS registration: the active accounts the registration is proven to belong to
 * (it carries the account's number, or UAE PASS asserted its document: `isRegistrationOf`), and the accounts that
 * hold its patient as a family member on the registration's number — the same rule the reports pages use to show
 * the report. An account that only claims the document in its profile is told nothing.
 */
export async function recipientsOf(db: Db, his: HisAdapter, patientId: string, facilityCode: string): Promise<LabReportRecipient[]> {
  const record = await his.findPatientRecord(patientId, facilityCode);
  if (!record || !record.documentId) return [];
  const doc = { documentTypeId: record.documentTypeId, documentId: record.documentId.replace(/[\s-]/g, '') };
  const registered = { callingCode: record.callingCode, mobile: record.mobileNo };
  const holders = (await accountsClaimingDocument(db, doc)).filter((a) => samePhone(a, registered) || a.documentVerified);
  const members = (await membersWithDocument(db, doc)).filter((m) => samePhone(m, registered));
  return [
    ...holders.map((a) => ({ userId: a.userId, familyMemberId: 0, firstName: a.firstName, needsCode: false })),
    ...members.map((m) => ({ userId: m.userId, familyMemberId: m.familyMemberId, firstName: m.firstName, needsCode: !samePhone(m, m.holder) })),
  ];
}

/** The notification's texts; the bell shows its own translated title for LABREPORT. */
export function labReportTexts(orderName: string, radiology: boolean, member: string | null) {
  const title = radiology ? 'Radiology report ready' : 'Lab report ready';
  if (!orderName) {
    // Without the test's name (a member's report waiting for her code).
    const kind = radiology ? { en: 'radiology', ar: 'الأشعة' } : { en: 'lab', ar: 'المختبر' };
    return {
      title,
      en: member ? `A new ${kind.en} report of ${member} is ready.` : `Your new ${kind.en} report is ready.`,
      ar: member ? `تقرير ${kind.ar} الجديد الخاص بـ${member} جاهز.` : `تقرير ${kind.ar} الجديد الخاص بك جاهز.`,
    };
  }
  const en = member ? `The ${orderName} report of ${member} is ready.` : `Your ${orderName} report is ready.`;
  const ar = member ? `تقرير ${orderName} الخاص بـ${member} جاهز.` : `تقرير ${orderName} الخاص بك جاهز.`;
  return { title, en, ar };
}

/**
 * The notice of new laboratory results: the bell's text, and the SMS, which carries neither a value nor a test's
 * name (a text message is read on a lock screen), in the recipient's language.
 */
export const RESULTS_NOTICE = {
  title: 'New results',
  en: 'New results are ready in your portal.',
  ar: 'نتائج جديدة جاهزة في بوابتك.',
} as const;

/**
 * When an order's laboratory results may be told: now when one of them is released; else (every one held by the
 * release rules) at the earliest moment one will be; null when the order has none the patient will see.
 */
async function resultsDue(db: Db, his: HisAdapter, order: { docNumber: string; patientId: string }, now: Date): Promise<Date | null> {
  const results = (await his.observations([order.patientId])).filter((o) => o.docNumber === order.docNumber);
  if (results.length === 0) return null;
  const rules = await resultReleaseRules(db);
  let due: Date | null = null;
  for (const o of results) {
    const r = releaseOf(o, rules, now);
    if (r.state === 'released') return now;
    if (r.until && (!due || r.until < due)) due = r.until;
  }
  return due;
}

/**
 * The job. A radiology report: one LABREPORT notification per recipient (made once: `source_ref` is unique per
 * person), and a push to each; the bell sends it to /auth/diagnosticReports with the family member. Laboratory
 * results: one RESULTS notification per recipient (to /auth/results), a push, and an SMS in the recipient's
 * language, once, when the first of the order's results is released: a job for results still held runs again
 * when the release rules let the first one go (a clinician's release in the hospital queues it again too).
 */
export function labReportNotifier(db: Db, his: HisAdapter, push: PushAdapter, sms: SmsAdapter, log?: AdapterLogger): JobHandler {
  return {
    async run(ctx) {
      const docNumber = String(ctx.job.payload['docNumber'] ?? '');
      const order = await his.labOrder(docNumber);
      if (!order) return 'done';
      const recipients = await recipientsOf(db, his, order.patientId, order.facilityCode);
      if (order.docType === 'LAB') {
        const now = new Date();
        const due = await resultsDue(db, his, order, now);
        if (due && due > now) {
          await db.transaction().execute(async (tx) => {
            await enqueue(tx, LAB_REPORT_QUEUE, { docNumber }, { runAt: due });
            await ctx.complete(tx);
          });
          return 'done';
        }
        if (due) {
          // One transaction per person for the notice; the SMS goes once that notice is committed (the embedded SMS
          // writes with its own connection, and a text is never sent for a notice that did not commit). A notice is
          // made once, so its text is sent at most once: a text the gateway refused is logged, not sent again.
          for (const r of recipients) {
            const to = await db.transaction().execute(async (tx) => {
              const inserted = await sql<{ id: number }>`
                insert into patient_notifications (user_id, type, promotion_type, link, title, text_en, text_ar, family_member_id, source_ref)
                values (${r.userId}, 'RESULTS', 'RESULTS', null, ${RESULTS_NOTICE.title}, ${RESULTS_NOTICE.en}, ${RESULTS_NOTICE.ar}, ${r.familyMemberId}, ${`results:${docNumber}`})
                on conflict (user_id, family_member_id, source_ref) where source_ref is not null do nothing
                returning id`.execute(tx);
              if (!inserted.rows.length) return null;
              await audit(tx, { actorUserId: null, subjectUserId: r.userId, familyMemberId: r.familyMemberId || null, action: 'read', resource: 'lab-report', resourceId: docNumber, outcome: 'success', channel: null });
              await push.send(tx, { userIds: [r.userId], kind: 'RESULTS', broadcastId: null, title: RESULTS_NOTICE.title, body: RESULTS_NOTICE.en, link: null, imageUrl: null });
              const account = await sql<{ calling_code: string; mobile: string; preferred_lang: string }>`select calling_code, mobile, preferred_lang from users where id = ${r.userId}`.execute(tx);
              return account.rows[0] ?? null;
            });
            if (!to) continue;
            try {
              await sms.send({ callingCode: to.calling_code, mobile: to.mobile }, to.preferred_lang === 'ar' ? RESULTS_NOTICE.ar : RESULTS_NOTICE.en);
            } catch (err) {
              log?.warn({ err: (err as Error).message, userId: r.userId, docNumber }, 'the results SMS was not handed over');
            }
          }
        }
        await db.transaction().execute((tx) => ctx.complete(tx));
        return 'done';
      }
      await db.transaction().execute(async (tx) => {
        for (const r of recipients) {
          // A member on her own number: the name of the test waits for her code too.
          const texts = labReportTexts(r.needsCode ? '' : order.orderName, order.docType === 'RBF', r.familyMemberId ? r.firstName : null);
          const inserted = await sql<{ id: number }>`
            insert into patient_notifications (user_id, type, promotion_type, link, title, text_en, text_ar, family_member_id, source_ref)
            values (${r.userId}, 'LABREPORT', 'LABREPORT', null, ${texts.title}, ${texts.en}, ${texts.ar}, ${r.familyMemberId}, ${`lab:${docNumber}`})
            on conflict (user_id, family_member_id, source_ref) where source_ref is not null do nothing
            returning id`.execute(tx);
          if (inserted.rows.length) {
            // The hospital's system read the result to tell the person: the patient's "who saw my records" shows it.
            await audit(tx, { actorUserId: null, subjectUserId: r.userId, familyMemberId: r.familyMemberId || null, action: 'read', resource: 'lab-report', resourceId: docNumber, outcome: 'success', channel: null, patients: [patientRef(order)] });
          }
          if (inserted.rows.length) await push.send(tx, { userIds: [r.userId], kind: 'LABREPORT', broadcastId: null, title: texts.title, body: texts.en, link: null, imageUrl: null });
        }
        await ctx.complete(tx);
      });
      return 'done';
    },
  };
}
