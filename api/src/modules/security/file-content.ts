import sharp from 'sharp';
import type { SniffedType } from '@portal/shared/contracts';

/**
 * Uploaded files are read as what they claim to be, not only recognised by their first bytes: a PDF must
 * open in pdf.js (the library the portal's viewer uses) and carry no active content, an image must decode
 * with sharp (libvips). The magic bytes (`sniffFileType`) stay the first, cheap filter; this is the second.
 *
 * Refused, each as "not an acceptable file" (the caller answers the spec's format error):
 * - anything that does not parse, or a PDF without a page;
 * - a PDF with JavaScript (document, page, form field or annotation actions), embedded files or file
 *   attachment annotations, links that launch something other than a web or mail address, or an XFA form;
 * - bytes after a PDF's last `%%EOF` other than white space, and HTML/script markup outside its streams: a
 *   file that is a PDF to the parser and a page to a browser (a polyglot) is not a document anyone scans;
 * - an image whose pixels do not decode (truncated, corrupt), is not the PNG or JPEG its bytes announce, or
 *   would take more than `MAX_IMAGE_PIXELS` pixels to decode (a decompression bomb).
 *
 * Word documents (.doc, .docx) keep the content check of the magic bytes only.
 */
export type FileProblem = 'unreadable' | 'active-content' | null;

export const MAX_IMAGE_PIXELS = 50_000_000;
const MAX_PDF_PAGES = 200;

/**
 * Markup a browser would run or render, looked for in a PDF's text outside its streams (dictionaries, comments,
 * what precedes the header or follows the end): never there in a real document. Streams are left out: their
 * compressed bytes are random enough to spell anything now and then.
 */
const MARKUP = /<\s*(?:!doctype\s+html|html|body|script|iframe|object|embed|svg)\b|javascript:/i;
const STREAM = /stream\r?\n[\s\S]*?endstream/g;

// One decode at a time per process, on one libvips thread: a burst of uploads cannot take every core.
sharp.concurrency(1);

export async function fileContentProblem(bytes: Buffer, type: SniffedType): Promise<FileProblem> {
  if (type === 'pdf') return pdfProblem(bytes);
  if (type === 'png' || type === 'jpeg') return imageProblem(bytes, type);
  return null;
}

async function imageProblem(bytes: Buffer, type: 'png' | 'jpeg'): Promise<FileProblem> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format !== type) return 'unreadable';
    // Decoding every pixel (stats reads them all) is what proves the image, not its header.
    await image.stats();
    return null;
  } catch {
    return 'unreadable';
  }
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

async function pdfProblem(bytes: Buffer): Promise<FileProblem> {
  const text = bytes.toString('latin1');
  if (MARKUP.test(text.replace(STREAM, 'stream endstream'))) return 'active-content';
  const end = text.lastIndexOf('%%EOF');
  if (end < 0 || text.slice(end + 5).trim() !== '') return 'unreadable';

  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  const task = getDocument({
    data: new Uint8Array(bytes),
    stopAtErrors: true,
    enableXfa: true,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1 || doc.numPages > MAX_PDF_PAGES) return 'unreadable';
    if (doc.isPureXfa || (await doc.hasJSActions()) || (await doc.getJSActions())) return 'active-content';
    const attachments = await doc.getAttachments();
    if (attachments && Object.keys(attachments).length > 0) return 'active-content';
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      if (await page.getJSActions()) return 'active-content';
      for (const a of (await page.getAnnotations()) as Annotation[]) if (activeAnnotation(a)) return 'active-content';
    }
    return null;
  } catch {
    // Encrypted (a password we do not have), or not a PDF that pdf.js can read.
    return 'unreadable';
  } finally {
    await task.destroy();
  }
}

interface Annotation {
  subtype?: string;
  actions?: Record<string, unknown> | null;
  url?: string;
  unsafeUrl?: string;
  attachment?: unknown;
  action?: string;
}

/** JavaScript, an attached file, or a link that launches a program or opens a file (pdf.js gives its target as `unsafeUrl`). */
function activeAnnotation(a: Annotation): boolean {
  if (a.subtype === 'FileAttachment' || a.attachment) return true;
  if (a.actions && Object.keys(a.actions).length > 0) return true;
  if (a.subtype === 'Link' && a.unsafeUrl !== undefined && !/^(https?:|mailto:)/i.test(a.unsafeUrl)) return true;
  return false;
}
