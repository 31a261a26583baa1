import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, Text, VStack } from '@portal/shared/ui';
import { useSession } from '@portal/shared/session';

/** A real not-found page: says what happened and offers the way back. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('shell');
  const loggedIn = useSession((s) => !!s.token);
  return (
    // Inside a layout the page is already in its <main>; alone (an unknown top-level address) it is the main.
    <Box as={standalone ? 'main' : 'div'} py="16" px="6" textAlign="center">
      <VStack gap="4">
        <Text fontSize="5xl" fontWeight="bold" color="brand.solid" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="lg">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {t('notFound.body')}
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={loggedIn ? '/auth/dashboard' : '/home/login'}>{loggedIn ? t('notFound.toDashboard') : t('notFound.toLogin')}</RouterLink>
        </Button>
      </VStack>
    </Box>
  );
}
