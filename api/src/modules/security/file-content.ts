import { PDF, PdfArray, PdfDict, PdfName, PdfRef, PdfString, type PdfObject } from '@libpdf/core';
import { SaxesParser } from 'saxes';
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
 * - a PDF with an action that runs, launches, imports or submits anything — JavaScript, `/Launch`,
 *   `/ImportData`, `/SubmitForm`, `/GoToE`, `/RichMediaExecute`, `/GoToR` to a file, `/URI` to anything but a web
 *   or mail address — wherever it sits (the catalogue's `/OpenAction` and `/AA`, pages, annotations, form fields,
 *   outlines, name trees, `/Next` chains): every object reachable from the catalogue is walked with LibPDF
 *   (`@libpdf/core`, whose parser reads names as a viewer does: `/L#61unch` is `/Launch`), besides pdf.js'
 *   own checks; embedded files and file attachments, rich media, or an XFA form;
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
 *   OLE objects (packages that carry programs), or a relation to outside the file other than a hyperlink (a
 *   template, frame, object or sub-document Word fetches when the file opens: template injection). The package's
 *   content types and relations are read with an XML parser (saxes, strict XML 1.0 with namespaces), so quoting,
 *   spacing, character references or a namespace prefix cannot hide an attribute; a part that is not well-formed
 *   XML, or declares a DOCTYPE, is refused.
 */
export type FileProblem = 'unreadable' | 'active-content' | null;

export const MAX_IMAGE_PIXELS = 50_000_000;
const MAX_PDF_PAGES = 200;
/** Objects walked in one PDF (a 2 MB upload holds far fewer); more is refused rather than walked without end. */
const MAX_PDF_OBJECTS = 200_000;
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
  } catch {
    // Encrypted (a password we do not have), or not a PDF that pdf.js can read.
    return 'unreadable';
  } finally {
    await task.destroy();
  }
  return pdfObjectsProblem(bytes);
}

/** Actions that run, launch, import or submit something whatever their target. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'GoToE', 'RichMediaExecute']);
/** Annotations that carry a file or a player. */
const ACTIVE_ANNOTATIONS = new Set(['FileAttachment', 'RichMedia', 'Movie', 'Screen', 'Sound']);
const WEB_ADDRESS = /^(https?:\/\/|mailto:)/i;

/** Every object reachable from the catalogue, walked with LibPDF: the first that runs, launches, imports or submits anything. */
async function pdfObjectsProblem(bytes: Buffer): Promise<FileProblem> {
  let doc: PDF;
  try {
    doc = await PDF.load(new Uint8Array(bytes));
  } catch {
    return 'unreadable';
  }
  const resolve = (o: PdfObject | undefined): PdfObject | undefined => (o instanceof PdfRef ? (doc.getObject(o) ?? undefined) : o);
  try {
    const seen = new Set<PdfRef>();
    const stack: PdfObject[] = [doc.getCatalog()];
    for (let visited = 0; stack.length > 0; visited += 1) {
      if (visited > MAX_PDF_OBJECTS) return 'unreadable';
      let obj: PdfObject | undefined = stack.pop();
      if (obj instanceof PdfRef) {
        if (seen.has(obj)) continue;
        seen.add(obj);
        obj = resolve(obj);
      }
      if (obj instanceof PdfArray) {
        for (const item of obj) stack.push(item);
      } else if (obj instanceof PdfDict) {
        if (activeDict(obj, resolve)) return 'active-content';
        for (const [, value] of obj) stack.push(value);
      }
    }
  } catch {
    // An object that does not parse (an object stream that does not inflate, say).
    return 'unreadable';
  }
  return null;
}

function activeDict(d: PdfDict, resolve: (o: PdfObject | undefined) => PdfObject | undefined): boolean {
  // JavaScript in any form, embedded files, an XFA form (which scripts itself).
  if (d.has('JS') || d.has('EF') || d.has('XFA')) return true;
  const type = resolve(d.get('Type'));
  if (type instanceof PdfName && type.value === 'EmbeddedFile') return true;
  const subtype = resolve(d.get('Subtype'));
  if (subtype instanceof PdfName && ACTIVE_ANNOTATIONS.has(subtype.value)) return true;
  const action = resolve(d.get('S'));
  if (!(action instanceof PdfName)) return false;
  if (ACTIVE_ACTIONS.has(action.value)) return true;
  if (action.value === 'URI') return !WEB_ADDRESS.test(text(resolve(d.get('URI'))));
  if (action.value === 'GoToR') {
    // To another document: only one on the web (a URL file specification), never a file.
    const target = resolve(d.get('F'));
    if (!(target instanceof PdfDict)) return true;
    const fs = resolve(target.get('FS'));
    return !(fs instanceof PdfName && fs.value === 'URL' && /^https?:\/\//i.test(text(resolve(target.get('F')))));
  }
  return false;
}

const text = (o: PdfObject | undefined): string => (o instanceof PdfString ? o.asString() : '');

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
    for (const type of xmlAttributes(await partText(zip, contentTypes), 'ContentType')) if (ACTIVE_DOCX_TYPE.test(type.value)) return 'active-content';
    for (const [name, entry] of parts) {
      if (name.endsWith('.rels') && remoteRelation(await partText(zip, entry))) return 'active-content';
    }
    return null;
  } catch {
    // A part that does not inflate to the size it declares, or a broken zip.
    return 'unreadable';
  } finally {
    zip.close();
  }
}

/** One small XML part of the package as text (content types and relations are a few kilobytes), UTF-8 or UTF-16 by its byte order mark. */
async function partText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  if (entry.uncompressedSize > 1024 * 1024) throw new Error(`${entry.fileName}: too large for a package part`);
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
}

/** Every element of an XML part with the attributes named `names` (local names, in any namespace), values as the parser decoded them. */
function xmlElements(xml: string, names: string[]): { element: string; attributes: Record<string, string> }[] {
  const parser = new SaxesParser({ xmlns: true });
  const out: { element: string; attributes: Record<string, string> }[] = [];
  let failure: Error | null = null;
  parser.on('error', (e) => {
    failure ??= e;
  });
  parser.on('doctype', () => {
    failure ??= new Error('a DOCTYPE in a package part');
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const a of Object.values(tag.attributes)) if (names.includes(a.local)) attributes[a.local] = a.value;
    out.push({ element: tag.local, attributes });
  });
  parser.write(xml).close();
  if (failure) throw failure;
  return out;
}

function xmlAttributes(xml: string, name: string): { element: string; value: string }[] {
  return xmlElements(xml, [name]).flatMap((e) => (e.attributes[name] !== undefined ? [{ element: e.element, value: e.attributes[name]! }] : []));
}

/**
 * A relation to outside the file that Word may follow on its own (a template, a frame, an object, a sub-document,
 * a linked picture): any `TargetMode="External"` relation but a hyperlink, which opens only when clicked.
 */
function remoteRelation(xml: string): boolean {
  return xmlElements(xml, ['TargetMode', 'Type']).some(
    (e) => e.element === 'Relationship' && e.attributes['TargetMode']?.trim().toLowerCase() === 'external' && !/\/hyperlink$/.test(e.attributes['Type']?.trim() ?? ''),
  );
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
