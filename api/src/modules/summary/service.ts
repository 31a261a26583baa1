import { randomUUID } from 'node:crypto';
import type { Bundle } from '@medplum/fhirtypes';
import { addDays } from '@portal/shared/dates';
import { phoneDigits, samePhone, type SummarySection } from '@portal/shared/contracts';
import type { HisAdapter, PatientRecord, PersonIdentity } from '../../adapters/his/index.js';
import type { Db } from '../../db/schema.js';
import { AppError, forbidden } from '../../http/envelope.js';
import { audit, patientRef } from '../audit/audit.js';
import { familyMembersOf } from '../family/identities.js';
import { hasReportGrant } from '../records/index.js';
import { ResultsService } from '../records/results.js';
import { accountPerson } from '../user/index.js';
import { assembleIps, SUMMARY_LOOKBACK_DAYS, type SummaryData, type SummaryTable } from './ips.js';
import { ipsProblems } from './ips-check.js';
import type { SummaryLang } from './ips-texts.js';
import { drawSummaryPdf } from './summary-pdf.js';

/**
 * The patient's summary (International Patient Summary) from the hospital port, for the caller or a family member:
 * the member's summary only with the member's consent when the member's number is not the account's (a code sent to
 * that number and verified: the report grant of the records module). Every read, refusals too, is audited.
 */

export interface Caller {
  userId: number;
  ip?: string | null;
}

export interface SummarySubject {
  person: PersonIdentity;
  /** 0 = the account holder. */
  familyMemberId: number;
  records: PatientRecord[];
}

const digits = phoneDigits;

export class SummaryService {
  constructor(
    private readonly db: Db,
    private readonly his: HisAdapter,
  ) {}

  private async refuse(caller: Caller, action: string, familyMemberId: number, message?: string): Promise<never> {
    await audit(this.db, { actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: familyMemberId || null, action, resource: 'summary', resourceId: `member:${familyMemberId}`, ip: caller.ip ?? null, outcome: 'denied' });
    throw forbidden(message);
  }

  /** Whose summary: the caller (0) or one of their family members, with the member's consent when it has another number. */
  async subject(caller: Caller, familyMemberId: number, action: string): Promise<SummarySubject> {
    const self = await accountPerson(this.db, caller.userId);
    if (!self) throw new AppError(401, 'Unauthorized');
    let person: PersonIdentity = self;
    if (familyMemberId !== 0) {
      const member = (await familyMembersOf(this.db, caller.userId)).find((m) => m.familyMemberId === familyMemberId);
      if (!member) return this.refuse(caller, action, familyMemberId);
      const sameNumber = samePhone(member, self);
      if (!sameNumber && !(await hasReportGrant(this.db, caller.userId, digits(member.callingCode), digits(member.mobile)))) {
        return this.refuse(caller, action, familyMemberId, 'OTP verification required');
      }
      person = member;
    }
    return { person, familyMemberId, records: await this.his.patientRecordsOf(person) };
  }

  /** The account holder's own registrations, those the hospital says are theirs by proof. */
  async ownRegistrations(userId: number): Promise<PatientRecord[]> {
    const self = await accountPerson(this.db, userId);
    return self ? this.his.patientRecordsOf(self) : [];
  }

  /** Everything the summary shows, from the hospital. */
  async gather(s: SummarySubject, now: Date): Promise<SummaryData> {
    const ids = s.records.map((r) => r.patientId);
    const today = now.toISOString().slice(0, 10);
    const [conditions, allergies, medications, orders, immunizations] = await Promise.all([
      this.his.conditions(ids), this.his.allergies(ids), this.his.medications(ids), this.his.labOrders(ids, addDays(today, -SUMMARY_LOOKBACK_DAYS), today), this.his.immunizations(ids),
    ]);
    // Results the release rules hold (a sensitive test, a critical value) wait for the clinician: not in the summary.
    const held = await new ResultsService(this.db, this.his, () => now).heldResults(ids);
    const tests = (await this.his.labTests(orders)).filter((t) => !held.has(`${t.docNumber}|${t.testName}`));
    return { person: s.person, records: s.records, conditions, allergies, medications, orders, tests, immunizations };
  }

  /** The summary as a FHIR document; refused (500) should it ever break the profile's rules. */
  async document(s: SummarySubject, sections: readonly SummarySection[], lang: SummaryLang, now = new Date()): Promise<{ bundle: Bundle; tables: SummaryTable[] }> {
    const data = await this.gather(s, now);
    const { bundle, tables } = assembleIps(data, { sections, lang, now, seed: randomUUID() });
    const problems = ipsProblems(bundle);
    if (problems.length) throw new Error(`the patient summary breaks the IPS rules: ${problems.join('; ')}`);
    return { bundle, tables };
  }

  async summary(caller: Caller, q: { familyMemberId: number; sections: readonly SummarySection[]; lang: SummaryLang }): Promise<Bundle> {
    const s = await this.subject(caller, q.familyMemberId, 'read');
    const { bundle } = await this.document(s, q.sections, q.lang);
    await audit(this.db, { actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: q.familyMemberId || null, action: 'read', resource: 'summary', resourceId: null, ip: caller.ip ?? null, outcome: 'success', patients: s.records.map(patientRef) });
    return bundle;
  }

  async pdf(caller: Caller, q: { familyMemberId: number; sections: readonly SummarySection[]; lang: SummaryLang }): Promise<{ pdf: Buffer; fileName: string }> {
    const s = await this.subject(caller, q.familyMemberId, 'download');
    const now = new Date();
    const { tables } = await this.document(s, q.sections, q.lang, now);
    const pdf = await drawSummaryPdf({ person: s.person, records: s.records, tables, lang: q.lang, now });
    await audit(this.db, { actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: q.familyMemberId || null, action: 'download', resource: 'summary', resourceId: 'pdf', ip: caller.ip ?? null, outcome: 'success', patients: s.records.map(patientRef) });
    return { pdf, fileName: `health-summary-${now.toISOString().slice(0, 10)}.pdf` };
  }
}
