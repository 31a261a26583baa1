import { useTranslation } from 'react-i18next';
import { ContactFormDialog } from './contact-form';
import { saveContactUs } from './contact.api';

/** Contact Us (menu dialog, docs/product.md#content-requests): POST user/savecontactus. */
export default function ContactUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <ContactFormDialog
      open={open}
      onClose={onClose}
      title={t('contactUs.title')}
      intro={t('contactUs.intro')}
      messageLabel={t('contactUs.message')}
      testId="contact-us-dialog"
      send={(f) => saveContactUs({ ...f, mobile: f.mobile.trim(), email: f.email.trim() })}
    />
  );
}
