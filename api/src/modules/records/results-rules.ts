import type { RangePosition, ResultFlag, ResultReleaseRules } from '@portal/shared/contracts';
import type { HisObservation } from '../../adapters/his/types.js';

/**
 * The rules of laboratory results with their context: the flag a value gets, where it sits against its range, and
 * whether the patient may see it yet (release rules). Pure functions of a result and the rules, so they are tested
 * alone (`results-rules.test.ts`).
 */

// HL7 v3 ObservationInterpretation codes as the portal words them.
const CRITICAL = new Set(['HH', 'LL', 'AA', 'H>', 'L<']);
const HIGH = new Set(['H', 'HU', '>']);
const LOW = new Set(['L', 'LU', '<']);
const ABNORMAL = new Set(['A', 'POS', 'DET', 'R', 'IND', 'E']);
const NORMAL = new Set(['N', 'NEG', 'ND', 'S']);

type Measured = Pick<HisObservation, 'value' | 'low' | 'high'>;

/** A number against the range's bounds; null for a result in words or a range without bounds. */
export function rangePosition(o: Measured): RangePosition | null {
  if (o.value === null || (o.low === null && o.high === null)) return null;
  if (o.high !== null && o.value > o.high) return 'above';
  if (o.low !== null && o.value < o.low) return 'below';
  return 'within';
}

/**
 * The flag in words: the laboratory's interpretation when it gave one (it knows the age- and sex-specific ranges and
 * the critical limits), else the number against the range; unknown when neither says.
 */
export function resultFlag(o: Measured & Pick<HisObservation, 'interpretation'>): ResultFlag {
  const code = o.interpretation?.trim().toUpperCase();
  if (code) {
    if (CRITICAL.has(code)) return 'critical';
    if (HIGH.has(code)) return 'high';
    if (LOW.has(code)) return 'low';
    if (ABNORMAL.has(code)) return 'abnormal';
    if (NORMAL.has(code)) return 'normal';
  }
  const position = rangePosition(o);
  return position === 'above' ? 'high' : position === 'below' ? 'low' : position === 'within' ? 'normal' : 'unknown';
}

/** The rules' defaults (the migration writes the same into the database, where an administrator reads them). */
export const DEFAULT_RELEASE_RULES: ResultReleaseRules = {
  sensitiveHoldDays: 7,
  criticalHoldDays: 2,
  criticalInterpretations: ['HH', 'LL', 'AA'],
  sensitiveTests: [
    { code: '56888-1', name: 'HIV 1+2 antibodies and HIV 1 p24 antigen' },
    { code: '75622-1', name: 'HIV 1+2 antibodies and HIV 1 p24 antigen (4th generation)' },
    { code: '7917-8', name: 'HIV 1 antibodies' },
    { code: '2118-8', name: 'Pregnancy test (hCG), serum' },
    { code: '2106-3', name: 'Pregnancy test (hCG), urine' },
    { code: '22637-3', name: 'Pathology report, final diagnosis (histopathology)' },
    { code: '60568-3', name: 'Pathology synoptic report (histopathology)' },
    { code: '51969-4', name: 'Genetic analysis report' },
    { code: '55232-3', name: 'Genetic analysis summary' },
  ],
};

export type Release =
  | { state: 'released' }
  /** not-final: the laboratory has not finished it; sensitive / critical: held by the rules until `until` (or a clinician's release). */
  | { state: 'pending'; reason: 'not-final' | 'sensitive' | 'critical'; until: Date | null };

/**
 * Whether the patient sees a result now. A result the laboratory has not finished (registered, preliminary) is
 * pending. A sensitive test's result, or a critical one, is held until a clinician releases it (the hospital says so)
 * or until the rule's number of days after the hospital issued it has passed; every other result is released.
 */
export function releaseOf(o: Pick<HisObservation, 'status' | 'code' | 'interpretation' | 'issued' | 'releasedAt'>, rules: ResultReleaseRules, now: Date): Release {
  if (o.status === 'registered' || o.status === 'preliminary') return { state: 'pending', reason: 'not-final', until: null };
  if (o.releasedAt) return { state: 'released' };
  const sensitive = rules.sensitiveTests.some((t) => t.code === o.code);
  const critical = rules.criticalInterpretations.includes(o.interpretation?.trim().toUpperCase() ?? '');
  if (!sensitive && !critical) return { state: 'released' };
  const days = sensitive ? rules.sensitiveHoldDays : rules.criticalHoldDays;
  const issued = new Date(o.issued);
  const until = new Date((Number.isNaN(issued.getTime()) ? now.getTime() : issued.getTime()) + days * 86_400_000);
  return now >= until ? { state: 'released' } : { state: 'pending', reason: sensitive ? 'sensitive' : 'critical', until };
}

/** The trend page's key of a test: its LOINC code, else its name (a hospital's own test without a code). */
export const resultKey = (o: Pick<HisObservation, 'code' | 'name'>) => o.code || `name:${o.name.trim().toLowerCase()}`;
