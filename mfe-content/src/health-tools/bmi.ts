import { bmiInputSchema, firstIssueMessage, type BmiInput } from '@portal/shared/contracts/schemas';

/** The four bands (docs/product.md#content-health-tools) and the severity the result is shown with. */
export type BmiBand = 'underweight' | 'normal' | 'overweight' | 'obesity';
export type Severity = 'normal' | 'medium' | 'high';

export const BMI_BANDS: { band: BmiBand; from: number; to: number; severity: Severity }[] = [
  { band: 'underweight', from: 0, to: 18.5, severity: 'medium' },
  { band: 'normal', from: 18.5, to: 25, severity: 'normal' },
  { band: 'overweight', from: 25, to: 30, severity: 'medium' },
  { band: 'obesity', from: 30, to: Infinity, severity: 'high' },
];

/** Weight in kg divided by height in metres squared, rounded to 2 decimals. */
export function computeBmi(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 100) / 100;
}

export function bmiBand(bmi: number): (typeof BMI_BANDS)[number] {
  return BMI_BANDS.find((b) => bmi >= b.from && bmi < b.to) ?? BMI_BANDS[BMI_BANDS.length - 1]!;
}

export interface BmiForm {
  age: string;
  heightCm: string;
  weightKg: string;
  gender: string;
}

export type BmiOutcome = { ok: true; input: BmiInput; bmi: number; band: BmiBand; severity: Severity } | { ok: false; message: string; field: string };

/** Checks the form with the shared rule (all required, age and weight up to 3 digits, height 30–340 cm) and computes. */
export function evaluateBmi(form: BmiForm): BmiOutcome {
  const blank = (Object.keys(form) as (keyof BmiForm)[]).find((k) => !form[k].trim());
  if (blank) return { ok: false, message: 'All fields are required', field: blank };
  if (!/^\d{1,3}$/.test(form.age.trim())) return { ok: false, message: 'All fields are required', field: 'age' };
  const parsed = bmiInputSchema.safeParse(form);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error), field: String(parsed.error.issues[0]?.path[0] ?? '') };
  const bmi = computeBmi(parsed.data.weightKg, parsed.data.heightCm);
  const b = bmiBand(bmi);
  return { ok: true, input: parsed.data, bmi, band: b.band, severity: b.severity };
}
