import type { ReactNode } from 'react';
import { Button, CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from './lazy-components';
import { useTranslation } from 'react-i18next';

export interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Label of the dismiss button (default OK). */
  okLabel?: string;
  /** Replaces the default OK button (e.g. several actions). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Long content (terms, privacy) scrolls inside the dialog. */
  scrollInside?: boolean;
}

/**
 * A dialog that shows something and is dismissed (help, reasons, medicines, terms): title, body, an OK
 * button and a close button. Focus stays inside while open and returns to the opener on close.
 */
export function InfoDialog({ open, onClose, title, children, okLabel, footer, size = 'md', scrollInside = false }: InfoDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header pe="12">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer ?? <Button onClick={onClose}>{okLabel ?? t('button.ok')}</Button>}</Dialog.Footer>
            <Dialog.CloseTrigger asChild position="absolute" insetEnd="2" top="2">
              <CloseButton size="sm" aria-label={t('button.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
