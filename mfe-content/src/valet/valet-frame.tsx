import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BrandLogo, Flex, Heading, Text } from '@portal/shared/ui';

/** The valet area's own frame (it is not part of the portal's layout): brand, title, an action, the page. */
export function ValetFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('content');
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex as="header" align="center" justify="space-between" gap="3" px={{ base: '4', md: '8' }} py="3" bg="bg" borderBottomWidth="1px">
        <Flex align="center" gap="3" minW="0">
          <BrandLogo height={32} />
          {/* Wraps rather than clips: the Arabic name of the area is longer than a phone leaves beside the logo. */}
          <Text fontWeight="semibold" color="fg.muted" lineHeight="short" data-testid="valet-area">
            {t('valet.area')}
          </Text>
        </Flex>
        {action}
      </Flex>
      <Box flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} w="full" maxW="5xl" mx="auto">
        {children}
      </Box>
      <Text as="footer" textAlign="center" fontSize="sm" color="fg.muted" py="4" px="4">
        {t('valet.mockNote')}
      </Text>
    </Flex>
  );
}

export function ValetHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Heading as="h1" id={id} size="xl" mb="6">
      {children}
    </Heading>
  );
}
