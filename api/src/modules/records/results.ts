import type { Db } from '../../db/schema.js';
import { AppError, forbidden } from '../../http/envelope.js';
import type { Lang } from '../../http/lang.js';
import type { HisAdapter, HisObservation, PatientRecord } from '../../adapters/his/index.js';
import { phoneDigits, samePhone, type LabResultTrend, type LabResultsData, type ResultReleaseRules, type ResultSummary, type ResultValue } from '@portal/shared/contracts';
import { audit, patientRef } from '../audit/audit.js';
import { familyMembersOf } from '../family/identities.js';
import { hospitalNameIn } from '../appointments/doctor-directory.js';
import { accountPerson } from '../user/index.js';
import { hasReportGrant, resultReleaseRules } from './repository.js';
import { rangePosition, releaseOf, resultFlag, resultKey } from './results-rules.js';
import type { Actor, Caller } from './service.js';

/**
 * Laboratory results with their context (the results page and a test's trend): the values the hospital reports for
 * the caller or a family member, with range, flag and release state. Whose records and what a member's number needs
 * are the reports' rules: the person is the caller (family member 0) or one of the caller's family members, their
 * registrations the hospital's (`his.patientRecordsOf`); a member whose mobile differs from the account's needs a
 * live report grant (the code sent to her number) before any value, range or flag is answered. Every read, and every
 * refusal, goes to the audit log (`lab-result`), and so to "who saw my records".
 */

const digits = phoneDigits;
const sameNumber = samePhone;

interface Subject {
  actor: Actor;
  records: PatientRecord[];
  /** Values withheld until the code to the member's number is verified. */
  locked: boolean;
}

export class ResultsService {
  constructor(
    private readonly db: Db,
    private readonly his: HisAdapter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The results of these registrations the release rules hold now, as `<doc number>|<test name>`: for the reports list
   * and the report PDF, which show a report's results as the hospital sent them (they should blank these, and hold
   * back the PDF of a report that has one, with 'Result pending review by your doctor').
   */
  async heldResults(patientIds: string[]): Promise<Set<string>> {
    if (patientIds.length === 0) return new Set();
    const [observations, rules] = await Promise.all([this.his.observations(patientIds), this.releaseRules()]);
    const now = this.now();
    return new Set(observations.filter((o) => o.docNumber && releaseOf(o, rules, now).state === 'pending').map((o) => `${o.docNumber}|${o.name}`));
  }

  /** The release rules in force (the database's, with the defaults the migration wrote). */
  releaseRules(): Promise<ResultReleaseRules> {
    return resultReleaseRules(this.db);
  }

  private async subject(caller: Caller, familyMemberId: number, what: string): Promise<Subject> {
    const self = await accountPerson(this.db, caller.userId);
    if (!self) throw new AppError(401, 'Unauthorized');
    const account: Actor = { familyMemberId: 0, relation: 'Self', ...self };
    const actor = familyMemberId === 0 ? account : (await familyMembersOf(this.db, caller.userId)).find((m) => m.familyMemberId === familyMemberId);
    if (!actor) {
      await audit(this.db, { actorUserId: caller.userId, subjectUserId: null, action: 'read', resource: 'lab-result', resourceId: `${what}:member:${familyMemberId}`, ip: caller.ip ?? null, outcome: 'denied' });
      throw forbidden();
    }
    const records = await this.his.patientRecordsOf(actor);
    const locked = actor.familyMemberId !== 0 && !sameNumber(actor, account) && !(await hasReportGrant(this.db, caller.userId, digits(actor.callingCode), digits(actor.mobile)));
    return { actor, records, locked };
  }

  private read(caller: Caller, s: Subject, resourceId: string) {
    return audit(this.db, {
      actorUserId: caller.userId, subjectUserId: caller.userId, familyMemberId: s.actor.familyMemberId || null, action: 'read', resource: 'lab-result',
      resourceId: s.locked ? `${resourceId}:locked` : resourceId, ip: caller.ip ?? null, outcome: 'success', patients: s.records.map(patientRef),
    });
  }

  /** One value as the patient may see it now: released with its range and flag, or pending / locked with none of them. */
  private valueOf(o: HisObservation, s: Subject, rules: ResultReleaseRules, lang: Lang): ResultValue {
    const base = { id: o.id, date: o.effectiveDate, unit: o.unit, facilityId: o.facilityCode, facilityName: hospitalNameIn(lang, o.facilityCode), docNumber: o.docNumber };
    const hidden = { value: null, valueText: null, low: null, high: null, rangeText: '', flag: null, position: null };
    if (s.locked) return { ...base, ...hidden, state: 'locked' };
    if (releaseOf(o, rules, this.now()).state === 'pending') return { ...base, ...hidden, state: 'pending' };
    return {
      ...base, state: 'released', value: o.value, valueText: o.valueText, low: o.low, high: o.high, rangeText: o.rangeText,
      flag: resultFlag(o), position: rangePosition(o),
    };
  }

  private subjectFields(s: Subject) {
    return {
      familyMemberId: s.actor.familyMemberId, patientName: `${s.actor.firstName} ${s.actor.lastName}`.trim(), otpRequired: s.locked,
      callingCode: s.actor.callingCode, mobileNo: s.actor.mobile,
    };
  }

  /** Every test's latest value (of all the person's registrations), with how many values it has over time. */
  async list(caller: Caller, q: { familyMemberId: number }, lang: Lang = 'en'): Promise<LabResultsData> {
    const s = await this.subject(caller, q.familyMemberId, 'list');
    // A member on her own number before her code: not even which tests she had.
    if (s.locked) {
      await this.read(caller, s, 'list:locked');
      return { ...this.subjectFields(s), results: [] };
    }
    const [observations, rules] = await Promise.all([this.his.observations(s.records.map((r) => r.patientId)), this.releaseRules()]);
    const byKey = new Map<string, HisObservation[]>();
    for (const o of observations) byKey.set(resultKey(o), [...(byKey.get(resultKey(o)) ?? []), o]);
    const results: ResultSummary[] = [...byKey].map(([key, values]) => {
      const latest = values.reduce((a, b) => (b.effectiveDate >= a.effectiveDate ? b : a));
      return { key, code: latest.code, name: latest.name, panel: latest.panel, latest: this.valueOf(latest, s, rules, lang), count: values.length };
    });
    results.sort((a, b) => a.panel.localeCompare(b.panel) || a.name.localeCompare(b.name));
    await this.read(caller, s, `list:${results.length}`);
    return { ...this.subjectFields(s), results };
  }

  /** One test's values over time, oldest first; an unknown test is an empty trend. */
  async trend(caller: Caller, q: { familyMemberId: number; key: string }, lang: Lang = 'en'): Promise<LabResultTrend> {
    const s = await this.subject(caller, q.familyMemberId, 'trend');
    if (s.locked) {
      await this.read(caller, s, 'trend:locked');
      return { ...this.subjectFields(s), key: q.key, code: '', name: '', unit: '', values: [] };
    }
    const [observations, rules] = await Promise.all([this.his.observations(s.records.map((r) => r.patientId)), this.releaseRules()]);
    const mine = observations.filter((o) => resultKey(o) === q.key);
    const latest = mine[mine.length - 1];
    await this.read(caller, s, `trend:${q.key}:${mine.length}`);
    return {
      ...this.subjectFields(s), key: q.key, code: latest?.code ?? '', name: latest?.name ?? '', unit: latest?.unit ?? '',
      values: mine.map((o) => this.valueOf(o, s, rules, lang)),
    };
  }
}
