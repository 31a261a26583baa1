import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/envelope.js';
import { audit, patientRef } from '../audit/audit.js';
import { familyMembersOf } from '../family/identities.js';
import { addDays, daysBetween } from '@portal/shared/dates';
import { doctorNameIn, hospitalNameIn } from '../appointments/doctor-directory.js';
import { HisRefusedError, type HisAdapter, type LabOrderRow, type PatientRecord, type PersonIdentity } from '../../adapters/his/index.js';
import { drawReportPdf } from '../../adapters/his/report-drawing.js';
import type { AdapterLogger } from '../../adapters/logger.js';
import { MSG, phoneDigits, samePhone, type LabReportsData, type Medications } from '@portal/shared/contracts';
import { protectPdf, reportPassword } from './report-pdf.js';
import { ResultsService } from './results.js';
import { addReportGrant, hasReportGrant } from './repository.js';
import { accountPerson } from '../user/index.js';
import { fileContentProblem } from '../security/file-content.js';
import type { OtpService } from '../security/otp-service.js';
import type { Lang } from '../../http/lang.js';

/**
 * Diagnostic reports and medication (docs/product.md#reports). Every read is the caller's own records or a
 * family member's (403 otherwise) and every read — refusals too — goes to the audit log with who read,
 * whose record, what and when.
 */

export interface Caller {
  userId: number;
  ip?: string | null;
}

export interface Actor extends PersonIdentity {
  /** 0 = the account holder. */
  familyMemberId: number;
  relation: string;
}

/** How long a verified report code lets the account open that number's reports. */
export const REPORT_GRANT_MINUTES = 15;

const digits = phoneDigits;
const sameNumber = samePhone;

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The report of a result held by the release rules. */
export const RESULT_PENDING = 'Result pending review by your doctor';

export class RecordsService {
  private readonly results: ResultsService;

  constructor(
    private readonly db: Db,
    private readonly his: HisAdapter,
    private readonly otp: OtpService,
    private readonly logger: AdapterLogger,
  ) {
    this.results = new ResultsService(db, his);
  }

  async self(userId: number): Promise<Actor> {
    const person = await accountPerson(this.db, userId);
    if (!person) throw new AppError(401, 'Unauthorized');
    return { familyMemberId: 0, relation: 'Self', ...person };
  }

  private async actors(userId: number): Promise<Actor[]> {
    return [await this.self(userId), ...(await familyMembersOf(this.db, userId))];
  }

  private log(caller: Caller, e: { familyMemberId?: number | null; action: string; resource: string; resourceId?: string | number | null; outcome: 'success' | 'denied' | 'failed'; records?: readonly PatientRecord[] }) {
    return audit(this.db, {
      actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: e.familyMemberId || null, action: e.action, resource: e.resource, resourceId: e.resourceId ?? null,
      ip: caller.ip ?? null, outcome: e.outcome, patients: e.records?.map(patientRef),
    });
  }

  /**
   * Whether the caller may see the results of this person's reports now: their own, a member on the account's number,
   * or a member whose consent code (sent to her own number) the caller entered within the grant's lifetime. Without
   * it a report list shows when and where each order was made, and nothing of what it found.
   */
  private async mayReadResults(caller: Caller, actor: Actor, account: Actor): Promise<boolean> {
    if (actor.familyMemberId === 0 || sameNumber(actor, account)) return true;
    return this.hasGrant(caller.userId, actor.callingCode, actor.mobile);
  }

  private async refuse(caller: Caller, action: string, resource: string, resourceId: string | number | null, message?: string): Promise<never> {
    await audit(this.db, { actorUserId: caller.userId, subjectUserId: null, action, resource, resourceId, ip: caller.ip ?? null, outcome: 'denied' });
    throw forbidden(message);
  }

  /**
   * The person and their hospital registrations the call is about: familyMemberId picks the person
   * (0 = the caller), patientId (optional) narrows to one registration, which must be theirs.
   */
  private async subject(caller: Caller, q: { familyMemberId: number; patientId?: string }, resource: string): Promise<{ actor: Actor; records: PatientRecord[] }> {
    const all = await this.actors(caller.userId);
    const actor = all.find((a) => a.familyMemberId === q.familyMemberId);
    if (!actor) return this.refuse(caller, 'read', resource, `member:${q.familyMemberId}`);
    let records = await this.his.patientRecordsOf(actor);
    if (q.patientId) {
      records = records.filter((r) => r.patientId === q.patientId);
      if (records.length === 0) return this.refuse(caller, 'read', resource, `patient:${q.patientId}`);
    }
    return { actor, records };
  }

  /** Opaque key the hospital's API expects back with a PDF request; here a digest of the order and patient. */
  private securityKey(o: LabOrderRow) {
    return createHash('sha256').update(`${o.docNumber}:${o.patientId}`).digest('base64url').slice(0, 32);
  }

  /** Whether the caller verified a code for this number within the grant's lifetime. */
  private hasGrant(userId: number, callingCode: string, mobile: string) {
    return hasReportGrant(this.db, userId, digits(callingCode), digits(mobile));
  }

  /**
   * The hospital's document of the report, checked like an upload (a PDF that parses, without active content);
   * the results drawn by the portal when the hospital has none. A document that fails the check is refused,
   * named in the log, and the caller gets the spec's "try later".
   */
  private async reportDocument(caller: Caller, order: LabOrderRow, r: PatientRecord): Promise<Buffer> {
    const document = await this.his.reportDocument(order);
    if (document) {
      const problem = document.contentType.split(';')[0]!.trim().toLowerCase() !== 'application/pdf' ? 'not-a-pdf' : await fileContentProblem(document.bytes, 'pdf');
      if (!problem) return document.bytes;
      this.logger.warn({ his: 'report-document', resource: document.source, docNumber: order.docNumber, problem }, 'refused the hospital’s report document');
      await this.log(caller, { action: 'download', resource: 'lab-report-pdf', resourceId: order.docNumber, outcome: 'failed' });
      throw new HisRefusedError(MSG.somethingWentWrongTryLater, 502);
    }
    const tests = await this.his.labTests([order]);
    return drawReportPdf({
      patient: { firstName: r.firstName, lastName: r.lastName, dateOfBirth: r.dateOfBirth, patientId: r.patientId, genderId: r.genderId },
      order, tests,
    });
  }

  async labReports(caller: Caller, q: { familyMemberId: number; patientId?: string; startDate: string; endDate: string }, lang: Lang = 'en'): Promise<LabReportsData> {
    if (q.startDate > q.endDate) throw badRequest('startDate must not be after endDate');
    if (daysBetween(q.startDate, q.endDate) > 400) throw badRequest('endDate must be within 400 days of startDate');
    const { actor, records } = await this.subject(caller, q, 'lab-report');
    const orders = await this.his.labOrders(records.map((r) => r.patientId), q.startDate, q.endDate);
    const recordOf = new Map(records.map((r) => [r.patientId, r]));
    // The number decides whether the results show directly or after a code to the member's mobile.
    const account = await this.self(caller.userId);
    const released = await this.mayReadResults(caller, actor, account);
    const tests = released ? await this.his.labTests(orders) : [];
    // A result the release rules hold (a sensitive test, a critical value) waits for the clinician here too.
    const held = tests.length ? await this.results.heldResults(records.map((r) => r.patientId)) : new Set<string>();
    await this.log(caller, {
      familyMemberId: actor.familyMemberId, action: 'read', resource: released ? 'lab-report' : 'lab-report-orders', resourceId: `${q.startDate}..${q.endDate}:${orders.length}`, outcome: 'success',
      records: records.filter((r) => orders.some((o) => o.patientId === r.patientId)),
    });
    return {
      patientLabOrderDetails: orders.map((o) => ({
        docNumber: o.docNumber, orderDate: o.orderDate, docType: o.docType, facilityId: o.facilityCode, docPart: '1', docVersion: '1',
        encryptedSecurityKey: this.securityKey(o), patientId: o.patientId, his: recordOf.get(o.patientId)?.his ?? '',
        // What was ordered, by whom, and what it found wait for the member's code.
        orderName: released ? o.orderName : '', doctorName: released ? doctorNameIn(lang, o.doctorName) : '', status: o.status,
        facilityName: hospitalNameIn(lang, o.facilityCode), familyMemberId: actor.familyMemberId, patientName: `${actor.firstName} ${actor.lastName}`.trim(), patientDOB: actor.dateOfBirth,
        callingCode: actor.callingCode, mobileNo: actor.mobile, otpRequired: !released,
      })),
      patientLabTestDetails: tests.map((t) =>
        held.has(`${t.docNumber}|${t.testName}`)
          ? { docNumber: t.docNumber, testName: t.testName, value: '', unit: '', referenceRange: '', flag: '', pending: true }
          : { docNumber: t.docNumber, testName: t.testName, value: t.value, unit: t.unit, referenceRange: t.referenceRange, flag: t.flag }),
    };
  }

  async reportPdf(caller: Caller, q: { documentNumber: string; patientId?: string; skipPasswordProtection: boolean }): Promise<{ pdf: Buffer; fileName: string }> {
    const order = await this.his.labOrder(q.documentNumber);
    if (!order) {
      await this.log(caller, { action: 'download', resource: 'lab-report-pdf', resourceId: q.documentNumber, outcome: 'failed' });
      throw notFound('Report not found');
    }
    if (q.patientId && q.patientId !== order.patientId) return this.refuse(caller, 'download', 'lab-report-pdf', q.documentNumber);
    const all = await this.actors(caller.userId);
    let owner: { actor: Actor; record: PatientRecord } | undefined;
    for (const a of all) {
      const rec = (await this.his.patientRecordsOf(a)).find((r) => r.patientId === order.patientId);
      if (rec) { owner = { actor: a, record: rec }; break; }
    }
    if (!owner) return this.refuse(caller, 'download', 'lab-report-pdf', q.documentNumber);
    const account = all[0]!;
    if (!(await this.mayReadResults(caller, owner.actor, account))) {
      return this.refuse(caller, 'download', 'lab-report-pdf', q.documentNumber, 'OTP verification required');
    }
    const r = owner.record;
    // The report of a result the release rules hold waits for the clinician, as the result does.
    if ([...(await this.results.heldResults([r.patientId]))].some((k) => k.startsWith(`${order.docNumber}|`))) {
      return this.refuse(caller, 'download', 'lab-report-pdf', q.documentNumber, RESULT_PENDING);
    }
    const document = await this.reportDocument(caller, order, r);
    const pdf = q.skipPasswordProtection ? document : await protectPdf(document, reportPassword(r.firstName, r.dateOfBirth));
    await this.log(caller, { familyMemberId: owner.actor.familyMemberId, action: q.skipPasswordProtection ? 'read' : 'download', resource: 'lab-report-pdf', resourceId: order.docNumber, outcome: 'success', records: [r] });
    return { pdf, fileName: `${order.docNumber}.pdf` };
  }

  /** Sends a report code to a family member's own number (not needed, and refused, for the account's number). */
  async sendFamilyOtp(caller: Caller, q: { callingCode: string; mobile: string }, lang: Lang, brand?: string) {
    const all = await this.actors(caller.userId);
    const account = all[0]!;
    const member = all.find((a) => a.familyMemberId !== 0 && sameNumber(a, q));
    if (!member) return this.refuse(caller, 'send-otp', 'lab-report', `${digits(q.callingCode)}${digits(q.mobile)}`);
    if (sameNumber(member, account)) throw badRequest('This number is the account number: no code is needed');
    const { referenceId } = await this.otp.issue({ purpose: 'report', callingCode: digits(member.callingCode), mobile: digits(member.mobile), userId: caller.userId, payload: { familyMemberId: member.familyMemberId }, lang, brand });
    await this.log(caller, { familyMemberId: member.familyMemberId, action: 'send-otp', resource: 'lab-report', resourceId: referenceId, outcome: 'success' });
    return { referenceId };
  }

  async verifyFamilyOtp(caller: Caller, q: { callingCode: string; mobile: string; otp: string }) {
    const target = { purpose: 'report' as const, callingCode: digits(q.callingCode), mobile: digits(q.mobile) };
    const check = await this.otp.consume(target, q.otp, (row) => row.userId === caller.userId);
    if (!check.ok) {
      await this.log(caller, { action: 'verify-otp', resource: 'lab-report', resourceId: `${target.callingCode}${target.mobile}`, outcome: 'failed' });
      throw new AppError(400, 'Invalid OTP', 'Invalid');
    }
    await addReportGrant(this.db, caller.userId, target.callingCode, target.mobile, REPORT_GRANT_MINUTES);
    const familyMemberId = Number((check.otp.payload as { familyMemberId?: number } | null)?.familyMemberId ?? 0);
    await this.log(caller, { familyMemberId, action: 'verify-otp', resource: 'lab-report', resourceId: `${target.callingCode}${target.mobile}`, outcome: 'success' });
    return { validOtp: true, expiresInMinutes: REPORT_GRANT_MINUTES };
  }

  async medications(caller: Caller, q: { familyMemberId: number; patientId?: string }, lang: Lang = 'en'): Promise<Medications> {
    const { actor, records } = await this.subject(caller, q, 'medication');
    const rows = await this.his.medications(records.map((r) => r.patientId));
    const today = todayIso();
    const view = rows.map((m) => ({
      id: m.id, brandName: m.brandName, genericName: m.genericName, frequency: m.frequency, duration: m.durationDays, creationDate: m.creationDate,
      endDate: addDays(m.creationDate, m.durationDays), physicianNo: m.physicianNo, doctorName: doctorNameIn(lang, m.doctorName, m.physicianNo), doctorImage: '', patientId: m.patientId,
      facilityId: m.facilityCode, facilityName: hospitalNameIn(lang, m.facilityCode), familyMemberId: actor.familyMemberId,
    }));
    await this.log(caller, { familyMemberId: actor.familyMemberId, action: 'read', resource: 'medication', resourceId: `count:${rows.length}`, outcome: 'success', records: records.filter((r) => rows.some((m) => m.patientId === r.patientId)) });
    // Active until the last day of the course (creation date + duration days, exclusive).
    return { activeMedications: view.filter((m) => m.endDate > today), pastMedications: view.filter((m) => m.endDate <= today) };
  }

  /** Reports of the last 30 days of the caller and every family member (notifications, dashboard). */
  async activeLabReports(caller: Caller) {
    const all = await this.actors(caller.userId);
    const to = todayIso();
    const from = addDays(to, -30);
    const out: { docNumber: string; orderDate: string; docType: string; orderName: string; facilityId: string; familyMemberId: number; patientName: string }[] = [];
    const read: PatientRecord[] = [];
    for (const a of all) {
      const records = await this.his.patientRecordsOf(a);
      const released = await this.mayReadResults(caller, a, all[0]!);
      for (const o of await this.his.labOrders(records.map((r) => r.patientId), from, to)) {
        out.push({ docNumber: o.docNumber, orderDate: o.orderDate, docType: o.docType, orderName: released ? o.orderName : '', facilityId: o.facilityCode, familyMemberId: a.familyMemberId, patientName: `${a.firstName} ${a.lastName}`.trim() });
        const r = records.find((x) => x.patientId === o.patientId);
        if (r) read.push(r);
      }
    }
    out.sort((x, y) => y.orderDate.localeCompare(x.orderDate));
    await this.log(caller, { action: 'read', resource: 'lab-report-orders', resourceId: `active:${out.length}`, outcome: 'success', records: read });
    return { count: out.length, reports: out };
  }
}
