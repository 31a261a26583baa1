import { z } from 'zod';
import { MSG } from '@portal/shared/contracts';
import { bmiInputSchema, firstIssueMessage, type BmiInput } from '@portal/shared/contracts/schemas';
import { typedText } from '@portal/shared/forms';

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

const filled = () => z.string().trim().min(1, MSG.allFieldsRequired);
const rule = bmiInputSchema.shape;
/**
 * The form's rule: the shared one (age and weight up to 3 digits, height 30–340 cm) on what is typed, where a blank
 * field, or an age that is not a whole number, says 'All fields are required' rather than a range.
 */
export const bmiFormSchema = z.object({
  age: filled().regex(/^\d{1,3}$/, MSG.allFieldsRequired).pipe(typedText(rule.age)),
  heightCm: filled().pipe(typedText(rule.heightCm)),
  weightKg: filled().pipe(typedText(rule.weightKg)),
  gender: filled().pipe(typedText(rule.gender)),
});

export type BmiOutcome = { ok: true; input: BmiInput; bmi: number; band: BmiBand; severity: Severity } | { ok: false; message: string; field: string };

/** The number and its band for the form's checked values. */
export function bmiOf(input: BmiInput): Extract<BmiOutcome, { ok: true }> {
  const bmi = computeBmi(input.weightKg, input.heightCm);
  const b = bmiBand(bmi);
  return { ok: true, input, bmi, band: b.band, severity: b.severity };
}

/** Checks the form with its rule and computes; a refusal names the first field wrong, in the form's order. */
export function evaluateBmi(form: BmiForm): BmiOutcome {
  const parsed = bmiFormSchema.safeParse(form);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error), field: String(parsed.error.issues[0]?.path[0] ?? '') };
  return bmiOf(parsed.data);
}
