import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPORT_NAMES } from '@portal/shared/contracts';
import { Card, Heading, PageHeader, QueryState, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { ExportButton } from '../exports/export-button';
import { countsQuery, registrationsPerDayQuery, REGISTERED_USERS_EXPORT, type RegisteredDeactivatedCounts } from './analytics.api';
import { RegistrationsChart } from './registrations-chart';
import { numberFormat } from '@portal/shared/i18n';

const CARDS: (keyof RegisteredDeactivatedCounts)[] = [
  'totalRegisteredUsers',
  'registeredIn30Days',
  'registeredToday',
  'totalDeactivatedUsers',
  'deactivatedIn30Days',
  'deactivatedToday',
];

/**
 * /auth/analytics (role 3): registered and deactivated counts as cards, registrations per day over the
 * last 30 days (chart and table), and the registered-users export (docs/product.md#administration-analytics).
 */
export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('admin');
  const counts = useQuery(countsQuery());
  const days = useQuery(registrationsPerDayQuery(30));
  const fmt = numberFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-US');

  return (
    <Stack gap="5">
      <PageHeader title={t('analytics.title')} />
      <QueryState query={counts} isEmpty={() => false}>
        {(c) => (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {CARDS.map((key) => (
                <Card.Root key={key} data-testid={`count-${key}`}>
                  <Card.Body>
                    <Text color="fg.muted" textAlign="start">{t(`analytics.${key}`)}</Text>
                    <Heading as="p" size="2xl" textAlign="start">{fmt.format(c[key])}</Heading>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
            <Card.Root>
              <Card.Body>
                <QueryState query={days} isEmpty={() => false}>
                  {(d) => <RegistrationsChart days={d} />}
                </QueryState>
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body>
                <Stack gap="3">
                  <Heading as="h2" size="md" textAlign="start">{t('analytics.exportTitle')}</Heading>
                  <Text fontSize="sm" color="fg.muted" textAlign="start">{t('analytics.exportHelp')}</Text>
                  <ExportButton
                    label={t('analytics.export')}
                    path={REGISTERED_USERS_EXPORT}
                    fileName={EXPORT_NAMES.registeredUsers}
                    expected={c.totalRegisteredUsers}
                    testId="export-registered"
                  />
                </Stack>
              </Card.Body>
            </Card.Root>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
