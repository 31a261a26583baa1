import { contentBase, contentGet } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';

export interface WebBanner {
  id: number;
  title: string;
  image: string;
}

/** Content site getwebbanner?banner_for=Login: the login page carousel of the current brand and language. */
export function fetchLoginBanners(): Promise<WebBanner[]> {
  return contentGet<WebBanner[]>('getwebbanner', { banner_for: 'Login' });
}

/** The answer is per content site and language (contentGet reads both; it waits for the brand's base). */
const bannersKey = () => contentBase().then((base) => `${base}|${useSession.getState().lang ?? 'en'}`);
let early: { key: string; list: Promise<WebBanner[]> } | null = null;

/**
 * The login banners, asked for when the router starts loading the login page (app.tsx) rather than once the
 * page has arrived and rendered: the first banner is the page's largest paint, and it waited for the page's
 * chunk, its render and then two more requests. The first image is fetched as soon as the
 * list is known, so the carousel's <img> finds it in the cache. A failed list is forgotten (the carousel's
 * own read tries again). The portal server names the same list and image in the login page's HTML
 * (api/src/http/web.ts), so on a first visit both are usually in the browser's cache already.
 */
export function prefetchLoginBanners(): void {
  void bannersKey().then((key) => {
    if (early?.key === key) return;
    const list = fetchLoginBanners();
    early = { key, list };
    list.then(
      (banners) => {
        const first = Array.isArray(banners) ? banners[0] : undefined;
        if (first?.image && typeof Image === 'function') new Image().src = first.image;
      },
      () => {
        if (early?.list === list) early = null;
      },
    );
  });
}

/** What the carousel shows: the prefetched answer when it is for the current content site and language. */
export function loginBanners(): Promise<WebBanner[]> {
  return bannersKey().then((key) => (early?.key === key ? early.list : fetchLoginBanners()));
}
