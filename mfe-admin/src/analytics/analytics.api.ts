import { apiGet } from '@portal/shared/api';

/** Counts of account §3. */
export interface RegisteredDeactivatedCounts {
  totalRegisteredUsers: number;
  registeredIn30Days: number;
  registeredToday: number;
  totalDeactivatedUsers: number;
  deactivatedIn30Days: number;
  deactivatedToday: number;
}

export interface DayCount {
  /** YYYY-MM-DD (Gulf day). */
  date: string;
  count: number;
}

export async function getCounts(): Promise<RegisteredDeactivatedCounts> {
  return (await apiGet<RegisteredDeactivatedCounts>('user/registereddeactivatedcounts')).data;
}

/** Registrations per day over the last `days` days, oldest first, every day present. */
export async function getRegistrationsPerDay(days = 30): Promise<DayCount[]> {
  return (await apiGet<DayCount[]>('user/registrationsperday', { searchParams: { days } })).data ?? [];
}

/** The streamed export of account §9 (Registered Users.xlsx, pages of 1000). */
export const REGISTERED_USERS_EXPORT = 'user/registeredusers/export';
