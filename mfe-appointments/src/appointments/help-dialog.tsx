import { useTranslation } from 'react-i18next';
import { InfoDialog, chakra } from '@portal/shared/ui';

/** The help dialog of /auth/appointments: why an appointment, report or medication may be missing. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  return (
    <InfoDialog open={open} onClose={onClose} title={t('appointments.helpTitle')}>
      <chakra.ul ps="5" display="flex" flexDirection="column" gap="2">
        {(['help1', 'help2', 'help3', 'help4', 'help5'] as const).map((k) => (
          <li key={k}>{t(`appointments.${k}`)}</li>
        ))}
      </chakra.ul>
    </InfoDialog>
  );
}
