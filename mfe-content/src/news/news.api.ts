import { queryOptions } from '@tanstack/react-query';
import { contentKey, type ContentSite } from '../content-site/content-site.api';
import { contentGet } from '@portal/shared/api';

export interface NewsItem {
  id: number;
  title: string;
  imagepath: string;
  /** HTML from the content site; shown through SafeHtml. */
  description: string;
  publishDate: string;
}

/** GET getallmedianews: news, newest first. */
export function getNews(): Promise<NewsItem[]> {
  return contentGet<NewsItem[]>('getallmedianews');
}

export const newsQuery = (site: ContentSite) => queryOptions({ queryKey: contentKey(site, 'news'), queryFn: getNews });
