import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, HStack, Stack, Text } from '@portal/shared/ui';
import { myInterestsQuery, useShowInterest } from './health-packages.api';

/**
 * "I'm interested" on a health package: a one-tap lead for the hospital's team, who call back
 * (administrators follow it up on /auth/interestedusers). Once per package; the outcome is announced.
 */
export function OfferInterest({ offerId }: { offerId: number }) {
  const { t } = useTranslation('content');
  const mine = useQuery(myInterestsQuery());
  const send = useShowInterest(offerId);
  const state = send.isPending ? 'busy' : send.isError ? 'failed' : (send.data ?? (mine.data?.includes(offerId) ? 'exists' : 'idle'));
  const done = state === 'created' || state === 'exists';
  return (
    <Card.Root variant="subtle" mb="6" data-testid="offer-interest">
      <Card.Body>
        <HStack justify="space-between" align="center" flexWrap="wrap" gap="3">
          <Stack gap="1" flex="1" minW="48">
            <Text fontWeight="semibold" textAlign="start">{t('packages.interestTitle')}</Text>
            <Text fontSize="sm" color="fg.muted" textAlign="start">{t('packages.interestHelp')}</Text>
          </Stack>
          <Button onClick={() => send.mutate()} loading={state === 'busy'} disabled={done} colorPalette="brand" variant={done ? 'outline' : 'solid'} data-testid="offer-interest-button">
            {done ? t('packages.interestRegistered') : t('packages.interested')}
          </Button>
        </HStack>
        <Box aria-live="polite" mt={state === 'idle' || state === 'busy' ? '0' : '2'}>
          {state === 'created' && <Text fontSize="sm" color="fg.success" textAlign="start">{t('packages.interestThanks')}</Text>}
          {state === 'exists' && <Text fontSize="sm" textAlign="start">{t('packages.interestAlready')}</Text>}
          {state === 'failed' && <Text fontSize="sm" color="fg.error" textAlign="start">{t('packages.interestFailed')}</Text>}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
