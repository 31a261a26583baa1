import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * pdf.js, loaded on first use (it is large and only the viewer needs it). Safety choices:
 * - `isEvalSupported: false`: pdf.js never compiles code from a PDF (CVE-2024-4367 was about that path)
 *   and the portal's Content-Security-Policy has no 'unsafe-eval';
 * - the worker is a file of this remote's deployment (webpack emits it as an asset from the
 *   `new URL(…, import.meta.url)` below), never a CDN;
 * - no scripting, no XFA, no external links followed by the viewer.
 */

type PdfJs = typeof import('pdfjs-dist');
let loading: Promise<PdfJs> | null = null;
let sharedWorker: InstanceType<PdfJs['PDFWorker']> | null = null;

/**
 * One worker for every report of the page's life: starting a worker parses pdf.js's 1 MB worker file
 * again, which is most of the time to the first page of the second and later reports.
 */
function workerOf(pdfjs: PdfJs) {
  if (!sharedWorker || sharedWorker.destroyed) sharedWorker = pdfjs.PDFWorker.create({ name: 'records-pdf' });
  return sharedWorker;
}

/** User Timing marks of the viewer's steps (read by the e2e measurement; no cost worth noting). */
export function mark(name: string) {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`records:${name}`);
}

export function loadPdfJs(): Promise<PdfJs> {
  if (!loading) {
    loading = import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((lib) => {
      lib.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
      return lib;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

export const PDF_MAGIC = '%PDF-';

/** Whether the bytes look like a PDF (the server may answer an error page or JSON instead). */
export function isPdf(bytes: Uint8Array): boolean {
  // A PDF header may follow a little junk; readers accept it within the first 1024 bytes.
  const head = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 1024)));
  return head.includes(PDF_MAGIC);
}

export interface OpenOptions {
  /** Called when the document is encrypted: `retry` true after a wrong password. Resolve with the password, or null to give up. */
  askPassword: (retry: boolean) => Promise<string | null>;
}

export class PasswordCancelled extends Error {
  constructor() {
    super('password cancelled');
    this.name = 'PasswordCancelled';
  }
}

export async function openPdf(bytes: Uint8Array, opts: OpenOptions): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  // pdf.js transfers the buffer to the worker: give it a copy so download/print keep the original bytes.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    worker: workerOf(pdfjs),
    // pdf.js 5 no longer has an eval path at all (checked: no `new Function` in build/pdf.worker.mjs) and
    // dropped the option from its types; it stays set so that a downgrade to 4.x keeps eval off.
    ...({ isEvalSupported: false } as object),
    enableXfa: false,
    disableAutoFetch: true,
    stopAtErrors: false,
  });
  let cancelled = false;
  task.onPassword = (update: (password: string) => void, reason: number) => {
    const retry = reason === pdfjs.PasswordResponses.INCORRECT_PASSWORD;
    void opts.askPassword(retry).then((pw) => {
      if (pw === null) {
        cancelled = true;
        void task.destroy();
      } else update(pw);
    });
  };
  try {
    return await task.promise;
  } catch (e) {
    if (cancelled) throw new PasswordCancelled();
    throw e;
  }
}

/**
 * Renders one page into the canvas and its text layer (selectable, searchable, read by screen readers). Once
 * `signal` aborts (another page or zoom was asked for, or the viewer closed) the drawing is cancelled and the
 * text layer left alone: a render that is no longer wanted never clears the text of the one that replaced it.
 */
export async function renderPage(doc: PDFDocumentProxy, pageNumber: number, scale: number, canvas: HTMLCanvasElement, textLayer: HTMLDivElement, signal?: AbortSignal): Promise<void> {
  const pdfjs = await loadPdfJs();
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const ratio = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas context');
  const drawing = page.render({ canvas, canvasContext: ctx, viewport, transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined });
  const cancel = () => drawing.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await drawing.promise;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  signal?.throwIfAborted();
  textLayer.replaceChildren();
  textLayer.style.width = `${Math.floor(viewport.width)}px`;
  textLayer.style.height = `${Math.floor(viewport.height)}px`;
  textLayer.style.setProperty('--scale-factor', String(scale));
  textLayer.style.setProperty('--total-scale-factor', String(scale));
  const layer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
  signal?.addEventListener('abort', () => layer.cancel(), { once: true });
  await layer.render();
}
