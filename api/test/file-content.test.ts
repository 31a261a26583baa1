import sharp from 'sharp';
import { fileContentProblem } from '../src/modules/security/file-content.js';
import { JPEG_8, PDF_HTML_POLYGLOT, PNG_8, pdf } from './file-support.js';

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
