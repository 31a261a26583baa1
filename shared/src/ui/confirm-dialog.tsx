import { useRef, type ReactNode } from 'react';
import { Button, Portal } from '@chakra-ui/react';
import { Dialog } from './lazy-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body?: ReactNode;
  onConfirm: () => void;
  /** Called for No, Escape, the close button and a click outside. */
  onCancel: () => void;
  /** Defaults: Yes / No (common namespace). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables the buttons and shows a spinner on Yes while the confirmed action runs. */
  busy?: boolean;
  /** A red Yes for destructive actions (delete account, remove member). */
  destructive?: boolean;
}

/**
 * A yes/no question ('these values cannot be changed later', delete, re-send…). An
 * alertdialog: focus moves to No (the safe choice), stays inside while open, and returns to the
 * element that opened it on close.
 */
export function ConfirmDialog({ open, title, body, onConfirm, onCancel, confirmLabel, cancelLabel, busy = false, destructive = false }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open && !busy) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body ? <Dialog.Body>{typeof body === 'string' ? <Dialog.Description>{body}</Dialog.Description> : body}</Dialog.Body> : null}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel ?? t('button.no')}
              </Button>
              <Button onClick={onConfirm} loading={busy} colorPalette={destructive ? 'red' : 'brand'}>
                {confirmLabel ?? t('button.yes')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('button.close')} disabled={busy} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
