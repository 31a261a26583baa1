import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Card, Field, Heading, Image, NativeSelect, PageHeader, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { locationsQuery, useContentSite } from '../content-site/content-site.api';
import { ContentList } from '../content-site/page-state';
import { insuranceQuery, restrictedInsuranceQuery } from './insurance.api';

/**
 * Insurance partners (docs/product.md#content-pages): cards with image and name. Choosing a location marks the plans that
 * location does not accept (getrestrictedinsurance), so a patient knows before booking.
 */
export default function InsurancePage() {
  const { t } = useTranslation('content');
  const site = useContentSite();
  const partners = useQuery(insuranceQuery(site));
  const locations = useQuery(locationsQuery(site));
  const [locationId, setLocationId] = useState<number | null>(null);
  const restricted = useQuery({ ...restrictedInsuranceQuery(site, locationId ?? 0), enabled: locationId !== null });
  const restrictedIds = new Set((restricted.data?.insurance ?? []).map((i) => i.id));

  return (
    <Box>
      <PageHeader title={t('insurance.title')} subtitle={t('insurance.subtitle')} />
      <Stack gap="3" mb="6" maxW="md">
        <Field.Root>
          <Field.Label>{t('insurance.location')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="insurance-location"
              value={locationId ?? ''}
              onChange={(e) => setLocationId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            >
              <option value="">{t('insurance.allLocations')}</option>
              {(locations.data ?? []).map((l) => (
                <option key={l.locationId} value={l.locationId}>
                  {l.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {locationId !== null && restricted.data ? (
          <Box role="status" borderWidth="1px" borderRadius="md" p="3" bg="brand.subtle" data-testid="restricted-note">
            <Text fontWeight="medium">
              {restricted.data.insurance.length === 0 ? t('insurance.noneRestricted') : t('insurance.restrictedCount', { count: restricted.data.insurance.length })}
            </Text>
            {restricted.data.note ? <Text fontSize="sm">{restricted.data.note}</Text> : null}
          </Box>
        ) : null}
      </Stack>
            <Heading as="h2" srOnly>
        {t('insurance.partners')}
      </Heading>
      <ContentList query={partners}>
        {(data) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 5 }} gap="4">
            {data.map((i) => {
              const notAccepted = restrictedIds.has(i.id);
              return (
                <Card.Root as="li" key={i.id} variant="outline" borderColor={notAccepted ? 'red.300' : undefined} data-testid="insurance-card" data-restricted={notAccepted || undefined}>
                  <Card.Body alignItems="center" gap="2" p="3">
                    <Image src={i.image} alt="" h="16" objectFit="contain" opacity={notAccepted ? 0.5 : 1} />
                    <Text textAlign="center" fontWeight="medium" fontSize="sm">
                      {i.name}
                    </Text>
                    {notAccepted ? <Badge colorPalette="red">{t('insurance.notAccepted')}</Badge> : null}
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        )}
      </ContentList>
    </Box>
  );
}
