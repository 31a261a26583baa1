import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Center, Heading, Icon, Progress, Stack, Text } from '@portal/shared/ui';

/** /auth/comingsoon (docs/product.md#teleconsultation-where): Teleconsultation, Coming Soon, a 75% bar and a way back to the dashboard. */
export default function ComingSoonPage() {
  const { t } = useTranslation('telecare');
  const navigate = useNavigate();
  return (
    <Center minH="60vh">
      <Stack gap="5" align="center" textAlign="center" maxW="md" w="100%">
        <Icon name="video" size={56} color="var(--chakra-colors-brand-solid)" />
        <Box>
          <Heading as="h1" size="2xl">
            {t('comingSoon.title')}
          </Heading>
          <Text fontSize="xl" fontWeight="semibold" color="brand.fg" mt="1">
            {t('comingSoon.heading')}
          </Text>
        </Box>
        <Text color="fg.muted">{t('comingSoon.text')}</Text>
        <Progress.Root value={75} w="100%" colorPalette="brand" size="lg" aria-label={t('comingSoon.progress')}>
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText mt="2" />
        </Progress.Root>
        <Button onClick={() => navigate('/auth/dashboard')}>{t('comingSoon.back')}</Button>
      </Stack>
    </Center>
  );
}
