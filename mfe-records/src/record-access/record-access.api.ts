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
