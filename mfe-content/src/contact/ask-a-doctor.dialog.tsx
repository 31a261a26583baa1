import { useTranslation } from 'react-i18next';
import { ContactFormDialog } from './contact-form';
import { useSaveAskADoctor } from './contact.api';

/** Ask a Doctor (dashboard tile dialog, docs/product.md#content-requests): the mode of communication sets the two flags. */
export default function AskADoctorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  const sending = useSaveAskADoctor();
  return (
    <ContactFormDialog
      open={open}
      onClose={onClose}
      title={t('askDoctor.title')}
      intro={t('askDoctor.intro')}
      messageLabel={t('askDoctor.question')}
      withMode
      testId="ask-doctor-dialog"
      send={sending}
    />
  );
}
