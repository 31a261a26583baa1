/**
 * Real files for the upload tests: uploads are parsed and decoded (security/file-content.ts), so a PNG
 * header followed by filler is no longer an image. The images are 8×8 pixels written by sharp; the PDFs are
 * built here object by object, with a correct cross-reference table, so each variant differs from the clean
 * one only in what it adds.
 */
import { CFB } from 'xlsx';

export const PNG_8 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQWpWGFTEMLQkA03tMgVCBU+YAAAAASUVORK5CYII=', 'base64');
export const JPEG_8 = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcAJOH/9k=',
  'base64',
);

export interface PdfParts {
  /** Added to the catalog dictionary (`/OpenAction 4 0 R`, `/Names << … >>`). */
  catalog?: string;
  /** Added to the page dictionary (`/Annots [4 0 R]`). */
  page?: string;
  /** Objects 4, 5, … (their bodies, without `n 0 obj` / `endobj`). */
  extra?: string[];
  /** Text right after the header line (a comment, say). */
  afterHeader?: string;
  /** Bytes after the final `%%EOF`. */
  trailing?: string;
}

/** A one-page PDF that pdf.js opens, plus whatever `parts` adds. */
export function pdf(parts: PdfParts = {}): Buffer {
  const content = 'BT /F1 12 Tf 20 100 Td (Identity document) Tj ET';
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents ${4 + (parts.extra?.length ?? 0)} 0 R ${parts.page ?? ''} >>`,
    ...(parts.extra ?? []),
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = `%PDF-1.4\n${parts.afterHeader ?? ''}`;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n${parts.trailing ?? ''}`;
  return Buffer.from(out, 'latin1');
}

/** The penetration test's file: it starts like a PDF and is an HTML page. */
export const PDF_HTML_POLYGLOT = Buffer.from('%PDF-1.4\n<html><body><script>fetch("/api/user/profile").then((r) => r.text()).then(alert)</script></body></html>\n%%EOF\n');


const DOCX_TYPES = (extra = '') =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  `${extra}</Types>`;

/**
 * A minimal Word package (.docx, a zip written by SheetJS' CFB) with a document part, plus or instead of what
 * `parts` says (a part's value `null` leaves it out).
 */
export function docx(parts: Record<string, string | Buffer | null> = {}): Buffer {
  const all: Record<string, string | Buffer | null> = {
    '[Content_Types].xml': DOCX_TYPES(),
    '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Identity document</w:t></w:r></w:p></w:body></w:document>',
    ...parts,
  };
  const container = CFB.utils.cfb_new();
  for (const [name, body] of Object.entries(all)) if (body !== null) CFB.utils.cfb_add(container, name, typeof body === 'string' ? Buffer.from(body) : body);
  return Buffer.from(CFB.write(container, { fileType: 'zip', type: 'buffer', compression: true }) as Uint8Array);
}
export const docxTypes = DOCX_TYPES;

/** A Word 97–2003 document (.doc): an OLE compound file with a WordDocument stream (unless `word` is false), plus the streams `extra` names. */
export function doc(extra: string[] = [], { word = true } = {}): Buffer {
  const container = CFB.utils.cfb_new();
  if (word) CFB.utils.cfb_add(container, '/WordDocument', Buffer.alloc(4096, 1));
  CFB.utils.cfb_add(container, '/1Table', Buffer.alloc(1024, 2));
  for (const name of extra) CFB.utils.cfb_add(container, name, Buffer.alloc(600, 3));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
