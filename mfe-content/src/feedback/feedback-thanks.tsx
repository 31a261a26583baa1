import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Icon, Text } from '@portal/shared/ui';

/** The thank-you page after the questionnaire is sent. */
export function FeedbackThanks() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
    <Card.Root maxW="lg" mx="auto" variant="outline" data-testid="feedback-thanks">
      <Card.Body alignItems="center" textAlign="center" gap="3" py="10">
        <Box color="green.600">
          <Icon name="feedback" size={48} />
        </Box>
        <Text as="h1" fontSize="2xl" fontWeight="bold">
          {t('feedback.thanksTitle')}
        </Text>
        <Text color="fg.muted">{t('feedback.thanksText')}</Text>
        <Button onClick={() => navigate('/auth/dashboard')}>{t('goToHome')}</Button>
      </Card.Body>
    </Card.Root>
  );
}
