import { reportWindow } from './report-windows';

test('Current is the last 30 days, Past from 30 days ago back 6 months', () => {
  expect(reportWindow('current', '2026-11-22')).toEqual({ startDate: '2026-10-23', endDate: '2026-11-22' });
  expect(reportWindow('past', '2026-11-22')).toEqual({ startDate: '2026-05-22', endDate: '2026-10-22' });
});
