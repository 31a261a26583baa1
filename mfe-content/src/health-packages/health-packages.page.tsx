import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Card, Image, PageHeader, SimpleGrid, Text, chakra } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { ContentList } from '../content-site/page-state';
import { useContentSite } from '../content-site/content-site.api';
import { packagesQuery } from './health-packages.api';

/** Health packages (care §2): cards with image and name, each opening its details. */
export default function HealthPackagesPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const list = useQuery(packagesQuery(useContentSite()));
  return (
    <Box>
      <PageHeader title={t('packages.title')} subtitle={t('packages.subtitle')} />
      <ContentList query={list}>
        {(data) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {data.map((p) => (
              <li key={p.id}>
                <chakra.button type="button" w="full" h="full" textAlign="start" onClick={() => navigate('/auth/healthPackageDetails', { state: { package: p } })} data-testid="package-card">
                  <Card.Root variant="outline" overflow="hidden" h="full" _hover={{ shadow: 'md' }}>
                    <Image src={p.image} alt="" aspectRatio={16 / 9} objectFit="cover" />
                    <Card.Body gap="1">
                      <Text fontWeight="semibold" fontSize="lg">
                        {p.name}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t('packages.options', { count: p.sub_packages.length })}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                </chakra.button>
              </li>
            ))}
          </SimpleGrid>
        )}
      </ContentList>
    </Box>
  );
}
