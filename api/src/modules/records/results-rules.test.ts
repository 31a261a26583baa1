import { DEFAULT_RELEASE_RULES, rangePosition, releaseOf, resultFlag, resultKey } from './results-rules.js';

const value = (v: number | null, low: number | null, high: number | null, interpretation: string | null = null) => ({ value: v, low, high, interpretation });

describe('the flag of a result', () => {
  test('the laboratory’s interpretation wins: critical, high, low, abnormal, normal', () => {
    expect(resultFlag(value(6.4, 3.5, 5.1, 'HH'))).toBe('critical');
    expect(resultFlag(value(2.1, 3.5, 5.1, 'LL'))).toBe('critical');
    expect(resultFlag(value(null, null, null, 'AA'))).toBe('critical');
    // A value inside the printed range that the laboratory calls high (an age-specific range): high.
    expect(resultFlag(value(5.0, 3.9, 5.5, 'H'))).toBe('high');
    expect(resultFlag(value(45, 75, 250, 'L'))).toBe('low');
    expect(resultFlag(value(null, null, null, 'A'))).toBe('abnormal');
    expect(resultFlag(value(null, null, null, 'POS'))).toBe('abnormal');
    expect(resultFlag(value(6.1, 4.0, 5.6, 'n'))).toBe('normal');
  });

  test('without an interpretation: the number against the range; unknown when nothing says', () => {
    expect(resultFlag(value(6.1, 4.0, 5.6))).toBe('high');
    expect(resultFlag(value(3.8, 4.0, 5.6))).toBe('low');
    expect(resultFlag(value(5.6, 4.0, 5.6))).toBe('normal');
    // One-sided ranges: "< 5.2", "> 1.0".
    expect(resultFlag(value(5.9, null, 5.2))).toBe('high');
    expect(resultFlag(value(0.98, 1.0, null))).toBe('low');
    expect(resultFlag(value(12, null, null))).toBe('unknown');
    expect(resultFlag(value(null, null, null, 'ZZ'))).toBe('unknown');
  });

  test('the position against the range, for the text summary', () => {
    expect(rangePosition(value(6.1, 4.0, 5.6))).toBe('above');
    expect(rangePosition(value(3.9, 4.0, 5.6))).toBe('below');
    expect(rangePosition(value(4.0, 4.0, 5.6))).toBe('within');
    expect(rangePosition(value(null, 4.0, 5.6))).toBeNull();
    expect(rangePosition(value(5, null, null))).toBeNull();
  });
});

describe('the release rules', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const result = (o: Partial<Parameters<typeof releaseOf>[0]> = {}) => ({ status: 'final' as const, code: '4548-4', interpretation: 'H', issued: '2026-11-30T06:00:00Z', releasedAt: null, ...o });

  test('an ordinary result is released at once, high or not', () => {
    expect(releaseOf(result(), DEFAULT_RELEASE_RULES, now)).toEqual({ state: 'released' });
    expect(releaseOf(result({ status: 'amended' }), DEFAULT_RELEASE_RULES, now)).toEqual({ state: 'released' });
  });

  test('a result the laboratory has not finished is pending, whatever else', () => {
    expect(releaseOf(result({ status: 'preliminary', releasedAt: '2026-11-30T08:00:00Z' }), DEFAULT_RELEASE_RULES, now)).toEqual({ state: 'pending', reason: 'not-final', until: null });
    expect(releaseOf(result({ status: 'registered' }), DEFAULT_RELEASE_RULES, now).state).toBe('pending');
  });

  test('a sensitive test is held for the configured days after it was issued, unless a clinician releases it', () => {
    const hiv = result({ code: '56888-1', interpretation: 'N', issued: '2026-11-29T06:00:00Z' });
    expect(releaseOf(hiv, DEFAULT_RELEASE_RULES, now)).toEqual({ state: 'pending', reason: 'sensitive', until: new Date('2026-12-06T06:00:00Z') });
    expect(releaseOf(hiv, DEFAULT_RELEASE_RULES, new Date('2026-12-06T06:00:00Z'))).toEqual({ state: 'released' });
    expect(releaseOf({ ...hiv, releasedAt: '2026-11-30T10:00:00Z' }, DEFAULT_RELEASE_RULES, now)).toEqual({ state: 'released' });
    // The days come from the configuration.
    expect(releaseOf(hiv, { ...DEFAULT_RELEASE_RULES, sensitiveHoldDays: 1 }, now)).toEqual({ state: 'released' });
  });

  test('a critical result is held for the critical days; a critical sensitive one for the sensitive days', () => {
    const potassium = result({ code: '6298-4', interpretation: 'HH', issued: '2026-11-30T06:00:00Z' });
    expect(releaseOf(potassium, DEFAULT_RELEASE_RULES, now)).toEqual({ state: 'pending', reason: 'critical', until: new Date('2026-12-02T06:00:00Z') });
    expect(releaseOf(potassium, DEFAULT_RELEASE_RULES, new Date('2026-12-02T07:00:00Z')).state).toBe('released');
    expect(releaseOf({ ...potassium, interpretation: 'll' }, DEFAULT_RELEASE_RULES, now).state).toBe('pending');
    expect(releaseOf({ ...potassium, code: '2118-8' }, DEFAULT_RELEASE_RULES, now)).toMatchObject({ reason: 'sensitive', until: new Date('2026-12-07T06:00:00Z') });
    // Not critical by the configuration: released.
    expect(releaseOf(potassium, { ...DEFAULT_RELEASE_RULES, criticalInterpretations: [] }, now).state).toBe('released');
  });

  test('a test is known by its LOINC code, else by its name', () => {
    expect(resultKey({ code: '4548-4', name: 'HbA1c' })).toBe('4548-4');
    expect(resultKey({ code: '', name: ' Urine Colour ' })).toBe('name:urine colour');
  });
});
