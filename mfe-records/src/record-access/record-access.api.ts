import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from '@portal/shared/api';
import type { RecordAccessEntry, RecordAccessPage } from '@portal/shared/contracts';
export type { RecordAccessEntry, RecordAccessPage };

/** Entries per page of "who saw my records". */
export const RECORD_ACCESS_PAGE_SIZE = 20;

/** GET /user/recordaccess: the reads of the caller's and their family members' records, newest first. */
export async function getRecordAccess(start: number): Promise<RecordAccessPage> {
  const r = await apiGet<RecordAccessPage>('user/recordaccess', { searchParams: { start, take: RECORD_ACCESS_PAGE_SIZE } });
  return { entries: r.data?.entries ?? [], total: r.data?.total ?? 0 };
}

/** The reads a page at a time: the next page starts after the entries already listed, until the total is reached. */
export const recordAccessQuery = () =>
  infiniteQueryOptions({
    queryKey: ['recordAccess'],
    queryFn: ({ pageParam }) => getRecordAccess(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const listed = pages.reduce((n, p) => n + p.entries.length, 0);
      return listed < last.total && last.entries.length > 0 ? listed : undefined;
    },
  });
