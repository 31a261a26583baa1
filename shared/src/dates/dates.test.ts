import { addDays, daysBetween } from '@portal/shared/dates';

describe('calendar days', () => {
  test('adding days crosses months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-10', 0)).toBe('2026-11-10');
    expect(addDays('2026-11-10T08:00:00Z', -30)).toBe('2026-10-11');
  });

  test('days between two dates, negative when the second is earlier', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2026-11-30', '2026-11-01')).toBe(-29);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  test('a daylight-saving change in between moves no date', () => {
    // Europe and America change their clocks on these nights; the runtime may be in either.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});
