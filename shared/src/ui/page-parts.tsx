import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Stack, Text, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import type { IconName } from './icon-names';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the end side (right in English, left in Arabic). */
  actions?: ReactNode;
  /** Shows a Back button before the title. */
  onBack?: () => void;
}

/** The page's one h1, with optional back button and actions. */
export function PageHeader({ title, subtitle, actions, onBack }: PageHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <Flex as="header" align="center" gap="3" wrap="wrap" mb="6">
      {onBack ? (
        <Button variant="ghost" size="sm" onClick={onBack} aria-label={t('button.back')} px="1">
          <Icon name="chevron-left" />
        </Button>
      ) : null}
      {/* The title keeps room for a few words; the actions wrap below it on a narrow screen. */}
      <Stack gap="1" flex="1" minW="min(100%, 14rem)">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
      </Stack>
      {actions ? <Flex gap="2">{actions}</Flex> : null}
    </Flex>
  );
}

export interface EmptyStateProps {
  /** Already translated, e.g. t('msg.noRecordFound'). */
  message: ReactNode;
  icon?: IconName;
  children?: ReactNode;
}

/** 'No record found', 'No new Notifications!'… with an icon; a status region so it is announced. */
export function EmptyState({ message, icon = 'report', children }: EmptyStateProps) {
  return (
    <Stack role="status" align="center" gap="3" py="10" px="4" textAlign="center" color="fg.muted">
      <Box color="brand.fg" opacity={0.7}>
        <Icon name={icon} size={40} />
      </Box>
      <Text fontSize="md">{message}</Text>
      {children}
    </Stack>
  );
}

export interface ErrorPanelProps {
  onRetry?: () => void;
  /** Defaults to the spec's 'Something went wrong, please try again.'. */
  message?: ReactNode;
}

/** What a failed area shows (ARCHITECTURE error isolation): the spec's message and a Retry button. */
export function ErrorPanel({ onRetry, message }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  return (
    <Stack role="alert" align="center" gap="3" py="8" px="4" textAlign="center" borderWidth="1px" borderColor="border" borderRadius="md">
      <Box color="fg.error">
        <Icon name="help" size={32} />
      </Box>
      <Text>{message ?? t('msg.renderFailure')}</Text>
      {onRetry ? (
        <Button onClick={onRetry} size="sm">
          {t('button.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * A dashboard tile: a bordered button filling its grid cell, content centred in a column, the brand colour on
 * hover and a visible focus ring (the portal's dashboard, the valet mock-up's time tiles).
 */
export function TileButton(props: HTMLChakraProps<'button'>) {
  return (
    <chakra.button
      type="button"
      w="100%"
      h="100%"
      minH="28"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="2"
      position="relative"
      _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      {...props}
    />
  );
}
