import sharp from 'sharp';
import { CFB } from 'xlsx';
import yauzl from 'yauzl';
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
 * - a Word document that is not one: a .docx (a zip, read with yauzl without inflating more than its entries
 *   declare) without `[Content_Types].xml` and `word/document.xml`, or over `MAX_DOCX_INFLATED` bytes or
 *   `MAX_DOCX_ENTRIES` entries once inflated (a zip bomb); a .doc (an OLE compound file, read with SheetJS' CFB)
 *   without its `WordDocument` stream;
 * - a Word document with macros (a VBA project, or a macro-enabled content type), ActiveX controls, embedded
 *   OLE objects (packages that carry programs), or relations that fetch a template, frame or object from
 *   outside the file when opened (template injection).
 */
export type FileProblem = 'unreadable' | 'active-content' | null;

export const MAX_IMAGE_PIXELS = 50_000_000;
const MAX_PDF_PAGES = 200;
export const MAX_DOCX_INFLATED = 100 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 2_000;

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
  if (type === 'docx') return docxProblem(bytes);
  if (type === 'doc') return docProblem(bytes);
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
    if (attachments && attachments.size > 0) return 'active-content';
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

/** Parts of a Word package that run or fetch something: macros, ActiveX, embedded OLE objects. */
const ACTIVE_DOCX_PART = /(^|\/)vbaproject\.bin$|(^|\/)vbadata\.xml$|^word\/activex\/|^word\/embeddings\/.*\.bin$/i;
/** Content types of macro-enabled documents and of their active parts. */
const ACTIVE_DOCX_TYPE = /macroEnabled|vbaProject|activeX|oleObject/i;
/** A relation to outside the file of a kind Word follows on its own when the file opens. */
const REMOTE_RELATION = /<Relationship\b(?=[^>]*TargetMode="External")(?=[^>]*Type="[^"]*\/(?:attachedTemplate|frame|oleObject|subDocument)")[^>]*>/i;

async function docxProblem(bytes: Buffer): Promise<FileProblem> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true });
  } catch {
    return 'unreadable';
  }
  try {
    const parts = new Map<string, yauzl.Entry>();
    let inflated = 0;
    for await (const entry of zip.eachEntry()) {
      inflated += entry.uncompressedSize;
      parts.set(entry.fileName.toLowerCase(), entry);
      if (parts.size > MAX_DOCX_ENTRIES || inflated > MAX_DOCX_INFLATED) return 'unreadable';
    }
    const contentTypes = parts.get('[content_types].xml');
    if (!contentTypes || !parts.has('word/document.xml')) return 'unreadable';
    if ([...parts.keys()].some((name) => ACTIVE_DOCX_PART.test(name))) return 'active-content';
    if (ACTIVE_DOCX_TYPE.test(await partText(zip, contentTypes))) return 'active-content';
    for (const [name, entry] of parts) {
      if (name.endsWith('.rels') && REMOTE_RELATION.test(await partText(zip, entry))) return 'active-content';
    }
    return null;
  } catch {
    // A part that does not inflate to the size it declares, or a broken zip.
    return 'unreadable';
  } finally {
    zip.close();
  }
}

/** One small XML part of the package as text (content types and relations are a few kilobytes). */
async function partText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  if (entry.uncompressedSize > 1024 * 1024) throw new Error(`${entry.fileName}: too large for a package part`);
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function docProblem(bytes: Buffer): FileProblem {
  let paths: string[];
  try {
    paths = CFB.read(bytes, { type: 'buffer' }).FullPaths.map((p: string) => p.toLowerCase());
  } catch {
    return 'unreadable';
  }
  if (!paths.some((p) => p.endsWith('/worddocument'))) return 'unreadable';
  // Macros (a VBA project's storages) and OLE packages (Ole10Native streams carry a file to run).
  if (paths.some((p) => /\/(macros|_vba_project_cur|vba)\/|\u0001ole10native$/.test(p))) return 'active-content';
  return null;
}
