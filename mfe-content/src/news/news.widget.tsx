import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListWidget } from '../content-site/list-widget';
import { useContent } from '../content-site/use-content';
import { getNews } from './news.api';

/** Dashboard widget (care §2, §9): the first 5 news items and View more. */
export default function NewsWidget() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const state = useContent('news', getNews);
  return (
    <ListWidget
      id="news-widget-title"
      title={t('news.title')}
      moreTo="/auth/allNews"
      state={state}
      onOpen={(_item, index) => navigate('/auth/news', { state: { index, newslist: state.data } })}
      itemTestId="news-widget-item"
    />
  );
}
