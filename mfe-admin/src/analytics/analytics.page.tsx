import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorPanel, Heading, PageHeader, SimpleGrid, Skeleton, Stack, Text } from '@portal/shared/ui';
import { getCounts, type RegisteredDeactivatedCounts } from './analytics.api';

const CARDS: (keyof RegisteredDeactivatedCounts)[] = [
  'totalRegisteredUsers',
  'registeredIn30Days',
  'registeredToday',
  'totalDeactivatedUsers',
  'deactivatedIn30Days',
  'deactivatedToday',
];

/** /auth/analytics (role 3): registered and deactivated counts as cards (account §2, §3). */
export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('admin');
  const [counts, setCounts] = useState<RegisteredDeactivatedCounts | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    getCounts().then(setCounts, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  const fmt = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-US');

  return (
    <Stack gap="4">
      <PageHeader title={t('analytics.title')} />
      {failed ? (
        <ErrorPanel onRetry={load} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {CARDS.map((key) => (
            <Card.Root key={key} data-testid={`count-${key}`}>
              <Card.Body>
                <Text color="fg.muted" textAlign="start">{t(`analytics.${key}`)}</Text>
                {counts ? (
                  <Heading size="2xl" textAlign="start">{fmt.format(counts[key])}</Heading>
                ) : (
                  <Skeleton height="8" width="20" />
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
