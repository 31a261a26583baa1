import { useTranslation } from 'react-i18next';
import { Button, Dialog, Portal, Text } from '@portal/shared/ui';

export interface SuccessDialogProps {
  open: boolean;
  title: string;
  body: string;
  onClose: () => void;
}

/** The success step of booking and rescheduling: the outcome and the reference number, one OK. */
export function SuccessDialog({ open, title, body, onClose }: SuccessDialogProps) {
  const { t } = useTranslation('appointments');
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
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('common.ok')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
