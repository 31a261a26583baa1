import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost, apiText } from '@portal/shared/api';
import type { CreateShareBody, CreatedShare, SharedLink, SummarySection } from '@portal/shared/contracts';
import type { FhirBundle } from './ips-view';

export type { CreatedShare, SharedLink };

/** The calls of the patient summary and its shared links (api/src/modules/summary). */

const summaryParams = (familyMemberId: number, lang: string, sections?: readonly SummarySection[]) => ({
  familyMemberId, lang, ...(sections ? { sections: sections.join(',') } : {}),
});

/** GET user/summary: the International Patient Summary, a FHIR document Bundle (its text too, for the download). */
export async function getSummary(familyMemberId: number, lang: string): Promise<{ bundle: FhirBundle; json: string }> {
  const json = await apiText('user/summary', { searchParams: summaryParams(familyMemberId, lang) });
  return { bundle: JSON.parse(json) as FhirBundle, json };
}

/** GET user/summary/pdf: the same summary as a PDF in `lang`. */
export const getSummaryPdf = (familyMemberId: number, lang: string) => apiGetBlob('user/summary/pdf', { searchParams: summaryParams(familyMemberId, lang) });

export const summaryKeys = {
  all: ['summary'] as const,
  of: (familyMemberId: number, lang: string) => ['summary', familyMemberId, lang] as const,
  shares: ['summary', 'shares'] as const,
};

export const summaryQuery = (familyMemberId: number, lang: string) =>
  queryOptions({ queryKey: summaryKeys.of(familyMemberId, lang), queryFn: () => getSummary(familyMemberId, lang), retry: (n, e) => (e as { status?: number }).status !== 403 && n < 2 });

export async function getShares(): Promise<SharedLink[]> {
  return (await apiGet<{ links: SharedLink[] }>('user/summary/shares')).data?.links ?? [];
}
export const sharesQuery = () => queryOptions({ queryKey: summaryKeys.shares, queryFn: getShares });

export async function createShare(body: CreateShareBody): Promise<CreatedShare> {
  return (await apiPost<CreatedShare>('user/summary/shares', body)).data!;
}

export function useCreateShare() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createShare, onSuccess: () => client.invalidateQueries({ queryKey: summaryKeys.shares }) });
}

export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiPost<{ link: SharedLink }>(`user/summary/shares/${id}/revoke`)).data!.link,
    onSuccess: () => client.invalidateQueries({ queryKey: summaryKeys.shares }),
  });
}

/** Saves bytes as a file of the browser (the summary's JSON or PDF). */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
