import { queryOptions } from '@tanstack/react-query';
import { contentKey, type ContentSite } from '../content-site/content-site.api';
import { contentGet } from '@portal/shared/api';

export interface BannerItem {
  id: number;
  banner_for: 'Login' | 'Banner';
  title: string;
  image: string;
}

/** GET getwebbanner?banner_for=Banner: the dashboard's banner images. */
export function getDashboardBanners(): Promise<BannerItem[]> {
  return contentGet<BannerItem[]>('getwebbanner', { banner_for: 'Banner' });
}

export const bannersQuery = (site: ContentSite) => queryOptions({ queryKey: contentKey(site, 'banners'), queryFn: getDashboardBanners });
