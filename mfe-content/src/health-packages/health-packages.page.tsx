import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, PageHeader } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { CardGrid } from '../content-site/card-grid';
import { ContentList } from '../content-site/page-state';
import { useContentSite } from '../content-site/content-site.api';
import { packagesQuery } from './health-packages.api';

/** Health packages (docs/product.md#content-pages): cards with image and name, each opening its details. */
export default function HealthPackagesPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const list = useQuery(packagesQuery(useContentSite()));
  return (
    <Box>
      <PageHeader title={t('packages.title')} subtitle={t('packages.subtitle')} />
      <ContentList query={list}>
        {(data) => (
          <CardGrid
            items={data}
            card={(p) => ({ key: p.id, image: p.image, title: p.name, detail: t('packages.options', { count: p.sub_packages.length }) })}
            onOpen={(p) => navigate('/auth/healthPackageDetails', { state: { package: p } })}
            testId="package-card"
          />
        )}
      </ContentList>
    </Box>
  );
}
