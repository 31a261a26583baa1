import type { ObservationStatus } from '../../adapters/his/types.js';

/**
 * The demo family's laboratory history as the embedded hospital (and the demo FHIR Bundle) hold it: three years of
 * orders, each with its results, coded in LOINC, in SI units written as a UAE laboratory reports them (mmol/L,
 * µmol/L, g/L, nmol/L), with UCUM codes. All invented. Dates are days before the seed runs.
 *
 * Ahmed's HbA1c and fasting glucose creep above the range over three years; his cholesterol falls back into it after
 * a statin; one potassium was critical (a clinician released it); his latest infection screening holds an HIV test,
 * which the portal holds back as sensitive until a clinician releases it. Mariam's pregnancy test is held likewise.
 */

/** One result of a seeded order. `unit` is the laboratory's writing, `ucum` its UCUM code. */
export interface LabTestSeed {
  name: string;
  /** LOINC code; '' for a free-text result (radiology impression). */
  code: string;
  value: string;
  unit: string;
  ucum: string;
  low?: number;
  high?: number;
  /** The range as the laboratory writes it. */
  range: string;
  /** HL7 v3 interpretation: N, H, L, HH, LL, A. */
  flag: string;
  status?: ObservationStatus;
  /** Days before the seed a clinician released it to the patient (held results only). */
  releasedDaysAgo?: number;
}

export interface LabSeed {
  doc: string;
  daysAgo: number;
  type: 'LAB' | 'RBF';
  facility: string;
  patientId: string;
  name: string;
  tests: LabTestSeed[];
}

const AHMED = { bu10: 'BU10-000123456', ll18: 'LL18-000987654' };
const MARIAM = 'BU10-000123457';
const YOUSEF = 'BU10-000123458';

// The tests the history uses: LOINC code, name, unit and UCUM code, and a range (low, high, as written).
type Def = Omit<LabTestSeed, 'value' | 'flag'>;
const T = {
  hba1c: { code: '4548-4', name: 'HbA1c', unit: '%', ucum: '%', low: 4.0, high: 5.6, range: '4.0 - 5.6' },
  glucose: { code: '14771-0', name: 'Fasting glucose', unit: 'mmol/L', ucum: 'mmol/L', low: 3.9, high: 5.5, range: '3.9 - 5.5' },
  cholesterol: { code: '14647-2', name: 'Total cholesterol', unit: 'mmol/L', ucum: 'mmol/L', high: 5.2, range: '< 5.2' },
  ldl: { code: '22748-8', name: 'LDL cholesterol', unit: 'mmol/L', ucum: 'mmol/L', high: 3.4, range: '< 3.4' },
  hdl: { code: '14646-4', name: 'HDL cholesterol', unit: 'mmol/L', ucum: 'mmol/L', low: 1.0, range: '> 1.0' },
  triglycerides: { code: '14927-8', name: 'Triglycerides', unit: 'mmol/L', ucum: 'mmol/L', high: 1.7, range: '< 1.7' },
  creatinine: { code: '14682-9', name: 'Creatinine', unit: 'µmol/L', ucum: 'umol/L', low: 62, high: 106, range: '62 - 106' },
  egfr: { code: '62238-1', name: 'eGFR (CKD-EPI)', unit: 'mL/min/1.73 m²', ucum: 'mL/min/{1.73_m2}', low: 90, range: '> 90' },
  potassium: { code: '6298-4', name: 'Potassium', unit: 'mmol/L', ucum: 'mmol/L', low: 3.5, high: 5.1, range: '3.5 - 5.1' },
  hbMale: { code: '718-7', name: 'Haemoglobin', unit: 'g/L', ucum: 'g/L', low: 130, high: 170, range: '130 - 170' },
  hbFemale: { code: '718-7', name: 'Haemoglobin', unit: 'g/L', ucum: 'g/L', low: 120, high: 150, range: '120 - 150' },
  hbChild: { code: '718-7', name: 'Haemoglobin', unit: 'g/L', ucum: 'g/L', low: 115, high: 155, range: '115 - 155' },
  wbc: { code: '6690-2', name: 'White blood cells', unit: '10^9/L', ucum: '10*9/L', low: 4.0, high: 10.0, range: '4.0 - 10.0' },
  wbcChild: { code: '6690-2', name: 'White blood cells', unit: '10^9/L', ucum: '10*9/L', low: 4.5, high: 13.5, range: '4.5 - 13.5' },
  platelets: { code: '777-3', name: 'Platelets', unit: '10^9/L', ucum: '10*9/L', low: 150, high: 410, range: '150 - 410' },
  vitaminD: { code: '62292-8', name: '25-OH Vitamin D', unit: 'nmol/L', ucum: 'nmol/L', low: 75, high: 250, range: '75 - 250' },
  tsh: { code: '3016-3', name: 'TSH', unit: 'mIU/L', ucum: 'm[IU]/L', low: 0.4, high: 4.0, range: '0.4 - 4.0' },
  freeT4: { code: '14920-3', name: 'Free T4', unit: 'pmol/L', ucum: 'pmol/L', low: 12, high: 22, range: '12 - 22' },
  hiv: { code: '56888-1', name: 'HIV 1/2 antigen and antibody', unit: '', ucum: '', range: 'Non-reactive' },
  hbsag: { code: '5196-1', name: 'Hepatitis B surface antigen', unit: '', ucum: '', range: 'Non-reactive' },
  hcg: { code: '2118-8', name: 'Pregnancy test (hCG), serum', unit: '', ucum: '', range: 'Negative' },
} satisfies Record<string, Def>;

/** A result of test `d`: the laboratory's interpretation from the range unless given. */
function r(d: Def, value: string, flag?: string, extra: Partial<LabTestSeed> = {}): LabTestSeed {
  const n = Number(value);
  const computed = Number.isNaN(n) ? 'N' : d.high !== undefined && n > d.high ? 'H' : d.low !== undefined && n < d.low ? 'L' : 'N';
  return { ...d, value, flag: flag ?? computed, ...extra };
}

/** Every seeded order, reports and results: the orders the reports pages have always shown, then the history. */
export function labOrders(): LabSeed[] {
  return [
    // The orders of the reports pages (recent ones in "Current", older in "Past").
    { doc: 'LAB-BU10-240611-001', daysAgo: 420, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name: 'Complete Blood Count', tests: [
      r(T.hbMale, '146'), r(T.wbc, '7.2'), r(T.platelets, '265')] },
    { doc: 'LAB-BU10-250115-014', daysAgo: 200, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name: 'Lipid Profile', tests: [
      r(T.cholesterol, '5.9'), r(T.ldl, '3.9'), r(T.hdl, '1.14'), r(T.triglycerides, '1.86')] },
    { doc: 'LAB-BU10-RECENT-027', daysAgo: 6, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name: 'Diabetes Panel', tests: [
      r(T.hba1c, '6.1'), r(T.glucose, '6.0')] },
    { doc: 'LAB-LL18-RECENT-031', daysAgo: 3, type: 'LAB', facility: 'LL18', patientId: AHMED.ll18, name: 'Thyroid Function', tests: [
      r(T.tsh, '2.4'), r(T.freeT4, '15.4')] },
    { doc: 'RBF-BU10-RECENT-008', daysAgo: 10, type: 'RBF', facility: 'BU10', patientId: AHMED.bu10, name: 'Chest X-Ray (PA view)', tests: [
      { name: 'Impression', code: '', value: 'No active lung lesion. Heart size within normal limits.', unit: '', ucum: '', range: '', flag: 'N' }] },
    { doc: 'LAB-BU10-RECENT-040', daysAgo: 12, type: 'LAB', facility: 'BU10', patientId: MARIAM, name: 'Vitamin D', tests: [r(T.vitaminD, '45')] },
    { doc: 'LAB-BU10-RECENT-052', daysAgo: 20, type: 'LAB', facility: 'BU10', patientId: YOUSEF, name: 'Complete Blood Count', tests: [
      r(T.hbChild, '124'), r(T.wbcChild, '8.1')] },

    // Ahmed's three years.
    ...ahmedVisit('231205', 1075, { hba1c: '5.4', glucose: '5.1', lipids: ['5.6', '3.7', '1.10', '1.52'], kidney: ['78', '112'], cbc: ['149', '6.8', '248'], vitaminD: '38' }),
    ...ahmedVisit('240530', 890, { hba1c: '5.5', glucose: '5.3', cbc: ['152', '7.4', '271'] }),
    { doc: 'LAB-LL18-240530-011', daysAgo: 890, type: 'LAB', facility: 'LL18', patientId: AHMED.ll18, name: 'Thyroid Function', tests: [r(T.tsh, '2.1'), r(T.freeT4, '15.9')] },
    ...ahmedVisit('241125', 710, { hba1c: '5.7', glucose: '5.6', lipids: ['6.1', '4.0', '1.05', '1.78'], kidney: ['82', '107'], cbc: ['151', '7.9', '259'], vitaminD: '52' }),
    ...ahmedVisit('250515', 540, { hba1c: '5.9', glucose: '5.9' }),
    { doc: 'LAB-LL18-250515-007', daysAgo: 540, type: 'LAB', facility: 'LL18', patientId: AHMED.ll18, name: 'Thyroid Function', tests: [r(T.tsh, '2.8'), r(T.freeT4, '14.8')] },
    ...ahmedVisit('251016', 380, { hba1c: '6.0', glucose: '6.2', lipids: ['6.3', '4.2', '0.98', '1.95'], kidney: ['85', '104'], vitaminD: '91', tsh: '3.2' }),
    // A haemolysed sample read as critical; the clinician called and released it the next day.
    { doc: 'LAB-BU10-251016-E01', daysAgo: 380, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name: 'Electrolytes', tests: [
      r(T.potassium, '6.4', 'HH', { releasedDaysAgo: 379 })] },
    ...ahmedVisit('260823', 100, { hba1c: '5.8', glucose: '5.7', lipids: ['6.2', '4.1', '1.08', '1.81'], kidney: ['88', '99'], cbc: ['143', '6.5', '240'], vitaminD: '68' }),
    { doc: 'LAB-BU10-260823-E02', daysAgo: 100, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name: 'Electrolytes', tests: [r(T.potassium, '4.3')] },
    { doc: 'LAB-BU10-RECENT-028', daysAgo: 6, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name: 'Lipid Profile', tests: [
      r(T.cholesterol, '4.8'), r(T.ldl, '2.9'), r(T.hdl, '1.12'), r(T.triglycerides, '1.41')] },
    { doc: 'LAB-BU10-RECENT-029', daysAgo: 6, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name: 'Kidney Function', tests: [
      r(T.creatinine, '86'), r(T.egfr, '101'), r(T.potassium, '4.1')] },
    { doc: 'LAB-LL18-RECENT-032', daysAgo: 3, type: 'LAB', facility: 'LL18', patientId: AHMED.ll18, name: 'Vitamin D', tests: [r(T.vitaminD, '61')] },
    // Held: the HIV test is sensitive (the portal's release rules), the hepatitis test beside it is not.
    { doc: 'LAB-BU10-RECENT-033', daysAgo: 2, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name: 'Infection Screening', tests: [
      r(T.hiv, 'Non-reactive'), r(T.hbsag, 'Non-reactive')] },

    // Mariam.
    { doc: 'LAB-BU10-241201-021', daysAgo: 700, type: 'LAB', facility: 'BU10', patientId: MARIAM, name: 'Complete Blood Count', tests: [r(T.hbFemale, '118')] },
    { doc: 'LAB-BU10-241201-022', daysAgo: 700, type: 'LAB', facility: 'BU10', patientId: MARIAM, name: 'Vitamin D', tests: [r(T.vitaminD, '33')] },
    { doc: 'LAB-BU10-251126-023', daysAgo: 360, type: 'LAB', facility: 'BU10', patientId: MARIAM, name: 'Complete Blood Count', tests: [r(T.hbFemale, '124')] },
    { doc: 'LAB-BU10-251126-024', daysAgo: 360, type: 'LAB', facility: 'BU10', patientId: MARIAM, name: 'Vitamin D', tests: [r(T.vitaminD, '58')] },
    { doc: 'LAB-BU10-251126-025', daysAgo: 360, type: 'LAB', facility: 'BU10', patientId: MARIAM, name: 'Thyroid Function', tests: [r(T.tsh, '1.9')] },
    { doc: 'LAB-BU10-RECENT-041', daysAgo: 12, type: 'LAB', facility: 'BU10', patientId: MARIAM, name: 'Complete Blood Count', tests: [r(T.hbFemale, '127')] },
    { doc: 'LAB-BU10-RECENT-042', daysAgo: 5, type: 'LAB', facility: 'BU10', patientId: MARIAM, name: 'Pregnancy Test', tests: [r(T.hcg, 'Positive', 'A')] },

    // Yousef.
    { doc: 'LAB-BU10-250410-031', daysAgo: 600, type: 'LAB', facility: 'BU10', patientId: YOUSEF, name: 'Complete Blood Count', tests: [r(T.hbChild, '121'), r(T.wbcChild, '9.2')] },
    { doc: 'LAB-BU10-260318-032', daysAgo: 250, type: 'LAB', facility: 'BU10', patientId: YOUSEF, name: 'Complete Blood Count', tests: [r(T.hbChild, '119'), r(T.wbcChild, '7.7')] },
    { doc: 'LAB-BU10-260318-033', daysAgo: 250, type: 'LAB', facility: 'BU10', patientId: YOUSEF, name: 'Vitamin D', tests: [r(T.vitaminD, '48')] },
  ];
}

interface Visit {
  hba1c?: string;
  glucose?: string;
  /** Total, LDL, HDL cholesterol, triglycerides. */
  lipids?: [string, string, string, string];
  /** Creatinine, eGFR. */
  kidney?: [string, string];
  /** Haemoglobin, white cells, platelets. */
  cbc?: [string, string, string];
  vitaminD?: string;
  tsh?: string;
}

/** One check-up of Ahmed at BU10: an order per panel, numbered from the visit's date. */
function ahmedVisit(date: string, daysAgo: number, v: Visit): LabSeed[] {
  const at = (n: number, name: string, tests: LabTestSeed[]): LabSeed => ({ doc: `LAB-BU10-${date}-${String(n).padStart(3, '0')}`, daysAgo, type: 'LAB', facility: 'BU10', patientId: AHMED.bu10, name, tests });
  const out: LabSeed[] = [];
  if (v.hba1c) out.push(at(101, 'Diabetes Panel', [r(T.hba1c, v.hba1c), r(T.glucose, v.glucose!)]));
  if (v.lipids) out.push(at(102, 'Lipid Profile', [r(T.cholesterol, v.lipids[0]), r(T.ldl, v.lipids[1]), r(T.hdl, v.lipids[2]), r(T.triglycerides, v.lipids[3])]));
  if (v.kidney) out.push(at(103, 'Kidney Function', [r(T.creatinine, v.kidney[0]), r(T.egfr, v.kidney[1])]));
  if (v.cbc) out.push(at(104, 'Complete Blood Count', [r(T.hbMale, v.cbc[0]), r(T.wbc, v.cbc[1]), r(T.platelets, v.cbc[2])]));
  if (v.vitaminD) out.push(at(105, 'Vitamin D', [r(T.vitaminD, v.vitaminD)]));
  if (v.tsh) out.push(at(106, 'Thyroid Function', [r(T.tsh, v.tsh)]));
  return out;
}

/** A seeded result as the reports pages show it: name, value, unit, range, flag. */
export const reportRow = (t: LabTestSeed): [name: string, value: string, unit: string, range: string, flag: string] => [t.name, t.value, t.unit, t.range, t.flag];
