import { randomBytes } from 'node:crypto';
import { PDF } from '@libpdf/core';
import { fileContentProblem } from '../security/file-content.js';

/**
 * The copy of a report the patient takes outside the portal (docs/product.md#reports-pdf): the hospital's PDF, or the
 * portal's drawing of the results, encrypted with AES-256 (PDF 2.0 standard security handler, revision 6) by
 * LibPDF (`@libpdf/core`) under the spec's password. The owner password is random: nobody may lift the
 * restrictions; the patient may read, print and copy.
 */

/** The spec's password: first four letters of the first name in capitals + date of birth DDMMYYYY. */
export function reportPassword(firstName: string, dateOfBirth: string): string {
  const letters = firstName.normalize('NFKD').replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase();
  const [y, m, d] = dateOfBirth.slice(0, 10).split('-');
  return `${letters}${d ?? ''}${m ?? ''}${y ?? ''}`;
}

/** An existing, unprotected PDF encrypted with the password. */
export async function protectPdf(bytes: Buffer, password: string): Promise<Buffer> {
  const pdf = await PDF.load(new Uint8Array(bytes));
  pdf.setProtection({
    userPassword: password,
    ownerPassword: randomBytes(24).toString('base64url'),
    permissions: { print: true, printHighQuality: true, copy: true, accessibility: true, modify: false, annotate: false, fillForms: false, assemble: false },
    algorithm: 'AES-256',
  });
  return Buffer.from(await pdf.save());
}

/**
 * Opens a blank page with pdf.js and encrypts it with LibPDF once, so that the first patient's report does not
 * pay for loading them (about 3 s of module loading and first compilation against 0.3 s afterwards, measured on a
 * 2-core machine). The server runs it before it listens.
 */
export async function warmUpPdfWork(): Promise<void> {
  const blank = PDF.create();
  blank.addPage();
  const bytes = Buffer.from(await blank.save());
  await fileContentProblem(bytes, 'pdf');
  await protectPdf(bytes, reportPassword('Warm', '2000-01-01'));
}
