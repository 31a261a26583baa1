import { queryOptions } from '@tanstack/react-query';
import { contentKey, type ContentSite } from '../content-site/content-site.api';
import { contentGet } from '@portal/shared/api';

export interface MediaItem {
  id: number;
  title: string;
  imagepath: string;
  videolink: string;
  publishDate: string;
}

/** GET getallmedia: videos, newest first. */
export function getMedia(): Promise<MediaItem[]> {
  return contentGet<MediaItem[]>('getallmedia');
}

export const mediaQuery = (site: ContentSite) => queryOptions({ queryKey: contentKey(site, 'media'), queryFn: getMedia });
