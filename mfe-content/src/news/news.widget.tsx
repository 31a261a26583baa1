import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListWidget } from '../content-site/list-widget';
import { useQuery } from '@tanstack/react-query';
import { useContentSite } from '../content-site/content-site.api';
import { newsQuery } from './news.api';

/** Dashboard widget (docs/product.md#content-dashboard): the first 5 news items and View more. */
export default function NewsWidget() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const news = useQuery(newsQuery(useContentSite()));
  return (
    <ListWidget
      id="news-widget-title"
      title={t('news.title')}
      moreTo="/auth/allNews"
      query={news}
      onOpen={(_item, index) => navigate('/auth/news', { state: { index, newslist: news.data } })}
      itemTestId="news-widget-item"
    />
  );
}
