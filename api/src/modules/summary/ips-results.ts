import type { DiagnosticReport, Observation } from '@medplum/fhirtypes';
import type { LabOrderRow, LabTestRow } from '../../adapters/his/types.js';
import { ddmmyyyy, summaryTexts, wordFor, type SummaryLang } from './ips-texts.js';

/**
 * The results section of the patient summary, from the hospital's lab and radiology orders and their tests: one
 * DiagnosticReport per order with an Observation per test. Kept apart so that it can read the hospital's laboratory
 * observations (with their coded reference ranges) instead of the order's test rows, with no change elsewhere.
 */

export interface ResultsContext {
  lang: SummaryLang;
  patientRef: string;
  /** The Organization of a facility (the report's performer). */
  organizationRef: (facilityCode: string) => string;
  /** A new entry's address (`urn:uuid:…`), stable for the same key. */
  fullUrl: (key: string) => string;
}

export interface SectionPart {
  /** The resources the section brings into the Bundle, with their addresses. */
  resources: { fullUrl: string; resource: DiagnosticReport | Observation }[];
  /** What the section's entries point at. */
  entries: string[];
  /** The narrative table's rows (already in the document's language). */
  rows: string[][];
  head: string[];
}

const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const NUMBER = /^-?\d+(\.\d+)?$/;

export function resultsSection(orders: LabOrderRow[], tests: LabTestRow[], ctx: ResultsContext): SectionPart {
  const t = summaryTexts(ctx.lang);
  const part: SectionPart = { resources: [], entries: [], rows: [], head: [t.columns.test, t.columns.result, t.columns.range, t.columns.flag, t.columns.date] };
  for (const o of orders) {
    const mine = tests.filter((x) => x.docNumber === o.docNumber);
    const category = o.docType === 'RBF' ? 'imaging' : 'laboratory';
    const observationUrls = mine.map((x, i) => {
      const fullUrl = ctx.fullUrl(`observation:${o.docNumber}:${i}`);
      const observation: Observation = {
        resourceType: 'Observation',
        status: 'final',
        category: [{ coding: [{ system: CATEGORY, code: category }] }],
        code: { text: x.testName },
        subject: { reference: ctx.patientRef },
        effectiveDateTime: o.orderDate,
        performer: [{ reference: ctx.organizationRef(o.facilityCode) }],
        ...(x.unit && NUMBER.test(x.value) ? { valueQuantity: { value: Number(x.value), unit: x.unit } } : { valueString: x.unit ? `${x.value} ${x.unit}` : x.value }),
        ...(x.referenceRange ? { referenceRange: [{ text: x.referenceRange }] } : {}),
        ...(x.flag ? { interpretation: [{ coding: [{ system: INTERPRETATION, code: x.flag }] }] } : {}),
      };
      part.resources.push({ fullUrl, resource: observation });
      part.rows.push([`${o.orderName}: ${x.testName}`, [x.value, x.unit].filter(Boolean).join(' '), x.referenceRange, wordFor(t.flag, x.flag), ddmmyyyy(o.orderDate)]);
      return fullUrl;
    });
    const reportUrl = ctx.fullUrl(`report:${o.docNumber}`);
    const report: DiagnosticReport = {
      resourceType: 'DiagnosticReport',
      status: 'final',
      identifier: [{ system: 'urn:patient-portal:his:doc-number', value: o.docNumber }],
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: o.docType === 'RBF' ? 'RAD' : 'LAB' }] }],
      code: { text: o.orderName },
      subject: { reference: ctx.patientRef },
      effectiveDateTime: o.orderDate,
      performer: [{ reference: ctx.organizationRef(o.facilityCode) }],
      ...(o.doctorName ? { resultsInterpreter: [{ display: o.doctorName }] } : {}),
      result: observationUrls.map((reference) => ({ reference })),
    };
    part.resources.push({ fullUrl: reportUrl, resource: report });
    part.entries.push(reportUrl);
  }
  return part;
}
