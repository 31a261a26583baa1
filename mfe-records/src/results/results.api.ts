import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@portal/shared/api';
import type { LabResultTrend, LabResultsData } from '@portal/shared/contracts';

/** The results pages' calls: every test's latest value, and one test over time. */

export async function getLabResults(familyMemberId: number): Promise<LabResultsData> {
  return (await apiGet<LabResultsData>('user/labresults', { searchParams: { familyMemberId } })).data;
}

export async function getLabResultTrend(familyMemberId: number, test: string): Promise<LabResultTrend> {
  return (await apiGet<LabResultTrend>('user/labresults/trend', { searchParams: { familyMemberId, test } })).data;
}

export const resultKeys = {
  all: ['results'] as const,
  list: (familyMemberId: number, lang: string) => ['results', 'list', familyMemberId, lang] as const,
  trend: (familyMemberId: number, test: string, lang: string) => ['results', 'trend', familyMemberId, test, lang] as const,
};

export const labResultsQuery = (familyMemberId: number, lang: string) =>
  queryOptions({ queryKey: resultKeys.list(familyMemberId, lang), queryFn: () => getLabResults(familyMemberId) });

export const labResultTrendQuery = (familyMemberId: number, test: string, lang: string) =>
  queryOptions({ queryKey: resultKeys.trend(familyMemberId, test, lang), queryFn: () => getLabResultTrend(familyMemberId, test) });

/** Asks every patient's results again once a member's code is entered: from then on the API answers her values. */
export function useResultsUnlocked(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resultKeys.all });
}
