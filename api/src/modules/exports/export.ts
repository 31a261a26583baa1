import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportProgress } from '@portal/shared/contracts';
import type { Db } from '../../db/schema.js';
import { AppError, badRequest } from '../../http/envelope.js';
import { audit } from '../audit/audit.js';
import { findExportProgress, startExportProgress, updateExportProgress } from './repository.js';
import { xlsxStream, type XlsxColumn } from './xlsx-stream.js';

export interface ExportSpec<C> {
  /** The file name (Registered Users.xlsx, Interested Users - {offer}.xlsx). */
  fileName: string;
  sheetName: string;
  columns: readonly XlsxColumn[];
  /** What the audit log calls it (registered-users, interested-users). */
  kind: string;
  resourceId?: string | number | null;
  total: number;
  /** One page after `cursor` (null: the first), and the cursor of its last row; an empty page ends the export. */
  page(cursor: C | null): Promise<{ rows: (string | number | null)[][]; next: C | null }>;
}

export interface ExportActor {
  userId: number;
  ip: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** RFC 6266: an ASCII fallback and the UTF-8 name (an offer's title may be Arabic). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams an export as .xlsx: pages are read from the database one at a time as the client reads the
 * answer (back-pressure), the progress row is updated after each page (`exportId`, read back through
 * /api/user/exportprogress), and the export is audited with who made it and how many rows it held.
 */
export async function sendXlsxExport<C>(db: Db, reply: FastifyReply, actor: ExportActor, exportId: string | undefined, spec: ExportSpec<C>) {
  const id = exportId && UUID.test(exportId) ? exportId.toLowerCase() : null;
  if (id) {
    const taken = await startExportProgress(db, { id, userId: actor.userId, kind: spec.kind, total: spec.total });
    if (!taken) throw new AppError(409, 'This export is already running', 'Conflict');
  }
  const progress = async (done: number, finished: boolean) => {
    if (id) await updateExportProgress(db, id, done, finished);
  };
  let rowsOut = 0;
  async function* pages() {
    let cursor: C | null = null;
    for (;;) {
      const { rows, next } = await spec.page(cursor);
      if (rows.length === 0) break;
      rowsOut += rows.length;
      await progress(rowsOut, false);
      yield rows;
      if (next === null) break;
      cursor = next;
    }
    await progress(rowsOut, true);
    await audit(db, { actorUserId: actor.userId, subjectUserId: null, action: 'export', resource: spec.kind, resourceId: `${spec.resourceId ?? ''}${spec.resourceId != null ? ':' : ''}${rowsOut} rows`, ip: actor.ip, outcome: 'success' });
  }
  const stream = Readable.from(xlsxStream(spec.sheetName, spec.columns, pages()));
  stream.on('error', (err) => reply.log.error({ err }, 'export stream failed'));
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(spec.fileName))
    .header('cache-control', 'no-store')
    .header('x-total-count', String(spec.total))
    .send(stream);
}

/**
 * The caller's own export only. The page names the export and asks for its progress while the download starts,
 * so an id not recorded yet (or not the caller's: the two are not told apart) is an export that has not started:
 * nothing done yet, rather than a 404 in every export's log.
 */
export async function exportProgress(db: Db, userId: number, exportId: string): Promise<ExportProgress> {
  if (!UUID.test(exportId)) throw badRequest('exportId: not an export id');
  const row = await findExportProgress(db, userId, exportId.toLowerCase());
  return row ?? { total: 0, done: 0, finished: false };
}
