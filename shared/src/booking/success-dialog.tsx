import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Portal, Stack, Text } from '@portal/shared/ui';

export interface SuccessDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  onClose: () => void;
  /** Extra actions beside OK (e.g. a link to the list). */
  actions?: ReactNode;
  /** Label of the closing button (default OK). */
  closeLabel?: string;
}

/** The success step of booking and rescheduling: the outcome and the reference number, one OK. */
export function SuccessDialog({ open, title, body, onClose, actions, closeLabel }: SuccessDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="success-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof body === 'string' ? <Text>{body}</Text> : <Stack gap="2">{body}</Stack>}
            </Dialog.Body>
            <Dialog.Footer>
              {actions}
              <Button onClick={onClose}>{closeLabel ?? t('button.ok')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
