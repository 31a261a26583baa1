import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@portal/shared/api';
import type { DayCount, RegisteredDeactivatedCounts } from '@portal/shared/contracts';

export type { DayCount, RegisteredDeactivatedCounts };

export async function getCounts(): Promise<RegisteredDeactivatedCounts> {
  return (await apiGet<RegisteredDeactivatedCounts>('user/registereddeactivatedcounts')).data;
}

/** Registrations per day over the last `days` days, oldest first, every day present. */
export async function getRegistrationsPerDay(days = 30): Promise<DayCount[]> {
  return (await apiGet<DayCount[]>('user/registrationsperday', { searchParams: { days } })).data ?? [];
}

/** The streamed export (Registered Users.xlsx, pages of 1000; docs/product.md#administration-exports). */
export const REGISTERED_USERS_EXPORT = 'user/registeredusers/export';

export const analyticsKeys = { all: ['analytics'] as const };
export const countsQuery = () => queryOptions({ queryKey: [...analyticsKeys.all, 'counts'] as const, queryFn: getCounts });
export const registrationsPerDayQuery = (days = 30) => queryOptions({ queryKey: [...analyticsKeys.all, 'per-day', days] as const, queryFn: () => getRegistrationsPerDay(days) });
