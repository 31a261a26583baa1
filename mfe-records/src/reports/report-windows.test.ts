import { maskNumber, reportWindow } from './report-windows';

test('Current is the last 30 days, Past from 30 days ago back 6 months', () => {
  expect(reportWindow('current', '2026-11-22')).toEqual({ startDate: '2026-10-23', endDate: '2026-11-22' });
  expect(reportWindow('past', '2026-11-22')).toEqual({ startDate: '2026-05-22', endDate: '2026-10-22' });
});
test('numbers are masked with the last 4 digits visible', () => {
  expect(maskNumber('502345678')).toBe('•••••5678');
  expect(maskNumber('123')).toBe('123');
});
