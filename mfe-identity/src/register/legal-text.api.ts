import { queryOptions } from '@tanstack/react-query';
import { contentGet } from '@portal/shared/api';

interface LegalPage {
  page_text: string;
}

/** Content site terms and privacy texts (HTML), in the current language. */
function fetchLegalText(kind: 'terms' | 'privacy'): Promise<string> {
  return contentGet<LegalPage>(kind === 'terms' ? 'gettermsconditions' : 'getprivacypolicy').then((d) => d.page_text ?? '');
}

/** The terms or the privacy text in a language (the content site changes them rarely: kept for the page's life). */
export const legalTextQuery = (kind: 'terms' | 'privacy', lang: string) =>
  queryOptions({ queryKey: ['legal-text', kind, lang] as const, queryFn: () => fetchLegalText(kind), staleTime: Infinity });
