import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost, apiUpload, contentGet } from '@portal/shared/api';
import { ADMIN_PAGES, BROADCAST_IMAGE_MAX_BYTES, MSG, SPREADSHEET_LIMITS, isXlsxName, type MobileListEntry } from '@portal/shared/contracts';
import type { BroadcastAudience, BroadcastHistoryItem, BroadcastImage, BroadcastPublished, MobileListUpload } from '@portal/shared/contracts';
export type { BroadcastHistoryItem };

export interface HospitalOption {
  locationId: number;
  name: string;
}

/** History page size (docs/product.md#administration-broadcasts). */
export const HISTORY_PAGE_SIZE = ADMIN_PAGES.broadcastHistory;

/** InURLPath is base64 of the URL's UTF-8 text; btoa alone would throw on non-Latin-1 text. */
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
  /** The optional Arabic version (empty: patients reading Arabic see the English). */
  titleAr?: string;
  textAr?: string;
  url: string;
  imageUrl: string | null;
  /** Custom: the numbers of the uploaded spreadsheet. */
  mobileList: MobileListEntry[] | null;
  /** A re-send (Type 'toExcel' for a spreadsheet or a re-send). */
  resend?: boolean;
}

export async function publishBroadcast(input: PublishInput): Promise<BroadcastPublished> {
  const res = await apiPost<BroadcastPublished>('notification/broadcast', {
    FacilityId: input.mobileList ? 0 : input.facilityId,
    NotificationType: 2,
    NotificationTitle: input.title.trim(),
    NotificationText: input.text.trim(),
    ...(input.titleAr?.trim() ? { NotificationTitleAr: input.titleAr.trim() } : {}),
    ...(input.textAr?.trim() ? { NotificationTextAr: input.textAr.trim() } : {}),
    InURLPath: input.url.trim() ? toInUrlPath(input.url) : '',
    ImageURL: input.imageUrl ?? '',
    ...(input.mobileList || input.resend ? { Type: 'toExcel' } : {}),
    ...(input.mobileList ? { Mobilelist: input.mobileList } : {}),
  });
  return res.data;
}

export async function getBroadcastHistory(start: number, searchText = '', facilityId = 0): Promise<BroadcastHistoryItem[]> {
  return (await apiGet<BroadcastHistoryItem[]>('notification/broadcasthistory', { searchParams: { start, take: HISTORY_PAGE_SIZE, searchText, facilityId } })).data ?? [];
}

/** The numbers a spreadsheet broadcast went to (for its re-send). */
export async function getRecipients(id: number): Promise<MobileListEntry[]> {
  return (await apiGet<MobileListEntry[]>('notification/broadcastrecipients', { searchParams: { id } })).data ?? [];
}

/**
 * uploadnotifyuser: the server reads and checks the .xlsx; the answer is the list and how many of its numbers
 * have an account (a broadcast reaches only those), or the spec's message as an ApiError.
 */
export async function uploadMobileList(file: File): Promise<{ list: MobileListEntry[]; accountCount: number }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = (await apiUpload<MobileListUpload>('notification/uploadnotifyuser', form)).data;
  return { list: data.Mobilelist, accountCount: data.accountCount };
}

/** How many accounts a broadcast to every user (0) or to one hospital's would reach, asked before publishing. */
export const audienceQuery = (facilityId: number) =>
  queryOptions({
    queryKey: ['broadcast', 'audience', facilityId] as const,
    queryFn: async () => (await apiGet<BroadcastAudience>('notification/audience', { searchParams: { facilityId } })).data.count,
    staleTime: 30_000,
  });

/** uploadnotifyimage: data.ImageURL, an address of the portal. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiUpload<BroadcastImage>('notification/uploadnotifyimage', form)).data.ImageURL;
}

/** The sample UploadMobileNo.xlsx. */
export function getSampleSpreadsheet(): Promise<Blob> {
  return apiGetBlob('notification/samplemobilelist');
}

/** The hospitals of the brand (content site), for the "one hospital" target. */
export function getHospitals(): Promise<HospitalOption[]> {
  return contentGet<HospitalOption[]>('getallhospitallocation');
}

export const broadcastKeys = {
  history: ['broadcast', 'history'] as const,
};

export interface HistoryFilter {
  page: number;
  search: string;
  facilityId: number;
}

/** A delivery still running in the background. */
export const inProgress = (h: BroadcastHistoryItem) => h.status === 'Queued' || h.status === 'Sending';

/** One page of the history; followed every 2 s while one of its deliveries runs. */
export const historyQuery = (f: HistoryFilter) =>
  queryOptions({
    queryKey: [...broadcastKeys.history, f.page, f.search, f.facilityId] as const,
    queryFn: () => getBroadcastHistory(f.page * HISTORY_PAGE_SIZE, f.search, f.facilityId),
    refetchInterval: (q) => (q.state.data?.some(inProgress) ? 2000 : false),
  });

export const hospitalsQuery = (lang: string) => queryOptions({ queryKey: ['broadcast', 'hospitals', lang] as const, queryFn: getHospitals });
export const recipientsQuery = (id: number) => queryOptions({ queryKey: ['broadcast', 'recipients', id] as const, queryFn: () => getRecipients(id), staleTime: Infinity });

/**
 * Publishing a broadcast, or re-sending one: every page of the history is asked again (the new delivery heads the
 * first page, and is followed while it runs).
 */
export function usePublishBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishBroadcast, onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.history }) });
}

/** The form's share of the spreadsheet rules (docs/product.md#administration-broadcasts); the server checks the file and every row again. */
async function readSpreadsheet(file: File) {
  if (!isXlsxName(file.name)) throw new Error(MSG.selectXlsx);
  if (file.size === 0 || file.size > SPREADSHEET_LIMITS.maxBytes) throw new Error(MSG.invalidEmptyFile);
  return { name: file.name, ...(await uploadMobileList(file)) };
}

/** The upload of a spreadsheet of numbers: its name, its list and how many of them have an account, once read. */
export function useUploadMobileList() {
  return useMutation({ mutationFn: readSpreadsheet });
}

const IMAGE_NAME = /\.(jpe?g|png)$/i;
async function sendImage(file: File): Promise<string> {
  if (!IMAGE_NAME.test(file.name) || file.size === 0 || file.size > BROADCAST_IMAGE_MAX_BYTES) throw new Error(MSG.profileImageError);
  return uploadImage(file);
}

/** The upload of the broadcast's optional image (jpg or png): its address once uploaded. */
export function useUploadImage() {
  return useMutation({ mutationFn: sendImage });
}
