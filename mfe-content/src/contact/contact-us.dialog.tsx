import { useTranslation } from 'react-i18next';
import { ContactFormDialog } from './contact-form';
import { useSaveContactUs } from './contact.api';

/** Contact Us (menu dialog, docs/product.md#content-requests): POST user/savecontactus. */
export default function ContactUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  const sending = useSaveContactUs();
  return (
    <ContactFormDialog
      open={open}
      onClose={onClose}
      title={t('contactUs.title')}
      intro={t('contactUs.intro')}
      messageLabel={t('contactUs.message')}
      testId="contact-us-dialog"
      send={sending}
    />
  );
}
