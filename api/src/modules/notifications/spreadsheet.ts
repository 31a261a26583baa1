import * as XLSX from 'xlsx';
import yauzl from 'yauzl';
import { MSG, SAMPLE_SPREADSHEET_NAME, SPREADSHEET_COLUMNS, SPREADSHEET_LIMITS, spreadsheetRow, type MobileListEntry } from '@portal/shared/contracts';
import { AppError } from '../../http/envelope.js';

/**
 * The broadcast spreadsheet (docs/product.md#administration-broadcasts): an .xlsx with the columns Country Code and Mobile No, read on
 * the server with SheetJS 0.20.3 (ARCHITECTURE.md pins; 0.18.5 has a prototype-pollution and a ReDoS CVE).
 *
 * What a crafted file cannot do here:
 * - be large: the upload is cut at SPREADSHEET_LIMITS.maxBytes (multipart limit, checked again here);
 * - unpack to much: before SheetJS sees the bytes, the zip is read with yauzl, its declared sizes are checked
 *   (sum, per-part ratio, number of parts), then every part is inflated as a stream and stopped as soon as it
 *   passes its declared size or the limit (`checkZip`), so neither a large part nor one that lies about its size
 *   fills the memory or holds the event loop. SheetJS inflates the same bytes afterwards, so its work is bounded
 *   by the same numbers;
 * - be another format SheetJS would also read (CSV, HTML, SYLK…): only a zip holding xl/workbook.xml;
 * - pollute prototypes: rows are read as arrays (`header: 1`), never as objects keyed by header cells, and
 *   the header must be exactly the two expected names;
 * - hold many rows: SheetJS stops at maxRows + 2 rows (`sheetRows`) and more are refused.
 * Every refusal is the spec's 'Invalid/Empty file, please upload a correct file.' (or 'Please select xlsx
 * file.' when it is not an .xlsx at all), and nothing is stored or sent.
 */

const invalid = (reason: string, http = 400) => new AppError(http, MSG.invalidEmptyFile, 'Invalid', { field: 'file', reason });
const notXlsx = (reason: string) => new AppError(400, MSG.selectXlsx, 'Invalid', { field: 'file', reason });

/**
 * Refuses a zip bomb while reading, never after unpacking: the zip is read with yauzl (`validateEntrySizes`), the
 * declared sizes are checked first (sum, per-part ratio, number of parts: no inflating at all), then every part
 * is inflated as a stream, off the event loop, and stopped as soon as it passes its declared size or the parts
 * together pass the limit. Only then does SheetJS get the bytes (it inflates the same streams, so its work is
 * bounded by the same numbers). Exported for the tests.
 */
export async function checkZip(buf: Buffer): Promise<void> {
  if (buf.length > SPREADSHEET_LIMITS.maxBytes) throw invalid('file too large', 413);
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw notXlsx('not a zip');
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true, decodeStrings: true });
  } catch {
    throw invalid('not a readable zip');
  }
  try {
    if (zip.entryCount > SPREADSHEET_LIMITS.maxEntries) throw invalid('too many parts');
    const parts: yauzl.Entry[] = [];
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        if (entry.isEncrypted()) throw invalid('encrypted');
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw invalid('compression method');
        // SheetJS reads no zip64 (and a spreadsheet of this size never needs it).
        if (entry.extraFields.some((f) => f.id === 0x0001)) throw invalid('zip64');
        declared += entry.uncompressedSize;
        if (declared > SPREADSHEET_LIMITS.maxUncompressedBytes) throw invalid('unpacks too large');
        if (entry.uncompressedSize > 65_536 && entry.uncompressedSize / Math.max(1, entry.compressedSize) > SPREADSHEET_LIMITS.maxRatio) throw invalid('compression ratio');
        parts.push(entry);
      }
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw invalid('bad central directory');
    }
    if (!parts.some((p) => p.fileName === 'xl/workbook.xml')) throw notXlsx('no workbook part');
    let inflated = 0;
    for (const part of parts) {
      try {
        for await (const chunk of await zip.openReadStreamPromise(part)) {
          inflated += (chunk as Buffer).length;
          if (inflated > SPREADSHEET_LIMITS.maxUncompressedBytes) throw invalid('unpacks too large');
        }
      } catch (e) {
        if (e instanceof AppError) throw e;
        // yauzl stops a part at its declared size ("too many bytes in the stream"), or it does not inflate.
        throw invalid('part larger than declared, or corrupt');
      }
    }
  } finally {
    zip.close();
  }
}

const READ_OPTS: XLSX.ParsingOptions = {
  type: 'buffer',
  dense: true,
  sheets: 0,
  sheetRows: SPREADSHEET_LIMITS.maxRows + 2,
  cellFormula: false,
  cellHTML: false,
  cellText: false,
  cellStyles: false,
  cellDates: false,
  cellNF: false,
  bookVBA: false,
  bookFiles: false,
  bookDeps: false,
  sheetStubs: false,
  WTF: false,
};

const headerName = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\s+/g, ' ') : v == null ? '' : String(v).trim().toLowerCase());
const isBlank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

/**
 * The numbers of an uploaded spreadsheet, each row checked, without duplicates; or an
 * AppError with the spec's message.
 */
export async function readMobileList(buf: Buffer, fileName: string): Promise<MobileListEntry[]> {
  if (!/\.xlsx$/i.test(fileName.trim())) throw notXlsx('file name');
  if (buf.length === 0) throw invalid('empty file');
  await checkZip(buf);
  let rows: unknown[][];
  try {
    const wb = XLSX.read(buf, READ_OPTS);
    const first = wb.SheetNames[0];
    const sheet = first ? wb.Sheets[first] : undefined;
    if (!sheet) throw invalid('no sheet');
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: false });
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw invalid('unreadable workbook');
  }
  const [header, ...data] = rows;
  if (!header) throw invalid('empty sheet');
  const names = header.map(headerName);
  const ccCol = names.indexOf(SPREADSHEET_COLUMNS[0].toLowerCase());
  const mobileCol = names.indexOf(SPREADSHEET_COLUMNS[1].toLowerCase());
  // Exactly the two columns: anything else in the header (another name, `__proto__`, a duplicate) is refused.
  if (ccCol < 0 || mobileCol < 0 || names.filter((n) => n !== '').length !== 2) throw invalid('columns');
  const body = data.filter((r) => r.some((c) => !isBlank(c)));
  if (body.length === 0) throw invalid('no rows');
  if (body.length > SPREADSHEET_LIMITS.maxRows) throw invalid('too many rows');
  const out = new Map<string, MobileListEntry>();
  body.forEach((r, i) => {
    if (r.some((c, col) => col !== ccCol && col !== mobileCol && !isBlank(c))) throw invalid(`row ${i + 2}: extra cells`);
    const row = spreadsheetRow(r[ccCol], r[mobileCol]);
    if (!row) throw invalid(`row ${i + 2}: bad number`);
    out.set(`${row.countryCode}-${row.mobileNo}`, row);
  });
  return [...out.values()];
}

let sample: Buffer | null = null;
/** UploadMobileNo.xlsx: the two columns and example rows in the accepted patterns (3-3-3 and 3-3-2). */
export function sampleSpreadsheet(): { fileName: string; bytes: Buffer } {
  if (!sample) {
    const ws = XLSX.utils.aoa_to_sheet([[...SPREADSHEET_COLUMNS], ['971', '501-234-567'], ['968', '912 345 67']]);
    ws['!cols'] = [{ wch: 14 }, { wch: 16 }];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Sheet1');
    sample = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  }
  return { fileName: SAMPLE_SPREADSHEET_NAME, bytes: sample };
}
