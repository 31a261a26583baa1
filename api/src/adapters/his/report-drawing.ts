import PDFDocument from 'pdfkit';

/**
 * A lab or radiology report drawn as a PDF from the results the hospital port answers (docs/product.md#reports-pdf): a
 * header with the hospital, the patient, the order, then every test with its value, unit, reference range and
 * abnormal flag. The embedded hospital's document service draws its reports with it (standins/his), the demo
 * FHIR Bundle carries such documents, and the portal draws one only when a hospital has no document of its
 * own for the order. The drawing is never protected: the portal encrypts the copy it hands out.
 */

export interface ReportPatient {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  patientId: string;
  genderId: number;
}

export interface ReportOrder {
  docNumber: string;
  /** YYYY-MM-DD */
  orderDate: string;
  /** LAB or RBF */
  docType: string;
  facilityCode: string;
  orderName: string;
  doctorName: string;
  status: string;
}

export interface ReportTest {
  testName: string;
  value: string;
  unit: string;
  referenceRange: string;
  /** N normal, H high, L low, A abnormal */
  flag: string;
}

export interface ReportPdfInput {
  patient: ReportPatient;
  order: ReportOrder;
  tests: ReportTest[];
  /** Printed in the footer; the hospital's time of producing the copy. */
  generatedAt?: Date;
}

const HOSPITALS: Record<string, { name: string; address: string }> = {
  BU10: { name: 'Burjeel Hospital', address: 'Najda Street, Abu Dhabi, United Arab Emirates' },
  BM10: { name: 'Burjeel Medical City', address: 'Mohamed Bin Zayed City, Abu Dhabi, United Arab Emirates' },
  LL18: { name: 'LLH Hospital', address: 'Electra Street, Abu Dhabi, United Arab Emirates' },
};

export function hospitalOf(facilityCode: string) {
  return HOSPITALS[facilityCode] ?? { name: `Hospital ${facilityCode}`, address: 'United Arab Emirates' };
}

const FLAG_TEXT: Record<string, string> = { H: 'High', L: 'Low', A: 'Abnormal', N: '' };
const ddmmyyyy = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

const MARGIN = 48;
// Column x positions and widths of the results table (A4 595 pt wide, 48 pt margins → 499 pt).
const COLS = [
  { key: 'testName', title: 'Test', x: MARGIN, w: 170 },
  { key: 'value', title: 'Result', x: MARGIN + 175, w: 90 },
  { key: 'unit', title: 'Unit', x: MARGIN + 270, w: 60 },
  { key: 'referenceRange', title: 'Reference range', x: MARGIN + 335, w: 100 },
  { key: 'flag', title: 'Flag', x: MARGIN + 440, w: 59 },
] as const;

export function drawReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { patient, order, tests } = input;
  const hospital = hospitalOf(order.facilityCode);
  const title = order.docType === 'RBF' ? 'Radiology Report' : 'Laboratory Report';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} ${order.docNumber}`, Author: hospital.name, Subject: order.orderName, Creator: 'Patient portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pageBottom = () => doc.page.height - MARGIN - 30;

  // Header: hospital, report title, patient and order blocks.
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b4f6c').text(hospital.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text(hospital.address);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(title);
  doc.moveTo(MARGIN, doc.y + 4).lineTo(doc.page.width - MARGIN, doc.y + 4).strokeColor('#0b4f6c').lineWidth(1).stroke();
  doc.moveDown(0.8);

  const infoTop = doc.y;
  const line = (label: string, value: string, x: number, y: number) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text(`${label}:`, x, y, { width: 95 });
    doc.font('Helvetica').fontSize(9).text(value, x + 95, y, { width: 150 });
  };
  const gender = patient.genderId === 1 ? 'Male' : patient.genderId === 2 ? 'Female' : '-';
  line('Patient', `${patient.firstName} ${patient.lastName}`, MARGIN, infoTop);
  line('Patient ID (MRN)', patient.patientId, MARGIN, infoTop + 14);
  line('Date of birth', ddmmyyyy(patient.dateOfBirth), MARGIN, infoTop + 28);
  line('Gender', gender, MARGIN, infoTop + 42);
  const right = MARGIN + 255;
  line('Order', order.docNumber, right, infoTop);
  line('Order date', ddmmyyyy(order.orderDate), right, infoTop + 14);
  line('Examination', order.orderName, right, infoTop + 28);
  line('Requested by', order.doctorName, right, infoTop + 42);
  doc.y = infoTop + 64;

  const header = () => {
    const y = doc.y;
    doc.rect(MARGIN, y - 3, doc.page.width - 2 * MARGIN, 16).fill('#e8f1f5');
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9);
    for (const c of COLS) doc.text(c.title, c.x + 2, y, { width: c.w - 4, lineBreak: false });
    doc.y = y + 18;
  };

  if (order.docType === 'RBF') {
    // Radiology: findings as paragraphs rather than a numeric table.
    for (const t of tests) {
      if (doc.y > pageBottom() - 40) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(t.testName, MARGIN, doc.y);
      doc.font('Helvetica').fontSize(10).text(t.value, { width: doc.page.width - 2 * MARGIN });
      if (t.flag && t.flag !== 'N') doc.font('Helvetica-Bold').fillColor('#b00020').text(`Flag: ${FLAG_TEXT[t.flag] ?? t.flag}`).fillColor('#000000');
      doc.moveDown(0.8);
    }
  } else {
    header();
    for (const t of tests) {
      const abnormal = t.flag && t.flag !== 'N';
      doc.font('Helvetica').fontSize(9);
      const h = Math.max(...COLS.map((c) => doc.heightOfString(c.key === 'flag' ? FLAG_TEXT[t.flag] ?? t.flag : String(t[c.key]), { width: c.w - 4 }))) + 6;
      if (doc.y + h > pageBottom()) {
        doc.addPage();
        doc.y = MARGIN;
        header();
      }
      const y = doc.y;
      for (const c of COLS) {
        const text = c.key === 'flag' ? FLAG_TEXT[t.flag] ?? t.flag : String(t[c.key]);
        const bold = abnormal && (c.key === 'value' || c.key === 'flag');
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(bold ? '#b00020' : '#000000').text(text, c.x + 2, y, { width: c.w - 4 });
      }
      doc.moveTo(MARGIN, y + h - 3).lineTo(doc.page.width - MARGIN, y + h - 3).strokeColor('#dddddd').lineWidth(0.5).stroke();
      doc.y = y + h;
    }
    doc.fillColor('#000000');
  }

  if (doc.y > pageBottom() - 30) doc.addPage();
  doc.moveDown(1);
  doc.font('Helvetica-Oblique').fontSize(8).fillColor('#444444').text(
    `Status: ${order.status}. Results flagged High, Low or Abnormal lie outside the reference range. Please discuss your results with your doctor.`,
    MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN },
  );

  // Footer on every page: order number and page x of y.
  const range = doc.bufferedPageRange();
  const stamp = (input.generatedAt ?? new Date()).toISOString().slice(0, 16).replace('T', ' ');
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 10;
    // Writing below the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#666666')
      .text(`${hospital.name} - ${order.docNumber} - generated ${stamp} UTC`, MARGIN, y, { width: 350, lineBreak: false })
      .text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 100, y, { width: 100, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
