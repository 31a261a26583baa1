import { apiGet, apiGetBlob } from '@portal/shared/api';

/** Progress of a running export (GET user/exportprogress), counted in rows. */
export interface ExportProgress {
  total: number;
  done: number;
  finished: boolean;
}

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

/** The export's .xlsx, streamed by the API page by page. */
export function downloadExport(path: string, params: Record<string, string | number>, exportId: string): Promise<Blob> {
  return apiGetBlob(path, { searchParams: { ...params, exportId } });
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
