import { useTranslation } from 'react-i18next';
import { Button, Dialog, Icon, Portal, chakra } from '@portal/shared/ui';

/** The help dialog of /auth/appointments: why an appointment, report or medication may be missing. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('appointments.helpTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.ul ps="5" display="flex" flexDirection="column" gap="2">
                {(['help1', 'help2', 'help3', 'help4', 'help5'] as const).map((k) => (
                  <li key={k}>{t(`appointments.${k}`)}</li>
                ))}
              </chakra.ul>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('common.ok')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('common:button.close')} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
