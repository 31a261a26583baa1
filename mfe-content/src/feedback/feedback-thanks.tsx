import { useTranslation } from 'react-i18next';
import { Text } from '@portal/shared/ui';
import { DoneCard } from '../common/done-card';

/** The thank-you page after the questionnaire is sent. */
export function FeedbackThanks() {
  const { t } = useTranslation('content');
  return (
    <DoneCard icon="feedback" tone="green.600" title={t('feedback.thanksTitle')} headingAs="h1" testId="feedback-thanks">
      <Text color="fg.muted">{t('feedback.thanksText')}</Text>
    </DoneCard>
  );
}
