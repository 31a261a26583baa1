import { createHash } from 'node:crypto';
import type { AllergyIntolerance, Bundle, BundleEntry, Composition, CompositionSection, Condition, Immunization, MedicationStatement, Organization, Patient, Resource } from '@medplum/fhirtypes';
import { addDays } from '@portal/shared/dates';
import { REQUIRED_SUMMARY_SECTIONS, SUMMARY_SECTIONS, type SummarySection } from '@portal/shared/contracts';
import type { AllergyRow, ConditionRow, ImmunizationRow, LabOrderRow, LabTestRow, MedicationRow, PatientRecord } from '../../adapters/his/types.js';
import { hospitalOf } from '../../adapters/his/report-drawing.js';
import { CODE_SYSTEM } from '../../adapters/his/fhir-summary-mapping.js';
import { resultsSection, type SectionPart } from './ips-results.js';
import { ddmmyyyy, sectionTitle, summaryTexts, wordFor, type SummaryLang } from './ips-texts.js';

/**
 * The patient's International Patient Summary (HL7 FHIR IPS, R4): a `document` Bundle whose first entry is the
 * Composition (LOINC 60591-5) with the IPS's required sections (problems, allergies, medications) and, when the
 * hospital has them, results and immunisations. Every entry is addressed `urn:uuid:…` and every reference points at
 * an entry of the Bundle (ips-check.ts checks both). Each section carries its narrative in the document's language.
 * A required section the patient left out says so (`emptyReason` withheld); one the hospital has nothing for says
 * that (nilknown).
 */

export const LOINC = 'http://loinc.org';
export const IPS_DOCUMENT_CODE = '60591-5';
export const SECTION_CODES: Record<SummarySection, { code: string; display: string }> = {
  problems: { code: '11450-4', display: 'Problem list - Reported' },
  allergies: { code: '48765-2', display: 'Allergies and adverse reactions Document' },
  medications: { code: '10160-0', display: 'History of Medication use Narrative' },
  results: { code: '30954-2', display: 'Relevant diagnostic tests/laboratory data Narrative' },
  immunizations: { code: '11369-6', display: 'History of Immunization Narrative' },
};
const IPS_PROFILE = 'http://hl7.org/fhir/uv/ips/StructureDefinition';
const EMPTY_REASON = 'http://terminology.hl7.org/CodeSystem/list-empty-reason';
const PORTAL_ORGANIZATION = 'Hospital group patient portal';

/** What the hospital holds about the person, through its port. */
export interface SummaryData {
  person: { firstName: string; lastName: string; dateOfBirth: string; genderId: number };
  records: PatientRecord[];
  conditions: ConditionRow[];
  allergies: AllergyRow[];
  medications: MedicationRow[];
  orders: LabOrderRow[];
  tests: LabTestRow[];
  immunizations: ImmunizationRow[];
}

export interface IpsOptions {
  sections: readonly SummarySection[];
  lang: SummaryLang;
  now: Date;
  /** Makes the entries' addresses and the document's identifier (the same seed, the same addresses). */
  seed: string;
}

/** How far back the summary's results and finished medications go. */
export const SUMMARY_LOOKBACK_DAYS = 365;

/** A UUID (version 4 layout) from a hash: stable addresses for the same seed and key. */
function uuidOf(seed: string, key: string): string {
  const h = createHash('sha256').update(`${seed}\u0000${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x40;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A section's narrative: a table of its rows, or the sentence of why it is empty. */
function narrative(lang: SummaryLang, head: string[], rows: string[][], empty: string): { status: 'generated'; div: string } {
  const dir = lang === 'ar' ? ' dir="rtl" lang="ar"' : ' lang="en"';
  const body = rows.length
    ? `<table><thead><tr>${head.map((h) => `<th>${escapeXml(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeXml(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`
    : `<p>${escapeXml(empty)}</p>`;
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml"${dir}>${body}</div>` };
}

/** A section as a table in the document's language: what the narrative and the PDF show. */
export interface SummaryTable {
  section: SummarySection;
  title: string;
  head: string[];
  rows: string[][];
  /** Why it is empty: the hospital has nothing (nilknown) or the patient left it out (withheld). */
  empty: 'nilknown' | 'withheld' | null;
}

export function buildIps(data: SummaryData, opts: IpsOptions): Bundle {
  return assembleIps(data, opts).bundle;
}

/** The summary's document and its sections as tables (one pass, so the PDF shows what the document holds). */
export function assembleIps(data: SummaryData, opts: IpsOptions): { bundle: Bundle; tables: SummaryTable[] } {
  const t = summaryTexts(opts.lang);
  const url = (key: string) => `urn:uuid:${uuidOf(opts.seed, key)}`;
  const entries: BundleEntry[] = [];
  const add = (fullUrl: string, resource: Resource) => entries.push({ fullUrl, resource });
  const today = opts.now.toISOString().slice(0, 10);
  const since = addDays(today, -SUMMARY_LOOKBACK_DAYS);

  const patientRef = url('patient');
  const { person } = data;
  const patient: Patient = {
    resourceType: 'Patient',
    meta: { profile: [`${IPS_PROFILE}/Patient-uv-ips`] },
    identifier: data.records.map((r) => ({ type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] }, system: 'urn:patient-portal:his:mrn', value: r.patientId, assigner: { display: hospitalOf(r.facilityCode).name } })),
    name: [{ family: person.lastName, given: [person.firstName], text: `${person.firstName} ${person.lastName}`.trim() }],
    gender: person.genderId === 1 ? 'male' : person.genderId === 2 ? 'female' : 'unknown',
    birthDate: person.dateOfBirth,
  };
  const facilities = [...new Set([...data.records.map((r) => r.facilityCode), ...data.orders.map((o) => o.facilityCode)])];
  const organizationRef = (facilityCode: string) => url(`organization:${facilityCode}`);
  const organizations = facilities.map((f) => ({ fullUrl: organizationRef(f), resource: { resourceType: 'Organization', identifier: [{ system: 'urn:patient-portal:his:facility', value: f }], name: hospitalOf(f).name, address: [{ text: hospitalOf(f).address }] } as Organization }));
  // A person no hospital of the group has records of: the document is still the group's, from its patient portal.
  if (organizations.length === 0) organizations.push({ fullUrl: url('organization:portal'), resource: { resourceType: 'Organization', name: PORTAL_ORGANIZATION } });

  const wanted = new Set(opts.sections);
  const parts: Partial<Record<SummarySection, SectionPart>> = {};
  const simple = <R extends Resource>(section: SummarySection, head: string[], rows: { key: string; resource: R; cells: string[] }[]): SectionPart => {
    const part: SectionPart = { resources: [], entries: [], rows: [], head };
    for (const r of rows) {
      const fullUrl = url(`${section}:${r.key}`);
      part.resources.push({ fullUrl, resource: r.resource as never });
      part.entries.push(fullUrl);
      part.rows.push(r.cells);
    }
    return part;
  };

  if (wanted.has('problems')) {
    parts.problems = simple('problems', [t.columns.problem, t.columns.code, t.columns.status, t.columns.onset, t.columns.recorded], data.conditions.map((c) => ({
      key: String(c.id),
      resource: {
        resourceType: 'Condition',
        meta: { profile: [`${IPS_PROFILE}/Condition-uv-ips`] },
        clinicalStatus: { coding: [{ system: CODE_SYSTEM.conditionClinical, code: c.clinicalStatus }] },
        verificationStatus: { coding: [{ system: CODE_SYSTEM.conditionVerification, code: 'confirmed' }] },
        category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item' }] }],
        code: { text: c.name, ...(c.code ? { coding: [{ system: CODE_SYSTEM.icd10, code: c.code, display: c.name }] } : {}) },
        subject: { reference: patientRef },
        ...(c.onsetDate ? { onsetDateTime: c.onsetDate } : {}),
        recordedDate: c.recordedDate,
        ...(c.doctorName ? { recorder: { display: c.doctorName } } : {}),
      } satisfies Condition,
      cells: [c.name, c.code, wordFor(t.status, c.clinicalStatus), ddmmyyyy(c.onsetDate), ddmmyyyy(c.recordedDate)],
    })));
  }
  if (wanted.has('allergies')) {
    parts.allergies = simple('allergies', [t.columns.substance, t.columns.category, t.columns.criticality, t.columns.reaction, t.columns.status], data.allergies.map((a) => ({
      key: String(a.id),
      resource: {
        resourceType: 'AllergyIntolerance',
        meta: { profile: [`${IPS_PROFILE}/AllergyIntolerance-uv-ips`] },
        clinicalStatus: { coding: [{ system: CODE_SYSTEM.allergyClinical, code: a.clinicalStatus }] },
        verificationStatus: { coding: [{ system: CODE_SYSTEM.allergyVerification, code: 'confirmed' }] },
        type: 'allergy',
        category: [a.category as NonNullable<AllergyIntolerance['category']>[number]],
        criticality: a.criticality as AllergyIntolerance['criticality'],
        code: { text: a.substance, ...(a.code ? { coding: [{ system: CODE_SYSTEM.snomed, code: a.code, display: a.substance }] } : {}) },
        patient: { reference: patientRef },
        recordedDate: a.recordedDate,
        ...(a.reaction ? { reaction: [{ manifestation: [{ text: a.reaction }] }] } : {}),
      } satisfies AllergyIntolerance,
      cells: [a.substance, wordFor(t.category, a.category), wordFor(t.criticality, a.criticality), a.reaction, wordFor(t.status, a.clinicalStatus)],
    })));
  }
  if (wanted.has('medications')) {
    const current = data.medications.filter((m) => addDays(m.creationDate, m.durationDays) > since);
    parts.medications = simple('medications', [t.columns.medicine, t.columns.dosage, t.columns.from, t.columns.to, t.columns.status], current.map((m) => {
      const end = addDays(m.creationDate, m.durationDays - 1);
      const active = addDays(m.creationDate, m.durationDays) > today;
      const name = m.genericName ? `${m.brandName} (${m.genericName})` : m.brandName;
      return {
        key: String(m.id),
        resource: {
          resourceType: 'MedicationStatement',
          meta: { profile: [`${IPS_PROFILE}/MedicationStatement-uv-ips`] },
          status: active ? 'active' : 'completed',
          medicationCodeableConcept: { text: name },
          subject: { reference: patientRef },
          effectivePeriod: { start: m.creationDate, end },
          ...(m.doctorName ? { informationSource: { display: m.doctorName } } : {}),
          dosage: [{ text: m.frequency }],
        } satisfies MedicationStatement,
        cells: [name, m.frequency, ddmmyyyy(m.creationDate), ddmmyyyy(end), wordFor(t.status, active ? 'active' : 'completed')],
      };
    }));
  }
  if (wanted.has('results')) {
    const orders = data.orders.filter((o) => o.orderDate >= since);
    const part = resultsSection(orders, data.tests, { lang: opts.lang, patientRef, organizationRef, fullUrl: (key) => url(`results:${key}`) });
    if (part.entries.length) parts.results = part;
  }
  if (wanted.has('immunizations') && data.immunizations.length) {
    parts.immunizations = simple('immunizations', [t.columns.vaccine, t.columns.date, t.columns.dose, t.columns.lot, t.columns.status], data.immunizations.map((i) => ({
      key: String(i.id),
      resource: {
        resourceType: 'Immunization',
        meta: { profile: [`${IPS_PROFILE}/Immunization-uv-ips`] },
        status: i.status as Immunization['status'],
        vaccineCode: { text: i.vaccine, ...(i.code ? { coding: [{ system: CODE_SYSTEM.cvx, code: i.code, display: i.vaccine }] } : {}) },
        patient: { reference: patientRef },
        occurrenceDateTime: i.date,
        ...(i.lotNumber ? { lotNumber: i.lotNumber } : {}),
        ...(i.doseNumber ? { protocolApplied: [{ doseNumberPositiveInt: i.doseNumber }] } : {}),
      } satisfies Immunization,
      cells: [i.vaccine, ddmmyyyy(i.date), i.doseNumber ? String(i.doseNumber) : '', i.lotNumber, wordFor(t.status, i.status)],
    })));
  }

  const sections: CompositionSection[] = [];
  const tables: SummaryTable[] = [];
  for (const s of SUMMARY_SECTIONS) {
    const part = parts[s];
    const required = REQUIRED_SUMMARY_SECTIONS.includes(s);
    if (!part && !required) continue;
    const base = { title: sectionTitle(opts.lang, s), code: { coding: [{ system: LOINC, ...SECTION_CODES[s] }] } };
    if (part && part.entries.length) {
      sections.push({ ...base, text: narrative(opts.lang, part.head, part.rows, ''), entry: part.entries.map((reference) => ({ reference })) });
      tables.push({ section: s, title: base.title, head: part.head, rows: part.rows, empty: null });
    } else {
      const reason = wanted.has(s) ? 'nilknown' : 'withheld';
      tables.push({ section: s, title: base.title, head: [], rows: [], empty: reason });
      sections.push({
        ...base,
        text: narrative(opts.lang, [], [], t.empty[reason]),
        emptyReason: { coding: [{ system: EMPTY_REASON, code: reason, display: reason === 'nilknown' ? 'Nil Known' : 'Information Withheld' }] },
      });
    }
  }

  const composition: Composition = {
    resourceType: 'Composition',
    meta: { profile: [`${IPS_PROFILE}/Composition-uv-ips`] },
    language: opts.lang,
    status: 'final',
    type: { coding: [{ system: LOINC, code: IPS_DOCUMENT_CODE, display: 'Patient summary Document' }] },
    subject: { reference: patientRef },
    date: opts.now.toISOString(),
    author: organizations.map((o) => ({ reference: o.fullUrl })),
    title: t.title,
    confidentiality: 'N',
    custodian: organizations[0] ? { reference: organizations[0].fullUrl } : undefined,
    section: sections,
  };
  add(url('composition'), composition);
  add(patientRef, patient);
  for (const o of organizations) add(o.fullUrl, o.resource);
  for (const s of SUMMARY_SECTIONS) for (const r of parts[s]?.resources ?? []) add(r.fullUrl, r.resource);

  const bundle: Bundle = {
    resourceType: 'Bundle',
    meta: { profile: [`${IPS_PROFILE}/Bundle-uv-ips`] },
    identifier: { system: 'urn:ietf:rfc:3986', value: url('document') },
    type: 'document',
    timestamp: opts.now.toISOString(),
    entry: entries,
  };
  return { bundle, tables };
}
