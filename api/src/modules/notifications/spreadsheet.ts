import zlib from 'node:zlib';
import * as XLSX from 'xlsx';
import { MSG, SAMPLE_SPREADSHEET_NAME, SPREADSHEET_COLUMNS, SPREADSHEET_LIMITS, spreadsheetRow, type MobileListEntry } from '@portal/shared/contracts';
import { AppError } from '../../http/envelope.js';

/**
 * The broadcast spreadsheet (account §5): an .xlsx with the columns Country Code and Mobile No, read on
 * the server with SheetJS 0.20.3 (ARCHITECTURE.md pins; 0.18.5 has a prototype-pollution and a ReDoS CVE).
 *
 * What a crafted file cannot do here:
 * - be large: the upload is cut at SPREADSHEET_LIMITS.maxBytes (multipart limit, checked again here);
 * - unpack to much: before SheetJS sees the bytes, the zip's central directory is read, and the declared
 *   sizes (sum, per-part ratio, number of parts) are checked; then every part is inflated once with
 *   zlib's `maxOutputLength` set to its declared size, so a part that lies about its size stops after
 *   that many bytes instead of filling the memory. SheetJS inflates the same bytes afterwards, so its
 *   work is bounded by the same numbers;
 * - be another format SheetJS would also read (CSV, HTML, SYLK…): only a zip holding xl/workbook.xml;
 * - pollute prototypes: rows are read as arrays (`header: 1`), never as objects keyed by header cells, and
 *   the header must be exactly the two expected names;
 * - hold many rows: SheetJS stops at maxRows + 2 rows (`sheetRows`) and more are refused.
 * Every refusal is the spec's 'Invalid/Empty file, please upload a correct file.' (or 'Please select xlsx
 * file.' when it is not an .xlsx at all), and nothing is stored or sent.
 */

const invalid = (reason: string, http = 400) => new AppError(http, MSG.invalidEmptyFile, 'Invalid', { field: 'file', reason });
const notXlsx = (reason: string) => new AppError(400, MSG.selectXlsx, 'Invalid', { field: 'file', reason });

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;

interface ZipPart {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The parts listed by the central directory, found as SheetJS finds them (the last end record). */
function centralDirectory(buf: Buffer): ZipPart[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== SIG_LOCAL) throw notXlsx('not a zip');
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i -= 1) {
    if (buf.readUInt32LE(i) === SIG_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw invalid('no end of central directory');
  const onDisk = buf.readUInt16LE(end + 8);
  const total = buf.readUInt16LE(end + 10);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (onDisk !== total || total === 0xffff || cdOffset === 0xffffffff) throw invalid('multi-disk or zip64');
  if (total > SPREADSHEET_LIMITS.maxEntries) throw invalid('too many parts');
  const parts: ZipPart[] = [];
  let p = cdOffset;
  for (let n = 0; n < total; n += 1) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== SIG_CENTRAL) throw invalid('bad central directory');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    if (p + 46 + nameLen + extraLen + commentLen > buf.length) throw invalid('bad central directory');
    const name = buf.toString('latin1', p + 46, p + 46 + nameLen);
    if (flags & 0x41) throw invalid('encrypted');
    if (method !== 0 && method !== 8) throw invalid('compression method');
    if (hasZip64Field(buf.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen))) throw invalid('zip64');
    parts.push({ name, method, compressedSize, size, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return parts;
}

function hasZip64Field(extra: Buffer): boolean {
  for (let i = 0; i + 4 <= extra.length; ) {
    if (extra.readUInt16LE(i) === 0x0001) return true;
    i += 4 + extra.readUInt16LE(i + 2);
  }
  return false;
}

/**
 * Refuses a zip bomb fast: declared sizes first (no inflating at all), then each part inflated with a
 * hard cap at its declared size. Exported for the tests.
 */
export function checkZip(buf: Buffer): void {
  if (buf.length > SPREADSHEET_LIMITS.maxBytes) throw invalid('file too large', 413);
  const parts = centralDirectory(buf);
  let declared = 0;
  for (const part of parts) {
    declared += part.size;
    if (declared > SPREADSHEET_LIMITS.maxUncompressedBytes) throw invalid('unpacks too large');
    if (part.size > 65_536 && part.size / Math.max(1, part.compressedSize) > SPREADSHEET_LIMITS.maxRatio) throw invalid('compression ratio');
  }
  if (!parts.some((p) => p.name === 'xl/workbook.xml')) throw notXlsx('no workbook part');
  for (const part of parts) {
    const at = part.localOffset;
    if (at + 30 > buf.length || buf.readUInt32LE(at) !== SIG_LOCAL) throw invalid('bad local header');
    const flags = buf.readUInt16LE(at + 6);
    const dataStart = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
    if (flags & 0x41) throw invalid('encrypted');
    if (hasZip64Field(buf.subarray(at + 30 + buf.readUInt16LE(at + 26), dataStart))) throw invalid('zip64');
    if (dataStart > buf.length) throw invalid('bad local header');
    if (part.method === 0) {
      if (dataStart + part.size > buf.length) throw invalid('truncated part');
      continue;
    }
    let out: Buffer;
    try {
      // What SheetJS will inflate: from the local data to the end of the deflate stream.
      out = zlib.inflateRawSync(buf.subarray(dataStart), { maxOutputLength: Math.max(1, part.size) });
    } catch {
      throw invalid('part larger than declared, or corrupt');
    }
    if (out.length !== part.size) throw invalid('part size differs from declared');
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
 * The numbers of an uploaded spreadsheet, each row checked (account §5), without duplicates; or an
 * AppError with the spec's message.
 */
export function readMobileList(buf: Buffer, fileName: string): MobileListEntry[] {
  if (!/\.xlsx$/i.test(fileName.trim())) throw notXlsx('file name');
  if (buf.length === 0) throw invalid('empty file');
  checkZip(buf);
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
