import type { Bundle, Composition, Resource } from '@medplum/fhirtypes';
import { REQUIRED_SUMMARY_SECTIONS, SUMMARY_SECTIONS, type SummarySection } from '@portal/shared/contracts';
import { IPS_DOCUMENT_CODE, LOINC, SECTION_CODES } from './ips.js';

/**
 * What is wrong with a Bundle as an International Patient Summary, by the rules of the profile that a reader relies
 * on: a `document` Bundle with an identifier and a timestamp, the Composition (LOINC 60591-5) first, its subject a
 * Patient of the Bundle, an author, the required sections (problems, allergies, medications), each section with
 * its narrative and either entries (of the section's resource types) or the reason it is empty, and every
 * reference anywhere in the Bundle resolving to one of its entries. An empty list: nothing wrong.
 */

const ALLOWED: Record<SummarySection, string[]> = {
  problems: ['Condition'],
  allergies: ['AllergyIntolerance'],
  medications: ['MedicationStatement', 'MedicationRequest'],
  results: ['Observation', 'DiagnosticReport'],
  immunizations: ['Immunization'],
};

function references(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) references(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'reference' && typeof v === 'string') out.push(v);
      else references(v, out);
    }
  }
  return out;
}

export function ipsProblems(bundle: Bundle): string[] {
  const problems: string[] = [];
  if (bundle.resourceType !== 'Bundle' || bundle.type !== 'document') problems.push('not a document Bundle');
  if (!bundle.identifier?.value) problems.push('the Bundle has no identifier');
  if (!bundle.timestamp) problems.push('the Bundle has no timestamp');
  const entries = bundle.entry ?? [];
  const byUrl = new Map<string, Resource>();
  for (const [i, e] of entries.entries()) {
    if (!e.fullUrl || !e.resource?.resourceType) problems.push(`entry ${i} has no fullUrl or resource`);
    else if (byUrl.has(e.fullUrl)) problems.push(`entry ${i} repeats ${e.fullUrl}`);
    else byUrl.set(e.fullUrl, e.resource);
  }
  const composition = entries[0]?.resource as Composition | undefined;
  if (composition?.resourceType !== 'Composition') return [...problems, 'the first entry is not a Composition'];
  if (!composition.type?.coding?.some((c) => c.system === LOINC && c.code === IPS_DOCUMENT_CODE)) problems.push(`the Composition's type is not LOINC ${IPS_DOCUMENT_CODE}`);
  if (composition.status !== 'final' && composition.status !== 'preliminary') problems.push('the Composition has no status');
  if (!composition.title || !composition.date) problems.push('the Composition has no title or date');
  if (!composition.author?.length) problems.push('the Composition has no author');
  const subject = composition.subject?.reference ? byUrl.get(composition.subject.reference) : undefined;
  if (subject?.resourceType !== 'Patient') problems.push('the Composition\'s subject is not a Patient of the Bundle');

  const sections = composition.section ?? [];
  const sectionOf = (code: string) => SUMMARY_SECTIONS.find((s) => SECTION_CODES[s].code === code);
  for (const required of REQUIRED_SUMMARY_SECTIONS) {
    if (!sections.some((s) => s.code?.coding?.some((c) => c.system === LOINC && c.code === SECTION_CODES[required].code))) problems.push(`the required section ${required} is missing`);
  }
  for (const s of sections) {
    const kind = sectionOf(s.code?.coding?.find((c) => c.system === LOINC)?.code ?? '');
    const name = s.title ?? '?';
    if (!kind) {
      problems.push(`section ${name} has no known LOINC code`);
      continue;
    }
    if (!s.text?.div?.startsWith('<div xmlns="http://www.w3.org/1999/xhtml"')) problems.push(`section ${kind} has no narrative`);
    if (!s.entry?.length && !s.emptyReason) problems.push(`section ${kind} has neither entries nor an empty reason`);
    for (const e of s.entry ?? []) {
      const target = e.reference ? byUrl.get(e.reference) : undefined;
      if (target && !ALLOWED[kind].includes(target.resourceType)) problems.push(`section ${kind} points at a ${target.resourceType}`);
    }
  }
  for (const ref of references(entries.map((e) => e.resource))) {
    if (!byUrl.has(ref)) problems.push(`the reference ${ref} does not resolve`);
  }
  return problems;
}
