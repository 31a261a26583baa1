import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, PageHeader } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { CardGrid } from '../content-site/card-grid';
import { ContentList, formatPublishDate } from '../content-site/page-state';
import { useContentSite } from '../content-site/content-site.api';
import { newsQuery } from './news.api';

/** All news (docs/product.md#content-pages): cards with image, title and publish date; a card opens the item. */
export default function AllNewsPage() {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const news = useQuery(newsQuery(useContentSite()));
  return (
    <Box>
      <PageHeader title={t('news.title')} />
      <ContentList query={news}>
        {(data) => (
          <CardGrid
            items={data}
            card={(n) => ({ key: n.id, image: n.imagepath, title: n.title, detail: formatPublishDate(n.publishDate, lang) })}
            onOpen={(_, index) => navigate('/auth/news', { state: { index, newslist: data } })}
            testId="news-card"
          />
        )}
      </ContentList>
    </Box>
  );
}
