import { apiGet, apiPost, contentGet } from '@portal/shared/api';

/** Broadcast history item (account §3). */
export interface BroadcastHistoryItem {
  id: number;
  notificationTitle: string;
  message: string;
  notificationType: number;
  callbackURL: string | null;
  createdOn: string;
  pushSuccess: number;
  pushFail: number;
  status: string;
  createdBy: string;
  facilityId: number;
  isExcelUploadedNotification: boolean;
}

export interface HospitalOption {
  locationId: number;
  name: string;
}

/** History page size (account §7). */
export const HISTORY_PAGE_SIZE = 10;

/** InURLPath is base64 of the URL's UTF-8 text (account §3); btoa alone would throw on non-Latin-1 text. */
export function toInUrlPath(url: string): string {
  const bytes = new TextEncoder().encode(url.trim());
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export interface PublishInput {
  facilityId: number;
  title: string;
  text: string;
  url: string;
}

export async function publishBroadcast(input: PublishInput): Promise<{ pushSuccess: number }> {
  const res = await apiPost<{ pushSuccess: number }>('notification/broadcast', {
    FacilityId: input.facilityId,
    NotificationType: 2,
    NotificationTitle: input.title.trim(),
    NotificationText: input.text.trim(),
    InURLPath: input.url.trim() ? toInUrlPath(input.url) : '',
  });
  return res.data;
}

export async function getBroadcastHistory(start: number): Promise<BroadcastHistoryItem[]> {
  return (await apiGet<BroadcastHistoryItem[]>('notification/broadcasthistory', { searchParams: { start, take: HISTORY_PAGE_SIZE } })).data ?? [];
}

/** The hospitals of the brand (content site), for the "one hospital" target. */
export function getHospitals(): Promise<HospitalOption[]> {
  return contentGet<HospitalOption[]>('getallhospitallocation');
}
