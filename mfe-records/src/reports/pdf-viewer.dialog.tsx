import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Dialog, Flex, Icon, Portal, Spinner, Text } from '@portal/shared/ui';
import { downloadPdf, printPdf } from './pdf-actions';
import { mark, renderPage } from './pdf-engine';
import { PdfPasswordForm } from './pdf-password-form';
import { PdfToolbar, ZOOMS } from './pdf-toolbar';
import { usePdfBytes, usePdfDocument } from './use-pdf-document';

export interface PdfViewerDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  fileName: string;
  /** Fetches the report; `protect` asks for the password-protected copy. */
  load: (protect: boolean) => Promise<Blob>;
}

// Text layer of pdf.js: transparent text placed over the canvas, so the report can be selected, found
// with the browser's search and read by screen readers. Direction stays as in the PDF (ltr).
const TEXT_LAYER_CSS = `
.records-text-layer{position:absolute;inset-block-start:0;left:0;overflow:hidden;line-height:1;text-align:initial;direction:ltr;forced-color-adjust:none;transform-origin:0 0;z-index:1}
.records-text-layer span,.records-text-layer br{color:transparent;position:absolute;white-space:pre;cursor:text;transform-origin:0% 0%}
.records-text-layer span::selection{background:rgba(0,100,255,.25)}
.records-text-layer .endOfContent{display:block;position:absolute;inset:100% 0 0;z-index:-1;cursor:default;user-select:none}
`;

interface ViewerBodyProps extends Pick<PdfViewerDialogProps, 'onClose' | 'fileName' | 'load'> {
  protect: boolean;
  onToggleProtect: () => void;
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** One copy of the report (plain or protected): fetched, opened with pdf.js (its password asked), one page drawn. */
function ViewerBody({ onClose, fileName, load, protect, onToggleProtect, zoom, onZoom }: ViewerBodyProps) {
  const { t } = useTranslation('records');
  const bytes = usePdfBytes(fileName, protect, load);
  const pdf = usePdfDocument(bytes.data, onClose);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState<{ rendering: boolean; failed: boolean }>({ rendering: false, failed: false });
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const textLayer = useRef<HTMLDivElement | null>(null);
  const phase = bytes.isError || pdf.failed || drawn.failed ? 'error' : pdf.asking ? 'password' : pdf.doc ? 'ready' : 'loading';
  const pages = pdf.doc?.numPages ?? 0;

  // pdf.js draws the page into the canvas and its text layer (outside React); a newer page or zoom cancels the drawing.
  useEffect(() => {
    const doc = pdf.doc;
    if (!doc || !canvas.current || !textLayer.current) return;
    const drawing = new AbortController();
    setDrawn({ rendering: true, failed: false });
    renderPage(doc, page, ZOOMS[zoom]!, canvas.current, textLayer.current, drawing.signal).then(
      () => drawing.signal.aborted || (mark('rendered'), setDrawn({ rendering: false, failed: false })),
      () => drawing.signal.aborted || setDrawn({ rendering: false, failed: true }),
    );
    return () => drawing.abort();
  }, [pdf.doc, page, zoom]);

  return (
    <>
      <PdfToolbar
        ready={phase === 'ready'}
        loading={phase === 'loading'}
        zoom={zoom}
        onZoom={onZoom}
        page={page}
        pages={pages}
        onPage={setPage}
        onDownload={() => bytes.data && downloadPdf(bytes.data, fileName)}
        onPrint={() => pdf.doc && void printPdf(pdf.doc)}
        protect={protect}
        onToggleProtect={onToggleProtect}
      />
      {protect && phase === 'ready' ? (
        <Text fontSize="xs" color="fg.muted">
          {t('viewer.protectedHint')}
        </Text>
      ) : null}
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
      {pdf.asking ? <PdfPasswordForm wrong={pdf.asking.retry} onSubmit={pdf.answer} onCancel={() => pdf.answer(null)} /> : null}
      <Box display={phase === 'ready' ? 'block' : 'none'} overflow="auto" flex="1" minH="0" bg="bg.muted" p="2" borderRadius="md" data-testid="pdf-scroller">
        <Box position="relative" mx="auto" w="fit-content" bg="white" boxShadow="sm" dir="ltr" aria-busy={drawn.rendering}>
          <canvas ref={canvas} data-testid="pdf-canvas" role="img" aria-label={t('viewer.pageOf', { page, pages })} style={{ display: 'block' }} />
          <div ref={textLayer} className="records-text-layer" data-testid="pdf-text-layer" />
        </Box>
      </Box>
    </>
  );
}

/** The report viewer (docs/product.md#reports-pdf): pdf.js in a dialog with zoom, pages, the password prompt, download and print. */
export default function PdfViewerDialog({ open, onClose, title, fileName, load }: PdfViewerDialogProps) {
  const { t } = useTranslation('records');
  const [protect, setProtect] = useState(false);
  // A4 at 100% is wider than a phone: phones start at 50%.
  const [zoom, setZoom] = useState(() => (typeof window !== 'undefined' && window.innerWidth < 700 ? 0 : 2));
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
              {/* A new copy (plain or protected) is a new body: its fetch, its document and page one. */}
              <ViewerBody key={`${fileName}-${protect}`} onClose={onClose} fileName={fileName} load={load} protect={protect} onToggleProtect={() => setProtect((p) => !p)} zoom={zoom} onZoom={setZoom} />
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
