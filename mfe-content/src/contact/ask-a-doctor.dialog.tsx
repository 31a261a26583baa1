import { useTranslation } from 'react-i18next';
import { communicationFlags, type CommunicationMode } from '@portal/shared/contracts';
import { ContactFormDialog } from './contact-form';
import { saveAskADoctor } from './contact.api';

/** Ask a Doctor (dashboard tile dialog, docs/product.md#content-requests): the mode of communication sets the two flags. */
export default function AskADoctorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <ContactFormDialog
      open={open}
      onClose={onClose}
      title={t('askDoctor.title')}
      intro={t('askDoctor.intro')}
      messageLabel={t('askDoctor.question')}
      withMode
      testId="ask-doctor-dialog"
      send={({ message, ...f }, mode) =>
        saveAskADoctor({ ...f, mobile: f.mobile.trim(), email: f.email.trim(), comment: message, ...communicationFlags(mode as CommunicationMode) })
      }
    />
  );
}
