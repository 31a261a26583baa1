import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Card, Image, PageHeader, SimpleGrid, Text, chakra } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { ContentList, formatPublishDate } from '../content-site/page-state';
import { useContentSite } from '../content-site/content-site.api';
import { newsQuery } from './news.api';

/** All news (care §2): cards with image, title and publish date; a card opens the item. */
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
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {data.map((n, index) => (
              <li key={n.id}>
                <chakra.button type="button" w="full" h="full" textAlign="start" onClick={() => navigate('/auth/news', { state: { index, newslist: data } })} data-testid="news-card">
                  <Card.Root variant="outline" overflow="hidden" h="full" _hover={{ shadow: 'md' }}>
                    <Image src={n.imagepath} alt="" aspectRatio={16 / 9} objectFit="cover" />
                    <Card.Body gap="1">
                      <Text fontWeight="semibold">{n.title}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {formatPublishDate(n.publishDate, lang)}
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
