import { readFile, writeFile } from 'node:fs/promises';
import type { Bundle, Composition } from '@medplum/fhirtypes';
import { createEmbeddedHis } from '../src/adapters/his/index.js';
import { DEMO_FAMILY, seedHis } from '../src/standins/his/seed.js';
import { seedHisSummary } from '../src/standins/his/summary-seed.js';
import { validateResource } from '@medplum/core';
import { indexFhirDefinitions } from '../src/standins/fhir/server.js';
import { createTestApp, type TestApp } from './helpers.js';
import { ipsProblems } from '../src/modules/summary/ips-check.js';
import { assembleIps, buildIps, SECTION_CODES } from '../src/modules/summary/ips.js';
import { SummaryService } from '../src/modules/summary/service.js';

/**
 * The demo patient's International Patient Summary, built from the embedded hospital seeded at a fixed day, is kept as
 * a fixture (`ips-demo-patient.fixture.json`; `UPDATE_FIXTURES=1` writes it again): it has the profile's required
 * sections, every reference resolves, and the checker refuses what breaks those rules.
 */

const FIXTURE = new URL('./ips-demo-patient.fixture.json', import.meta.url);
const NOW = new Date('2026-12-01T08:00:00Z');
const ALL = ['problems', 'allergies', 'medications', 'results', 'immunizations'] as const;

let t: TestApp;
let service: SummaryService;
beforeAll(async () => {
  t = await createTestApp();
  await seedHis(t.handle.db, NOW.getTime());
  await seedHisSummary(t.handle.db, NOW.getTime());
  service = new SummaryService(t.handle.db, createEmbeddedHis(t.handle.db));
}, 120_000);
afterAll(async () => t?.close());

const p = DEMO_FAMILY.patient;
const person = { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, callingCode: p.callingCode, mobile: p.mobile, documentTypeId: p.documentTypeId, documentId: p.documentId, genderId: p.genderId, documentVerified: false };

async function demoIps(sections: readonly (typeof ALL)[number][] = ALL, lang: 'en' | 'ar' = 'en') {
  const records = await createEmbeddedHis(t.handle.db).patientRecordsOf(person);
  const data = await service.gather({ person, familyMemberId: 0, records }, NOW);
  return assembleIps(data, { sections, lang, now: NOW, seed: 'demo-patient' });
}

const composition = (b: Bundle) => b.entry![0]!.resource as Composition;
const section = (b: Bundle, code: string) => composition(b).section!.find((s) => s.code!.coding![0]!.code === code)!;
const resourceAt = (b: Bundle, ref: string) => b.entry!.find((e) => e.fullUrl === ref)!.resource!;

test('the demo patient’s summary is the fixture: a document with every section, each entry where it belongs', async () => {
  const { bundle } = await demoIps();
  if (process.env.UPDATE_FIXTURES) await writeFile(FIXTURE, `${JSON.stringify(bundle, null, 2)}\n`);
  const fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as Bundle;
  expect(bundle).toEqual(fixture);
  expect(ipsProblems(fixture)).toEqual([]);
  // Valid FHIR R4 too (Medplum's validator against the base definitions: types, cardinalities, required bindings; its
  // warnings are about urn:uuid references, whose target type it does not look up).
  indexFhirDefinitions();
  expect(validateResource(fixture).filter((i) => i.severity === 'error')).toEqual([]);
  expect(fixture).toMatchObject({ resourceType: 'Bundle', type: 'document', timestamp: NOW.toISOString() });
  expect(composition(fixture)).toMatchObject({ resourceType: 'Composition', status: 'final', type: { coding: [{ system: 'http://loinc.org', code: '60591-5' }] }, title: 'International Patient Summary' });
  expect(composition(fixture).section!.map((s) => s.code!.coding![0]!.code)).toEqual(ALL.map((s) => SECTION_CODES[s].code));
  expect(resourceAt(fixture, composition(fixture).subject!.reference!)).toMatchObject({ resourceType: 'Patient', birthDate: '1988-03-15', name: [{ family: 'Al Mansoori', given: ['Ahmed'] }] });
  const names = (code: string, pick: (r: any) => string) => section(fixture, code).entry!.map((e) => pick(resourceAt(fixture, e.reference!)));
  expect(names('11450-4', (c) => c.code.text).sort()).toEqual(['Acute pharyngitis', 'Hyperlipidaemia', 'Prediabetes', 'Vitamin D deficiency']);
  expect(names('48765-2', (a) => `${a.code.text}:${a.criticality}`).sort()).toEqual(['Peanut:low', 'Penicillin:high']);
  expect(names('10160-0', (m) => `${m.medicationCodeableConcept.text}:${m.status}`).sort()).toEqual([
    'Augmentin 625 mg (Amoxicillin / Clavulanic acid):completed', 'Glucophage 500 mg (Metformin):active', 'Lipitor 20 mg (Atorvastatin):active', 'Vitamin D3 50,000 IU (Cholecalciferol):active',
  ]);
  // Results: each report points at its observations; a blood count 420 days old is past the year the summary covers.
  const reports = section(fixture, '30954-2').entry!.map((e) => resourceAt(fixture, e.reference!) as any);
  expect([...new Set(reports.map((r) => r.code.text))].sort()).toEqual([
    'Chest X-Ray (PA view)', 'Complete Blood Count', 'Diabetes Panel', 'Electrolytes', 'Infection Screening', 'Kidney Function', 'Lipid Profile', 'Thyroid Function', 'Vitamin D',
  ]);
  // A result the release rules hold (his HIV test, for his doctor) is not in the summary.
  expect(JSON.stringify(fixture)).not.toMatch(/HIV/);
  // A lipid profile: its four results, each a quantity in SI units with its range and the laboratory's interpretation.
  const lipids = reports.find((r) => r.code.text === 'Lipid Profile');
  expect(lipids.result.map((x: { reference: string }) => (resourceAt(fixture, x.reference) as any).code.text)).toEqual(['Total cholesterol', 'LDL cholesterol', 'HDL cholesterol', 'Triglycerides']);
  for (const x of lipids.result as { reference: string }[]) {
    expect(resourceAt(fixture, x.reference)).toMatchObject({ valueQuantity: { unit: 'mmol/L' }, referenceRange: [{ text: expect.any(String) }], interpretation: [{ coding: [{ code: expect.any(String) }] }] });
  }
  expect(names('11369-6', (i) => i.vaccineCode.text).sort()).toEqual(['Hepatitis B, adult', 'Influenza, injectable, quadrivalent', 'Tdap']);
  expect(section(fixture, '11450-4').text!.div).toContain('<td>Prediabetes</td>');
});

test('sections left out: the required ones say the patient withheld them, the others are not there; Arabic narrative', async () => {
  const { bundle, tables } = await demoIps(['allergies'], 'ar');
  expect(ipsProblems(bundle)).toEqual([]);
  const codes = composition(bundle).section!.map((s) => [s.code!.coding![0]!.code, s.emptyReason?.coding?.[0]?.code ?? null, s.entry?.length ?? 0]);
  expect(codes).toEqual([['11450-4', 'withheld', 0], ['48765-2', null, 2], ['10160-0', 'withheld', 0]]);
  expect(composition(bundle).language).toBe('ar');
  expect(section(bundle, '48765-2').text!.div).toContain('dir="rtl"');
  expect(section(bundle, '10160-0').text!.div).toContain('لم يشاركها المريض.');
  expect(tables.map((x) => [x.section, x.empty])).toEqual([['problems', 'withheld'], ['allergies', null], ['medications', 'withheld']]);
  // Nothing shared of what was left out.
  expect(bundle.entry!.map((e) => e.resource!.resourceType).sort()).toEqual(['AllergyIntolerance', 'AllergyIntolerance', 'Composition', 'Organization', 'Organization', 'Patient']);
});

test('a person the hospital knows nothing of: the required sections say so (nil known), results and vaccinations are absent', () => {
  const bundle = buildIps(
    { person: { firstName: 'New', lastName: 'Patient', dateOfBirth: '2000-01-01', genderId: 2 }, records: [], conditions: [], allergies: [], medications: [], orders: [], tests: [], immunizations: [] },
    { sections: ALL, lang: 'en', now: NOW, seed: 'empty' },
  );
  expect(ipsProblems(bundle)).toEqual([]);
  expect(composition(bundle).author).toHaveLength(1);
  expect(composition(bundle).section!.map((s) => s.emptyReason?.coding?.[0]?.code)).toEqual(['nilknown', 'nilknown', 'nilknown']);
});

test('the checker names what breaks the profile: a required section missing, a reference that does not resolve, the Composition not first', async () => {
  const { bundle } = await demoIps();
  const broken = structuredClone(bundle);
  composition(broken).section = composition(broken).section!.filter((s) => s.code!.coding![0]!.code !== '48765-2');
  (broken.entry![5]!.resource as any).subject = { reference: 'urn:uuid:00000000-0000-4000-8000-000000000000' };
  expect(ipsProblems(broken)).toEqual(expect.arrayContaining(['the required section allergies is missing', 'the reference urn:uuid:00000000-0000-4000-8000-000000000000 does not resolve']));
  const reordered = { ...bundle, entry: [...bundle.entry!.slice(1), bundle.entry![0]!] };
  expect(ipsProblems(reordered)).toContain('the first entry is not a Composition');
});
