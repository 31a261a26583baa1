import { useTranslation } from 'react-i18next';
import { Button, Flex, HStack, Icon, Text } from '@portal/shared/ui';

export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export interface PdfToolbarProps {
  /** The report is shown: zoom, pages, download and print work. */
  ready: boolean;
  /** The bytes are still coming: the copy cannot be switched yet. */
  loading: boolean;
  /** An index of ZOOMS. */
  zoom: number;
  onZoom: (zoom: number) => void;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  onDownload: () => void;
  onPrint: () => void;
  protect: boolean;
  onToggleProtect: () => void;
}

/** The viewer's toolbar: zoom, previous and next page, download, print, and the plain or password-protected copy. */
export function PdfToolbar({ ready, loading, zoom, onZoom, page, pages, onPage, onDownload, onPrint, protect, onToggleProtect }: PdfToolbarProps) {
  const { t } = useTranslation('records');
  return (
    <Flex gap="2" wrap="wrap" align="center" role="toolbar" aria-label={t('viewer.toolbar')}>
      <HStack gap="1">
        <Button size="sm" variant="outline" onClick={() => onZoom(Math.max(0, zoom - 1))} disabled={!ready || zoom === 0} aria-label={t('viewer.zoomOut')}>
          −
        </Button>
        <Text minW="12" textAlign="center" fontSize="sm" aria-live="polite">
          {Math.round(ZOOMS[zoom]! * 100)}%
        </Text>
        <Button size="sm" variant="outline" onClick={() => onZoom(Math.min(ZOOMS.length - 1, zoom + 1))} disabled={!ready || zoom === ZOOMS.length - 1} aria-label={t('viewer.zoomIn')}>
          +
        </Button>
      </HStack>
      <HStack gap="1">
        <Button size="sm" variant="outline" onClick={() => onPage(Math.max(1, page - 1))} disabled={!ready || page <= 1} aria-label={t('viewer.previousPage')}>
          <Icon name="chevron-left" size={16} />
        </Button>
        <Text fontSize="sm" minW="20" textAlign="center" aria-live="polite" data-testid="pdf-page-indicator">
          {t('viewer.pageOf', { page: pages ? page : 0, pages })}
        </Text>
        <Button size="sm" variant="outline" onClick={() => onPage(Math.min(pages, page + 1))} disabled={!ready || page >= pages} aria-label={t('viewer.nextPage')}>
          <Icon name="chevron-right" size={16} />
        </Button>
      </HStack>
      <HStack gap="1" ms={{ base: '0', md: 'auto' }} wrap="wrap">
        <Button size="sm" variant="outline" onClick={onDownload} disabled={!ready}>
          <Icon name="download" size={16} />
          {t('viewer.download')}
        </Button>
        <Button size="sm" variant="outline" onClick={onPrint} disabled={!ready}>
          <Icon name="print" size={16} />
          {t('viewer.print')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onToggleProtect} disabled={loading}>
          {protect ? t('viewer.openPlain') : t('viewer.openProtected')}
        </Button>
      </HStack>
    </Flex>
  );
}
