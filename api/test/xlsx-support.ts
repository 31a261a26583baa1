import zlib from 'node:zlib';
import * as XLSX from 'xlsx';

/** Test support for the spreadsheet suites: real .xlsx files, and crafted zips SheetJS would open. */

export function xlsx(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export function multipartFile(name: string, bytes: Buffer, field = 'file') {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface ZipEntry {
  name: string;
  /** The deflated bytes stored for this part. */
  data: Buffer;
  /** What the central directory and local header claim the part unpacks to. */
  declaredSize: number;
}

/** A zip written by hand, so the declared sizes can lie. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(8, 8);
    h.writeUInt32LE(0, 14);
    h.writeUInt32LE(e.data.length, 18);
    h.writeUInt32LE(e.declaredSize, 22);
    h.writeUInt16LE(name.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(e.data.length, 20);
    c.writeUInt32LE(e.declaredSize, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    locals.push(h, name, e.data);
    centrals.push(c, name);
    offset += h.length + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The parts of a real .xlsx, re-packed: `replace` swaps one part's content (and what it declares). */
export function repack(file: Buffer, replace: Record<string, { data: Buffer; declaredSize: number }>): Buffer {
  const parsed = XLSX.CFB.read(file, { type: 'buffer' });
  const entries: ZipEntry[] = [];
  parsed.FullPaths.forEach((p: string, i: number) => {
    const f = parsed.FileIndex[i]!;
    if (f.type !== 2) return;
    const name = p.replace(/^Root Entry\//, '');
    const r = replace[name];
    const raw = Buffer.from(f.content as Uint8Array);
    entries.push(r ? { name, ...r } : { name, data: zlib.deflateRawSync(raw), declaredSize: raw.length });
  });
  return zip(entries);
}
