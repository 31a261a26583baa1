import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PasswordCancelled, isPdf, mark, openPdf } from './pdf-engine';

/**
 * The report's bytes, fetched once per copy (plain or protected) while the viewer shows it, and dropped from the
 * cache when it closes (gcTime 0: no report stays in the page's memory). An answer that is not a PDF fails.
 */
export function usePdfBytes(key: string, protect: boolean, load: (protect: boolean) => Promise<Blob>) {
  return useQuery({
    queryKey: ['reports', 'pdf', key, protect],
    queryFn: async () => {
      mark('fetch-start');
      const data = new Uint8Array(await (await load(protect)).arrayBuffer());
      mark('fetched');
      if (!isPdf(data)) throw new Error('not a pdf');
      return data;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}

interface DocumentState {
  doc: PDFDocumentProxy | null;
  /** pdf.js asks for the password (again after a wrong one: retry). */
  asking: { retry: boolean } | null;
  failed: boolean;
}

/**
 * The bytes opened with pdf.js (outside React: its worker and the document it holds). An encrypted report asks
 * for its password through `asking`; `answer` gives it, or null to give up (then `onCancelled`). The document
 * is destroyed when the bytes change or the viewer closes.
 */
export function usePdfDocument(bytes: Uint8Array | undefined, onCancelled: () => void) {
  const [state, setState] = useState<DocumentState>({ doc: null, asking: null, failed: false });
  const pending = useRef<((pw: string | null) => void) | null>(null);
  const cancelled = useEffectEvent(onCancelled);

  useEffect(() => {
    if (!bytes) return;
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    const askPassword = (retry: boolean) =>
      new Promise<string | null>((resolve) => {
        if (!alive) return resolve(null);
        pending.current = resolve;
        setState((s) => ({ ...s, asking: { retry } }));
      });
    openPdf(bytes, { askPassword }).then(
      (doc) => {
        opened = doc;
        if (!alive) return void doc.destroy();
        mark('opened');
        setState({ doc, asking: null, failed: false });
      },
      (e: unknown) => {
        if (!alive) return;
        if (e instanceof PasswordCancelled) cancelled();
        else setState({ doc: null, asking: null, failed: true });
      },
    );
    return () => {
      alive = false;
      pending.current?.(null);
      pending.current = null;
      if (opened) void opened.destroy();
    };
  }, [bytes]);

  const answer = (password: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    setState((s) => ({ ...s, asking: null }));
    resolve?.(password);
  };
  return { ...state, answer };
}
