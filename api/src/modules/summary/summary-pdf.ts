import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PatientRecord, PersonIdentity } from '../../adapters/his/types.js';
import { hospitalOf } from '../../adapters/his/report-drawing.js';
import type { SummaryTable } from './ips.js';
import { ddmmyyyy, summaryTexts, type SummaryLang } from './ips-texts.js';

/**
 * The patient summary as a readable PDF, drawn like the portal's reports (adapters/his/report-drawing.ts: pdfkit, A4,
 * the same header, tables and footer), in English or in Arabic. Arabic pages run right to left in Vazirmatn (a font
 * with Arabic and Latin letters, SIL Open Font License, from the `vazirmatn` package). The PDF layout draws words left
 * to right, so an Arabic phrase is drawn as one unbreakable run (its spaces made no-break) that the font's shaping
 * lays out right to left, and an Arabic label and a Latin value never share a run: each is drawn on its own.
 */

export interface SummaryPdfInput {
  person: PersonIdentity;
  records: PatientRecord[];
  tables: SummaryTable[];
  lang: SummaryLang;
  now: Date;
}

const require = createRequire(import.meta.url);
const VAZIRMATN = { regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'), bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf') };
const ARABIC = /[\u0600-\u06FF]/;
const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const BRAND = '#0b4f6c';

/** Column weights of a table of `n` columns: the first (the thing itself) wider. */
const weights = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? 2.2 : 1));

export function drawSummaryPdf(input: SummaryPdfInput): Promise<Buffer> {
  const { lang, tables, person } = input;
  const t = summaryTexts(lang);
  const rtl = lang === 'ar';
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, lang, info: { Title: `${t.title} - ${person.firstName} ${person.lastName}`, Creator: 'Patient portal' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (rtl) {
    doc.registerFont('regular', VAZIRMATN.regular);
    doc.registerFont('bold', VAZIRMATN.bold);
  } else {
    doc.registerFont('regular', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  const run = (s: string) => (ARABIC.test(s) ? s.replace(/ /g, '\u00a0') : s);
  /** Text in a box; right-aligned on Arabic pages. Arabic runs do not wrap: long Arabic text goes through `paragraph`. */
  const cell = (text: string, x: number, y: number, w: number, opts: { bold?: boolean; size?: number; color?: string } = {}) => {
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(opts.size ?? 9).fillColor(opts.color ?? '#000000');
    doc.text(run(text), x, y, { width: w, align: rtl ? 'right' : 'left' });
  };
  const heightOf = (text: string, w: number, size = 9, bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(size);
    return doc.heightOfString(run(text), { width: w });
  };
  /** A sentence that may need several lines: wrapped by words (measured), each line one run. */
  const paragraph = (text: string, y: number, opts: { size?: number; color?: string; oblique?: boolean } = {}) => {
    const size = opts.size ?? 9;
    doc.font('regular').fontSize(size).fillColor(opts.color ?? '#000000');
    if (!ARABIC.test(text)) {
      doc.font(opts.oblique && !rtl ? 'Helvetica-Oblique' : 'regular').text(text, MARGIN, y, { width: WIDTH });
      return doc.y;
    }
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && doc.widthOfString(run(`${last} ${word}`)) <= WIDTH) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    let at = y;
    for (const l of lines) {
      doc.text(run(l), MARGIN, at, { width: WIDTH, align: 'right', lineBreak: false });
      at += size * 1.5;
    }
    return at;
  };
  const pageBottom = () => doc.page.height - MARGIN - 30;
  const rule = (y: number, color = '#dddddd', width = 0.5) => doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).strokeColor(color).lineWidth(width).stroke();

  // Header: title, the patient, their hospital records.
  cell(t.title, MARGIN, MARGIN, WIDTH, { bold: true, size: 18, color: BRAND });
  doc.y = MARGIN + 30;
  rule(doc.y, BRAND, 1);
  let y = doc.y + 10;
  const labelW = 110;
  const fact = (label: string, value: string) => {
    const lx = rtl ? MARGIN + WIDTH - labelW : MARGIN;
    const vx = rtl ? MARGIN : MARGIN + labelW;
    cell(label, lx, y, labelW, { bold: true });
    cell(value, vx, y, WIDTH - labelW);
    y += Math.max(heightOf(label, labelW, 9, true), heightOf(value, WIDTH - labelW)) + 4;
  };
  fact(t.patient.name, `${person.firstName} ${person.lastName}`.trim());
  fact(t.patient.dateOfBirth, ddmmyyyy(person.dateOfBirth));
  fact(t.patient.gender, person.genderId === 1 ? t.gender.male : person.genderId === 2 ? t.gender.female : t.gender.unknown);
  fact(t.patient.records, input.records.map((r) => `${r.patientId} (${hospitalOf(r.facilityCode).name})`).join(', ') || '-');
  fact(t.patient.generated, `${ddmmyyyy(input.now.toISOString())} ${input.now.toISOString().slice(11, 16)} UTC`);
  y += 8;

  for (const table of tables) {
    if (y > pageBottom() - 60) {
      doc.addPage();
      y = MARGIN;
    }
    cell(table.title, MARGIN, y, WIDTH, { bold: true, size: 13, color: BRAND });
    y += 22;
    if (table.empty) {
      y = paragraph(t.empty[table.empty], y, { color: '#444444' }) + 10;
      continue;
    }
    const w = weights(table.head.length);
    const total = w.reduce((a, b) => a + b, 0);
    const widths = w.map((x) => (x / total) * WIDTH);
    // Left to right in English; the first column at the right edge in Arabic.
    const xs = widths.map((_, i) => {
      const before = widths.slice(0, i).reduce((a, b) => a + b, 0);
      return rtl ? MARGIN + WIDTH - before - widths[i]! : MARGIN + before;
    });
    const head = () => {
      doc.rect(MARGIN, y - 3, WIDTH, 16).fill('#e8f1f5');
      table.head.forEach((h, i) => cell(h, xs[i]! + 2, y, widths[i]! - 4, { bold: true }));
      y += 18;
    };
    head();
    for (const row of table.rows) {
      const h = Math.max(...row.map((c, i) => heightOf(c, widths[i]! - 4))) + 6;
      if (y + h > pageBottom()) {
        doc.addPage();
        y = MARGIN;
        head();
      }
      row.forEach((c, i) => cell(c, xs[i]! + 2, y, widths[i]! - 4));
      rule(y + h - 3);
      y += h;
    }
    y += 14;
  }
  if (y > pageBottom() - 30) {
    doc.addPage();
    y = MARGIN;
  }
  paragraph(t.footer, y + 6, { size: 8, color: '#444444', oblique: true });

  // Footer on every page: the title and page x of y.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const fy = doc.page.height - MARGIN + 10;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor('#666666');
    const page = rtl ? run(t.page(i + 1, range.count).replace(/\d+/g, (n) => n.split('').reverse().join(''))) : t.page(i + 1, range.count);
    doc.text(page, rtl ? MARGIN : MARGIN + WIDTH - 120, fy, { width: 120, align: rtl ? 'left' : 'right', lineBreak: false });
    doc.text(run(t.title), rtl ? MARGIN + WIDTH - 300 : MARGIN, fy, { width: 300, align: rtl ? 'right' : 'left', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
