import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, HStack, Icon, Image, Link, PageHeader, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { locationsQuery, useContentSite, type LocationItem } from '../content-site/content-site.api';
import { ContentList } from '../content-site/page-state';

/** A maps link that opens directions to the hospital in the visitor's maps service. */
export function directionsUrl(l: Pick<LocationItem, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${l.latitude},${l.longitude}`;
}

/** Locations (docs/product.md#content-pages): cards with image and name, directions, and the doctors of the location. */
export default function LocationsPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const list = useQuery(locationsQuery(useContentSite()));
  return (
    <Box>
      <PageHeader title={t('locations.title')} />
      <ContentList query={list}>
        {(data) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {data.map((l) => (
              <Card.Root as="li" key={l.locationId} overflow="hidden" variant="outline" data-testid="location-card">
                <Image src={l.locationImg} alt="" aspectRatio={16 / 9} objectFit="cover" />
                <Card.Body gap="2">
                  <Card.Title as="h2">{l.name}</Card.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {l.address}
                  </Text>
                  <Link href={`tel:${l.phone.replace(/\s/g, '')}`} fontSize="sm" dir="ltr" alignSelf="start">
                    {l.phone}
                  </Link>
                </Card.Body>
                <Card.Footer>
                  <HStack gap="2" wrap="wrap">
                    <Link href={directionsUrl(l)} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium" aria-label={t('locations.directionsTo', { name: l.name })}>
                      <Icon name="location" size={18} /> {t('locations.directions')}
                    </Link>
                    <Button size="sm" variant="outline" onClick={() => navigate('/auth/findDoctor', { state: { item: l, search: 'location' } })} aria-label={t('locations.doctorsAt', { name: l.name })}>
                      <Icon name="doctor" size={18} /> {t('locations.doctors')}
                    </Button>
                  </HStack>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </ContentList>
      {list.data && list.data.length > 0 ? (
        <Stack mt="6">
          <Text fontSize="sm" color="fg.muted">
            {t('locations.helpline')}
          </Text>
        </Stack>
      ) : null}
    </Box>
  );
}
