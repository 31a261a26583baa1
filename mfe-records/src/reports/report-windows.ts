import { formatISO, parseISO, subMonths } from 'date-fns';
import { addDays } from '@portal/shared/dates';

/**
 * The two report tabs (docs/product.md#reports-lists): Current is the last 30 days ('Latest 1 month'); Past is from 30 days
 * ago back 6 months ('Latest 6 months').
 */
export type ReportTab = 'current' | 'past';

export function reportWindow(tab: ReportTab, today: string): { startDate: string; endDate: string } {
  if (tab === 'current') return { startDate: addDays(today, -30), endDate: today };
  return { startDate: formatISO(subMonths(parseISO(today), 6), { representation: 'date' }), endDate: addDays(today, -31) };
}
