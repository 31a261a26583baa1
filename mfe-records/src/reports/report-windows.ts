import { formatISO, parseISO, subMonths } from 'date-fns';
import { addDays } from '@portal/shared/dates';

/**
 * The two report tabs (care §4, §9): Current is the last 30 days ('Latest 1 month'); Past is from 30 days
 * ago back 6 months ('Latest 6 months').
 */
export type ReportTab = 'current' | 'past';

export function reportWindow(tab: ReportTab, today: string): { startDate: string; endDate: string } {
  if (tab === 'current') return { startDate: addDays(today, -30), endDate: today };
  return { startDate: formatISO(subMonths(parseISO(today), 6), { representation: 'date' }), endDate: addDays(today, -31) };
}

/** Numbers shown masked with the last 4 digits visible (care §9). */
export function maskNumber(n: string): string {
  const digits = n.replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  return `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
