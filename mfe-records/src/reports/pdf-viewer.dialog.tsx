import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Dialog, Flex, HStack, Icon, Input, Portal, Spinner, Stack, Text, chakra } from '@portal/shared/ui';
import { PasswordCancelled, isPdf, mark, openPdf, renderPage } from './pdf-engine';

export interface PdfViewerDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  fileName: string;
  /** Fetches the report; `protect` asks for the password-protected copy. */
  load: (protect: boolean) => Promise<Blob>;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

type Phase = 'loading' | 'password' | 'ready' | 'error';

// Text layer of pdf.js: transparent text placed over the canvas, so the report can be selected, found
// with the browser's search and read by screen readers. Direction stays as in the PDF (ltr).
const TEXT_LAYER_CSS = `
.records-text-layer{position:absolute;inset-block-start:0;left:0;overflow:hidden;line-height:1;text-align:initial;direction:ltr;forced-color-adjust:none;transform-origin:0 0;z-index:1}
.records-text-layer span,.records-text-layer br{color:transparent;position:absolute;white-space:pre;cursor:text;transform-origin:0% 0%}
.records-text-layer span::selection{background:rgba(0,100,255,.25)}
.records-text-layer .endOfContent{display:block;position:absolute;inset:100% 0 0;z-index:-1;cursor:default;user-select:none}
`;

/** The report viewer (care §2): pdf.js in a dialog with zoom, pages, the password prompt, download and print. */
export default function PdfViewerDialog({ open, onClose, title, fileName, load }: PdfViewerDialogProps) {
  const { t } = useTranslation('records');
  const [protect, setProtect] = useState(false);
  const [phase, setPhase] = useState<Phase>('loading');
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [page, setPage] = useState(1);
  // A4 at 100% is wider than a phone: phones start at 50%.
  const [zoom, setZoom] = useState(() => (typeof window !== 'undefined' && window.innerWidth < 700 ? 0 : 2));
  const [password, setPassword] = useState('');
  const [wrongPassword, setWrongPassword] = useState(false);
  const [rendering, setRendering] = useState(false);
  const pending = useRef<((pw: string | null) => void) | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const textLayer = useRef<HTMLDivElement | null>(null);
  const passwordInput = useRef<HTMLInputElement | null>(null);

  // Fetch and open whenever the dialog opens or the copy (plain / protected) changes.
  useEffect(() => {
    if (!open) return;
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    setPhase('loading');
    setDoc(null);
    setBytes(null);
    setPage(1);
    setWrongPassword(false);
    (async () => {
      try {
        mark('fetch-start');
        const blob = await load(protect);
        const data = new Uint8Array(await blob.arrayBuffer());
        mark('fetched');
        if (!isPdf(data)) throw new Error('not a pdf');
        if (!alive) return;
        setBytes(data);
        opened = await openPdf(data, {
          askPassword: (retry) =>
            new Promise<string | null>((resolve) => {
              if (!alive) return resolve(null);
              pending.current = resolve;
              setWrongPassword(retry);
              setPassword('');
              setPhase('password');
            }),
        });
        if (!alive) {
          void opened.destroy();
          return;
        }
        mark('opened');
        setDoc(opened);
        setPhase('ready');
      } catch (e) {
        if (!alive) return;
        if (e instanceof PasswordCancelled) {
          onClose();
          return;
        }
        setPhase('error');
      }
    })();
    return () => {
      alive = false;
      pending.current?.(null);
      pending.current = null;
      if (opened) void opened.destroy();
    };
    // `load` identity changes with the parent's renders; the report is chosen by `open` and `fileName`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, protect, fileName]);

  useEffect(() => {
    if (phase === 'password') passwordInput.current?.focus();
  }, [phase, wrongPassword]);

  useEffect(() => {
    if (!doc || !canvas.current || !textLayer.current) return;
    let alive = true;
    setRendering(true);
    renderPage(doc, page, ZOOMS[zoom]!, canvas.current, textLayer.current)
      .then(() => mark('rendered'))
      .catch(() => alive && setPhase('error'))
      .finally(() => alive && setRendering(false));
    return () => {
      alive = false;
    };
  }, [doc, page, zoom]);

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    const resolve = pending.current;
    pending.current = null;
    setPhase('loading');
    resolve?.(password);
  };
  const cancelPassword = () => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(null);
  };

  const download = useCallback(() => {
    if (!bytes) return;
    const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }, [bytes, fileName]);

  // Print the decrypted pages as images from a hidden frame: works for protected copies too, and the
  // browser's own PDF plug-in (absent on many phones) is not needed.
  const print = useCallback(async () => {
    if (!doc) return;
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
  }, [doc]);

  const pages = doc?.numPages ?? 0;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="xl" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: '100vw', md: '960px' }} w="100%" maxH={{ base: '100dvh', md: '92vh' }} m={{ base: '0', md: '4' }} borderRadius={{ base: '0', md: 'lg' }}>
            <style>{TEXT_LAYER_CSS}</style>
            <Dialog.Header pe="12">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3" overflow="hidden">
              <Flex gap="2" wrap="wrap" align="center" role="toolbar" aria-label={t('viewer.toolbar')}>
                <HStack gap="1">
                  <Button size="sm" variant="outline" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={phase !== 'ready' || zoom === 0} aria-label={t('viewer.zoomOut')}>−</Button>
                  <Text minW="12" textAlign="center" fontSize="sm" aria-live="polite">{Math.round(ZOOMS[zoom]! * 100)}%</Text>
                  <Button size="sm" variant="outline" onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))} disabled={phase !== 'ready' || zoom === ZOOMS.length - 1} aria-label={t('viewer.zoomIn')}>+</Button>
                </HStack>
                <HStack gap="1">
                  <Button size="sm" variant="outline" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={phase !== 'ready' || page <= 1} aria-label={t('viewer.previousPage')}>
                    <Icon name="chevron-left" size={16} />
                  </Button>
                  <Text fontSize="sm" minW="20" textAlign="center" aria-live="polite" data-testid="pdf-page-indicator">
                    {t('viewer.pageOf', { page: pages ? page : 0, pages })}
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={phase !== 'ready' || page >= pages} aria-label={t('viewer.nextPage')}>
                    <Icon name="chevron-right" size={16} />
                  </Button>
                </HStack>
                <HStack gap="1" ms={{ base: '0', md: 'auto' }} wrap="wrap">
                  <Button size="sm" variant="outline" onClick={download} disabled={!bytes || phase !== 'ready'}>
                    <Icon name="download" size={16} />
                    {t('viewer.download')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void print()} disabled={phase !== 'ready'}>
                    <Icon name="print" size={16} />
                    {t('viewer.print')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setProtect((p) => !p)} disabled={phase === 'loading'}>
                    {protect ? t('viewer.openPlain') : t('viewer.openProtected')}
                  </Button>
                </HStack>
              </Flex>
              {protect && phase === 'ready' ? <Text fontSize="xs" color="fg.muted">{t('viewer.protectedHint')}</Text> : null}

              {phase === 'loading' ? (
                <Flex role="status" align="center" justify="center" gap="2" py="16" color="fg.muted">
                  <Spinner size="sm" /> <Text>{t('viewer.loading')}</Text>
                </Flex>
              ) : null}

              {phase === 'error' ? (
                <Box role="alert" py="10" textAlign="center" color="fg.error">
                  {translateMessage(MSG.somethingWentWrongTryLaterNoDot)}
                </Box>
              ) : null}

              {phase === 'password' ? (
                <chakra.form onSubmit={submitPassword} maxW="sm" mx="auto" py="6" w="100%">
                  <Stack gap="3">
                    <Text fontWeight="semibold">{t('viewer.passwordTitle')}</Text>
                    <Text fontSize="sm" color="fg.muted">{t('viewer.passwordHint')}</Text>
                    <chakra.label htmlFor="pdf-password" fontSize="sm" fontWeight="semibold">{t('viewer.password')}</chakra.label>
                    <Input
                      id="pdf-password"
                      ref={passwordInput}
                      type="password"
                      autoComplete="off"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                      aria-invalid={wrongPassword || undefined}
                      aria-describedby={wrongPassword ? 'pdf-password-error' : undefined}
                    />
                    {wrongPassword ? (
                      <Text id="pdf-password-error" role="alert" color="fg.error" fontSize="sm">
                        {translateMessage(MSG.wrongPdfPassword)}
                      </Text>
                    ) : null}
                    <HStack justify="flex-end">
                      <Button variant="ghost" onClick={cancelPassword}>{t('common.cancel')}</Button>
                      <Button type="submit" disabled={!password}>{t('viewer.open')}</Button>
                    </HStack>
                  </Stack>
                </chakra.form>
              ) : null}

              <Box
                display={phase === 'ready' ? 'block' : 'none'}
                overflow="auto"
                flex="1"
                minH="0"
                bg="bg.muted"
                p="2"
                borderRadius="md"
                data-testid="pdf-scroller"
              >
                <Box position="relative" mx="auto" w="fit-content" bg="white" boxShadow="sm" dir="ltr" aria-busy={rendering}>
                  <canvas ref={canvas} data-testid="pdf-canvas" role="img" aria-label={t('viewer.pageOf', { page, pages })} style={{ display: 'block' }} />
                  <div ref={textLayer} className="records-text-layer" data-testid="pdf-text-layer" />
                </Box>
              </Box>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('common.close')} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
