import { z } from 'zod';

/** The stroke risk calculator (docs/product.md#content-health-tools): 8 questions, each answer red, yellow or normal. */
export type Colour = 'red' | 'yellow' | 'normal';
export type StrokeRisk = 'low' | 'moderate' | 'high';

export interface StrokeQuestion {
  /** i18n key under `tools.stroke.q.<id>`. */
  id: string;
  options: { id: string; colour: Colour }[];
}

export const STROKE_QUESTIONS: StrokeQuestion[] = [
  { id: 'bloodPressure', options: [{ id: 'high', colour: 'red' }, { id: 'borderline', colour: 'yellow' }, { id: 'normal', colour: 'normal' }] },
  { id: 'cholesterol', options: [{ id: 'high', colour: 'red' }, { id: 'borderline', colour: 'yellow' }, { id: 'normal', colour: 'normal' }] },
  { id: 'diabetic', options: [{ id: 'yes', colour: 'red' }, { id: 'no', colour: 'normal' }] },
  { id: 'smoker', options: [{ id: 'yes', colour: 'red' }, { id: 'no', colour: 'normal' }] },
  { id: 'atrialFibrillation', options: [{ id: 'yes', colour: 'red' }, { id: 'no', colour: 'normal' }] },
  { id: 'bodyWeight', options: [{ id: 'overweight', colour: 'red' }, { id: 'slightly', colour: 'yellow' }, { id: 'healthy', colour: 'normal' }] },
  { id: 'exercise', options: [{ id: 'never', colour: 'red' }, { id: 'sometimes', colour: 'yellow' }, { id: 'regularly', colour: 'normal' }] },
  { id: 'familyHistory', options: [{ id: 'yes', colour: 'red' }, { id: 'dontKnow', colour: 'yellow' }, { id: 'no', colour: 'normal' }] },
];

/** Answers by question id → option id. */
export type StrokeAnswers = Record<string, string | undefined>;

/** What a question without an answer says (the form shows `tools.stroke.required` under it). */
const STROKE_UNANSWERED = 'unanswered';

/** The questionnaire as a form: every question answered with one of its options. */
export const strokeFormSchema = z.object(
  Object.fromEntries(STROKE_QUESTIONS.map((q) => [q.id, z.enum(q.options.map((o) => o.id) as [string, ...string[]], { message: STROKE_UNANSWERED })])),
) as z.ZodType<Record<string, string>, StrokeAnswers>;

export function colourCounts(answers: StrokeAnswers): Record<Colour, number> {
  const counts: Record<Colour, number> = { red: 0, yellow: 0, normal: 0 };
  for (const q of STROKE_QUESTIONS) {
    const o = q.options.find((x) => x.id === answers[q.id]);
    if (o) counts[o.colour] += 1;
  }
  return counts;
}

/** 3 or more red is high; otherwise red plus yellow of 4 or more is moderate; otherwise low. */
export function strokeRisk(answers: StrokeAnswers): StrokeRisk {
  const c = colourCounts(answers);
  if (c.red >= 3) return 'high';
  if (c.red + c.yellow >= 4) return 'moderate';
  return 'low';
}
