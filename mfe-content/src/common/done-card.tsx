import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Icon, Text, type IconName } from '@portal/shared/ui';

interface Props {
  icon: IconName;
  /** The icon's colour token. */
  tone: string;
  title: string;
  /** h1 where the page shows nothing else, h2 under the page's own heading. */
  headingAs: 'h1' | 'h2';
  children: ReactNode;
  testId: string;
}

/** The page after a feedback or a complaint is sent (docs/product.md#content-requests): what happened, and 'Go to home' to the dashboard. */
export function DoneCard({ icon, tone, title, headingAs, children, testId }: Props) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
    <Card.Root maxW="lg" mx="auto" variant="outline" data-testid={testId}>
      <Card.Body alignItems="center" textAlign="center" gap="3" py="10">
        <Box color={tone}>
          <Icon name={icon} size={48} />
        </Box>
        <Text as={headingAs} fontSize="2xl" fontWeight="bold">
          {title}
        </Text>
        {children}
        <Button onClick={() => navigate('/auth/dashboard')}>{t('goToHome')}</Button>
      </Card.Body>
    </Card.Root>
  );
}
