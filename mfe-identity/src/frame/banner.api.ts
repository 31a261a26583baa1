import { contentGet, knownContent } from '@portal/shared/api';

export interface WebBanner {
  id: number;
  title: string;
  image: string;
}

/** Content site getwebbanner?banner_for=Login: the login page carousel of the current brand and language. */
const LOGIN_BANNERS = { banner_for: 'Login' } as const;

/**
 * The carousel's list. A page the server drew arrives with it (knownLoginBanners); one it did not draw (a session,
 * a first view not rendered) names the same address as a preload (api/src/http/web.ts), so the list is usually in
 * the browser's cache already when it is asked for.
 */
export function loginBanners(): Promise<WebBanner[]> {
  return contentGet<WebBanner[]>('getwebbanner', LOGIN_BANNERS);
}

/** The list the page arrived with (the server drew the first view with it), for this content site and language. */
export function knownLoginBanners(): WebBanner[] | undefined {
  return knownContent<WebBanner[]>('getwebbanner', LOGIN_BANNERS);
}
