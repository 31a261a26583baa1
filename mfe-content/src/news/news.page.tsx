import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, HStack, Heading, Icon, Image, Link, SafeHtml, Stack, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@portal/shared/ui';
import { useContentSite } from '../content-site/content-site.api';
import { formatPublishDate } from '../content-site/page-state';
import { newsQuery, type NewsItem } from './news.api';

export interface NewsState {
  index: number;
  newslist: NewsItem[];
}

/**
 * One news item (docs/product.md#content-pages): title, image, description, Previous and Next (disabled at the ends); each
 * step scrolls back to the top. Opened with the state { index, newslist }; the list is reloaded from the
 * content site when the language changes, so the item follows the page language.
 */
export default function NewsPage() {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as Partial<NewsState> | null;
  const index = typeof state?.index === 'number' ? state.index : 0;
  const fresh = useQuery(newsQuery(useContentSite()));
  const list = fresh.data ?? state?.newslist ?? [];
  const item = list[index];
  const top = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'auto' });
    top.current?.focus();
  }, [index]);

  if (fresh.isSuccess && list.length > 0 && !item) return <Navigate to="/auth/allNews" replace />;
  const go = (i: number) => navigate('/auth/news', { state: { index: i, newslist: list }, replace: true });

  return (
    <Box maxW="4xl">
      <Link onClick={() => navigate('/auth/allNews')} color="brand.fg" mb="4" display="inline-flex" alignItems="center" gap="1" cursor="pointer">
        <Icon name="chevron-left" size={18} className="portal-icon-directional" /> {t('news.allNews')}
      </Link>
      {!item ? (
        <QueryState query={fresh} isEmpty={() => true} empty={t('common:msg.noDataFound')} failure={t('common:msg.error')}>
          {() => null}
        </QueryState>
      ) : (
        <Stack as="article" gap="4">
          <Heading as="h1" size="2xl" ref={top} tabIndex={-1} outline="none" data-testid="news-title">
            {item.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {formatPublishDate(item.publishDate, lang)}
          </Text>
          <Image src={item.imagepath} alt="" borderRadius="lg" w="full" maxH="96" objectFit="cover" />
          <SafeHtml html={item.description} lineHeight="1.8" css={{ '& p': { marginBottom: '3' } }} />
          <HStack justify="space-between" pt="4" borderTopWidth="1px">
            <Button variant="outline" disabled={index <= 0} onClick={() => go(index - 1)} data-testid="news-previous">
              <Icon name="chevron-left" size={18} className="portal-icon-directional" /> {t('news.previous')}
            </Button>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('news.position', { current: index + 1, total: list.length })}
            </Text>
            <Button variant="outline" disabled={index >= list.length - 1} onClick={() => go(index + 1)} data-testid="news-next">
              {t('news.next')} <Icon name="chevron-right" size={18} className="portal-icon-directional" />
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
