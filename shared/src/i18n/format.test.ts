import { dateTimeFormat, formatDate, formatDayChip, formatDmy, formatTime, numberFormat } from './format';

test('dd/MM/yyyy (HH:mm) in both languages, in UAE time', () => {
  expect(formatDmy('2026-11-26T13:12:00Z', 'en', { withTime: true })).toBe('26/11/2026 17:12');
  expect(formatDmy('2026-11-26T21:00:00Z', 'en')).toBe('27/11/2026');
  // The same in Arabic: Latin digits, dd/MM/yyyy.
  expect(formatDmy('2026-11-26T13:12:00Z', 'ar', { withTime: true })).toBe('26/11/2026 17:12');
  expect(formatDmy('2026-12-01', 'ar', { timeZone: 'UTC' })).toBe('01/12/2026');
  expect(formatDmy('nope', 'en')).toBe('nope');
});

test('a date in UTC reads as Intl writes it, without making an Intl object', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const byIntl = (d: Date) => {
    const parts = intl.formatToParts(d);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
  };
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  for (let t = Date.UTC(1999, 11, 31, 23, 59); t < Date.UTC(2031, 0, 1); t += 37 * 3600_000 + 7 * 60_000) {
    const d = new Date(t);
    expect(formatDmy(d, 'en', { timeZone: 'UTC', withTime: true })).toBe(byIntl(d));
    expect(formatDmy(d, 'ar', { timeZone: 'UTC' })).toBe(byIntl(d).slice(0, 10));
  }
  expect(formatDmy('2024-02-29', 'en', { timeZone: 'UTC' })).toBe('29/02/2024');
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
});

describe('dates and numbers in the page language', () => {
  test('English and Arabic', () => {
    expect(formatDate('2026-03-10', 'en')).toBe('Tue, 10/03/2026');
    expect(formatDate('2026-03-10', 'en', false)).toBe('10/03/2026');
    expect(formatDate('2026-03-10', 'ar')).toMatch(/^الثلاثاء، 10\/03\/2026$/);
    expect(formatTime('14:30', 'en')).toBe('2:30 pm');
    expect(formatDayChip('2026-03-10', 'en')).toEqual({ weekday: 'Tue', day: '10', month: 'Mar' });
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  test('one formatter per locale and options, made once', () => {
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).toBe(dateTimeFormat('en-GB', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('ar-AE', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('en-GB', { dateStyle: 'long' }));
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(numberFormat('en-US').format(1234)).toBe('1,234');
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric' })).toBeInstanceOf(Intl.DateTimeFormat);
  });
});
