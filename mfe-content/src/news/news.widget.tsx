import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, Card, HStack, Heading, Image, Stack, Text, chakra } from '@portal/shared/ui';
import { formatPublishDate, LoadState } from '../content-site/page-state';
import { useContent } from '../content-site/use-content';
import { getNews } from './news.api';

/** Dashboard widget (care §2, §9): the first 5 news items and View more. */
export default function NewsWidget() {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const { data, loading, error, reload } = useContent('news', getNews);
  const items = (data ?? []).slice(0, 5);
  return (
    <Card.Root variant="outline" h="full" as="section" aria-labelledby="news-widget-title">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="news-widget-title">
            {t('news.title')}
          </Heading>
          <Button size="sm" variant="ghost" color="brand.fg" onClick={() => navigate('/auth/allNews')}>
            {t('viewMore')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <LoadState loading={loading} error={error} empty={data?.length === 0} onRetry={reload} />
        <Stack as="ul" listStyleType="none" gap="2">
          {items.map((n, index) => (
            <li key={n.id}>
              <chakra.button
                type="button"
                display="flex"
                gap="3"
                w="full"
                textAlign="start"
                p="2"
                borderRadius="md"
                _hover={{ bg: 'bg.muted' }}
                onClick={() => navigate('/auth/news', { state: { index, newslist: data } })}
                data-testid="news-widget-item"
              >
                <Image src={n.imagepath} alt="" w="20" h="14" objectFit="cover" borderRadius="sm" flexShrink={0} />
                <Box minW="0">
                  <Text fontWeight="medium" lineClamp={2}>
                    {n.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatPublishDate(n.publishDate, lang)}
                  </Text>
                </Box>
              </chakra.button>
            </li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
