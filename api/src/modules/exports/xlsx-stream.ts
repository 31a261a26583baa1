import zlib from 'node:zlib';

/**
 * A streaming .xlsx writer: rows go out as they are produced, so an export of 100,000 users holds one page
 * in memory, not the file. SheetJS builds a workbook in memory, so it reads the uploads but does not write
 * the exports.
 *
 * The file is a zip written front to back: each part with a data descriptor (sizes and CRC after the
 * data), the central directory at the end. The sheet is deflated page by page: each page is its own
 * deflate run ended with a sync flush (byte-aligned, not final), and an empty final block closes the
 * part — concatenated, they form one valid deflate stream. Cells are inline strings (no shared-string
 * table to keep), and every cell that a spreadsheet could take for a formula is neutralised.
 */

/** A cell starting with = + - @ (or a tab or carriage return) would be read as a formula: prefix a quote (OWASP CSV injection). */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// XML 1.0 forbids most control characters; a name pasted with one must not break the file.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
function xmlText(value: string): string {
  return value.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function rowXml(r: number, cells: readonly (string | number | null | undefined)[], style = 0): string {
  let out = `<row r="${r}">`;
  cells.forEach((v, i) => {
    const text = v == null ? '' : neutraliseCell(String(v));
    out += `<c r="${columnName(i)}${r}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
  });
  return `${out}</row>`;
}

export interface XlsxColumn {
  header: string;
  /** Width in characters. */
  width?: number;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;
const workbookXml = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/**
 * The bytes of an .xlsx of one sheet: a header row (bold) and the rows of `pages` (each page an array of
 * rows), produced as the consumer reads — wrap it in `Readable.from` and the reader's back-pressure decides
 * when the next page is fetched.
 */
export async function* xlsxStream(sheetName: string, columns: readonly XlsxColumn[], pages: AsyncIterable<readonly (readonly (string | number | null | undefined)[])[]>): AsyncGenerator<Buffer> {
  const entries: Entry[] = [];
  let offset = 0;
  const { time, date } = dosDateTime(new Date());

  function localHeader(name: Buffer): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; UTF-8 names
    h.writeUInt16LE(8, 8); // deflate
    h.writeUInt16LE(time, 10);
    h.writeUInt16LE(date, 12);
    h.writeUInt16LE(name.length, 26);
    return Buffer.concat([h, name]);
  }
  function descriptor(e: Entry): Buffer {
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(e.crc >>> 0, 4);
    d.writeUInt32LE(e.compressed, 8);
    d.writeUInt32LE(e.size, 12);
    return d;
  }

  /** A whole small part at once. */
  function* part(path: string, content: string): Generator<Buffer> {
    const name = Buffer.from(path, 'utf8');
    const raw = Buffer.from(content, 'utf8');
    const data = zlib.deflateRawSync(raw);
    const e: Entry = { name, crc: zlib.crc32(raw), compressed: data.length, size: raw.length, offset };
    const head = localHeader(name);
    const tail = descriptor(e);
    offset += head.length + data.length + tail.length;
    entries.push(e);
    yield head;
    yield data;
    yield tail;
  }

  yield* part('[Content_Types].xml', CONTENT_TYPES);
  yield* part('_rels/.rels', ROOT_RELS);
  yield* part('xl/workbook.xml', workbookXml(sheetName));
  yield* part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  yield* part('xl/styles.xml', STYLES);

  // The sheet, streamed.
  const name = Buffer.from('xl/worksheets/sheet1.xml', 'utf8');
  const sheet: Entry = { name, crc: 0, compressed: 0, size: 0, offset };
  const head = localHeader(name);
  offset += head.length;
  yield head;
  const emit = (xml: string, final: boolean): Buffer => {
    const raw = Buffer.from(xml, 'utf8');
    sheet.crc = zlib.crc32(raw, sheet.crc);
    sheet.size += raw.length;
    const data = zlib.deflateRawSync(raw, final ? {} : { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    sheet.compressed += data.length;
    offset += data.length;
    return data;
  };
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 18}" customWidth="1"/>`).join('');
  yield emit(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${rowXml(1, columns.map((c) => c.header), 1)}`,
    false,
  );
  let r = 1;
  for await (const page of pages) {
    if (page.length === 0) continue;
    let xml = '';
    for (const row of page) xml += rowXml(++r, row);
    yield emit(xml, false);
  }
  yield emit('</sheetData></worksheet>', true);
  const tail = descriptor(sheet);
  offset += tail.length;
  entries.push(sheet);
  yield tail;

  // Central directory and its end record.
  const cdStart = offset;
  const central: Buffer[] = [];
  for (const e of entries) {
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0808, 8);
    c.writeUInt16LE(8, 10);
    c.writeUInt16LE(time, 12);
    c.writeUInt16LE(date, 14);
    c.writeUInt32LE(e.crc >>> 0, 16);
    c.writeUInt32LE(e.compressed, 20);
    c.writeUInt32LE(e.size, 24);
    c.writeUInt16LE(e.name.length, 28);
    c.writeUInt32LE(e.offset, 42);
    central.push(c, e.name);
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(cdStart, 16);
  yield Buffer.concat([cd, end]);
}
