import { STROKE_QUESTIONS, strokeFormSchema, strokeRisk, type StrokeAnswers } from './stroke';

/** Answers with the given number of red and yellow answers (the rest normal). */
function answers(red: number, yellow: number): StrokeAnswers {
  const out: StrokeAnswers = {};
  let r = red;
  let y = yellow;
  for (const q of STROKE_QUESTIONS) {
    const redOpt = q.options.find((o) => o.colour === 'red')!;
    const yellowOpt = q.options.find((o) => o.colour === 'yellow');
    const normal = q.options.find((o) => o.colour === 'normal')!;
    if (r > 0) {
      out[q.id] = redOpt.id;
      r--;
    } else if (y > 0 && yellowOpt) {
      out[q.id] = yellowOpt.id;
      y--;
    } else out[q.id] = normal.id;
  }
  if (r > 0 || y > 0) throw new Error('not enough questions for that mix');
  return out;
}

describe('stroke risk', () => {
  test('8 questions, each option red, yellow or normal', () => {
    expect(STROKE_QUESTIONS.map((q) => q.id)).toEqual(['bloodPressure', 'cholesterol', 'diabetic', 'smoker', 'atrialFibrillation', 'bodyWeight', 'exercise', 'familyHistory']);
    const colours = Object.fromEntries(STROKE_QUESTIONS.map((q) => [q.id, q.options.map((o) => `${o.id}:${o.colour}`)]));
    expect(colours.bloodPressure).toEqual(['high:red', 'borderline:yellow', 'normal:normal']);
    expect(colours.familyHistory).toEqual(['yes:red', 'dontKnow:yellow', 'no:normal']);
    expect(colours.diabetic).toEqual(['yes:red', 'no:normal']);
  });

  test.each([
    [3, 0, 'high'],
    [8, 0, 'high'],
    [2, 2, 'moderate'],
    [0, 4, 'moderate'],
    [1, 3, 'moderate'],
    [2, 1, 'low'],
    [0, 3, 'low'],
    [0, 0, 'low'],
  ])('%i red and %i yellow is %s', (red, yellow, risk) => {
    expect(strokeRisk(answers(red, yellow))).toBe(risk);
  });

  test('all 8 questions are required', () => {
    const a = answers(0, 0);
    expect(strokeFormSchema.safeParse(a).success).toBe(true);
    delete a.exercise;
    expect(strokeFormSchema.safeParse(a).success).toBe(false);
    expect(strokeFormSchema.safeParse({ ...answers(0, 0), smoker: 'maybe' }).success).toBe(false);
  });
});
