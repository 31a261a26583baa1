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

export async function getCounts(): Promise<RegisteredDeactivatedCounts> {
  return (await apiGet<RegisteredDeactivatedCounts>('user/registereddeactivatedcounts')).data;
}
