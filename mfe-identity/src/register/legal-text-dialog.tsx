import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, CloseButton, Dialog, Portal, SafeHtml, Spinner, Text } from '@portal/shared/ui';
import { legalTextQuery } from './legal-text.api';

export type LegalKind = 'terms' | 'privacy';

/** Terms and Conditions or Privacy Policy of the brand's content site, sanitised, in the page language. */
export function LegalTextDialog({ kind, onClose }: { kind: LegalKind | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('identity');
  const text = useQuery({ ...legalTextQuery(kind ?? 'terms', i18n.language), enabled: kind !== null });
  const html = text.data ?? null;
  const failed = text.isError;

  const title = kind === 'privacy' ? t('common:footer.privacy') : t('common:footer.terms');
  return (
    <Dialog.Root open={kind !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`legal-dialog-${kind ?? ''}`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {failed ? (
                <Text color="fg.error" role="alert">
                  {t('common:msg.renderFailure')}
                </Text>
              ) : html === null ? (
                <Spinner aria-label={t('common:ui.loading')} />
              ) : (
                <SafeHtml html={html} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose} colorPalette="brand">
                {t('common:button.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:button.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
