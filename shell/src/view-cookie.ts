import { VIEW_COOKIE, viewCookieValue, type BrandName } from '@portal/shared/brand';
import { useSession } from '@portal/shared/session';

/**
 * Keeps the `portal_view` cookie (@portal/shared/brand) equal to the brand and language this browser shows, so that
 * the server sending the next page knows them (the login page names that brand's banners in its HTML). Returns the
 * unsubscribe function.
 */
export function keepViewCookie(): () => void {
  let written = '';
  const write = ({ brandName, lang }: { brandName: BrandName | null; lang: string | null }) => {
    if (!brandName) return;
    const value = viewCookieValue(brandName, lang);
    if (value === written) return;
    written = value;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${VIEW_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  };
  write(useSession.getState());
  return useSession.subscribe(write);
}
