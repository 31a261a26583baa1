import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiGet, apiGetBlob } from '@portal/shared/api';
import type { ExportProgress } from '@portal/shared/contracts';

/** A random id naming one download, so its progress can be asked for while the file streams in. */
export function newExportId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export async function getExportProgress(exportId: string): Promise<ExportProgress> {
  return (await apiGet<ExportProgress>('user/exportprogress', { searchParams: { exportId } })).data;
}

export const exportKeys = {
  progress: (exportId: string) => ['exports', 'progress', exportId] as const,
};

/** The progress of one export, asked every 400 ms while `polling`. */
export const exportProgressQuery = (exportId: string, polling: boolean) =>
  queryOptions({ queryKey: exportKeys.progress(exportId), queryFn: () => getExportProgress(exportId), enabled: polling, refetchInterval: polling ? 400 : false });

/**
 * The export's .xlsx, streamed by the API page by page. `onStarted` runs when the answer's headers arrive: the
 * server records the export (its progress row) before it answers, so only from then on can its progress be asked.
 */
export function downloadExport(path: string, params: Record<string, string | number>, exportId: string, onStarted?: () => void): Promise<Blob> {
  return apiGetBlob(path, { searchParams: { ...params, exportId }, onAnswer: onStarted });
}

/** Hands a file to the browser's downloads under the spec's file name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * One export's download, named by the id it is started with (`mutate(id)`): `onStarted(id)` runs once its answer has
 * started (from then on its progress can be asked), and the file is saved under `fileName` once it is in.
 */
export function useDownloadExport(path: string, params: Record<string, string | number>, fileName: string, onStarted: (exportId: string) => void) {
  return useMutation({
    mutationFn: (exportId: string) => downloadExport(path, params, exportId, () => onStarted(exportId)),
    onSuccess: (blob) => saveFile(blob, fileName),
  });
}
