import { medicationProgress } from './progress';

describe('medication progress (creation date + duration days)', () => {
  test('day 1 is the creation date', () => {
    expect(medicationProgress('2026-11-01', 10, '2026-11-01')).toEqual({ elapsed: 1, total: 10, remaining: 9, percent: 10, lastDay: '2026-11-10', expired: false });
  });
  test('half way', () => {
    expect(medicationProgress('2026-11-01', 30, '2026-11-15')).toMatchObject({ elapsed: 15, remaining: 15, percent: 50, lastDay: '2026-11-30', expired: false });
  });
  test('the last day is still active, the day after is expired', () => {
    expect(medicationProgress('2026-11-01', 10, '2026-11-10')).toMatchObject({ elapsed: 10, remaining: 0, percent: 100, expired: false });
    expect(medicationProgress('2026-11-01', 10, '2026-11-11')).toMatchObject({ elapsed: 10, remaining: 0, percent: 100, expired: true });
  });
  test('not started yet', () => {
    expect(medicationProgress('2026-12-01', 5, '2026-11-28')).toMatchObject({ elapsed: 0, remaining: 5, percent: 0, expired: false });
  });
  test('across a month and a leap day', () => {
    expect(medicationProgress('2028-02-20', 14, '2028-02-29')).toMatchObject({ elapsed: 10, remaining: 4, lastDay: '2028-03-04' });
  });
});
