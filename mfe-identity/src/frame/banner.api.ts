import { contentGet } from '@portal/shared/api';

export interface WebBanner {
  id: number;
  title: string;
  image: string;
}

/** Content site getwebbanner?banner_for=Login: the login page carousel of the current brand and language. */
export function fetchLoginBanners(): Promise<WebBanner[]> {
  return contentGet<WebBanner[]>('getwebbanner', { banner_for: 'Login' });
}

export interface LegalPage {
  page_text: string;
}

/** Content site terms and privacy texts (HTML), in the current language. */
export function fetchLegalText(kind: 'terms' | 'privacy'): Promise<string> {
  return contentGet<LegalPage>(kind === 'terms' ? 'gettermsconditions' : 'getprivacypolicy').then((d) => d.page_text ?? '');
}
