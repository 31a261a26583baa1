import type { PDFDocumentProxy } from 'pdfjs-dist';
import { renderPage } from './pdf-engine';

/** Saves the report's bytes as `fileName` (the copy shown: plain or protected). */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Prints the decrypted pages as images from a hidden frame: works for protected copies too, and the browser's own
 * PDF plug-in (absent on many phones) is not needed.
 */
export async function printPdf(doc: PDFDocumentProxy): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;inset-inline-start:-10000px';
  document.body.appendChild(frame);
  const fdoc = frame.contentDocument!;
  fdoc.open();
  fdoc.write('<!doctype html><title></title><style>@page{margin:0}body{margin:0}img{width:100%;page-break-after:always;display:block}</style>');
  fdoc.close();
  for (let i = 1; i <= doc.numPages; i += 1) {
    const c = document.createElement('canvas');
    const layer = document.createElement('div');
    await renderPage(doc, i, 2, c, layer);
    const img = fdoc.createElement('img');
    img.src = c.toDataURL('image/png');
    img.alt = `${i}`;
    fdoc.body.appendChild(img);
  }
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
  setTimeout(() => frame.remove(), 60_000);
}
