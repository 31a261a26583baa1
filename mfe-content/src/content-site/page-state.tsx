import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@portal/shared/ui';
import { formatDmy } from '@portal/shared/i18n';

/**
 * A content list's query through the portal's one pattern: loading, then the spec's 'Error' with Retry when the list
 * or the locations fail to load (docs/product.md#content-pages), 'No data found' when empty.
 */
export function ContentList<T>({ query, children }: { query: UseQueryResult<T[]>; children: (items: T[]) => ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <QueryState query={query} empty={t('msg.noDataFound')} failure={t('msg.error')}>
      {children}
    </QueryState>
  );
}

/** 'yyyy-mm-dd' → dd/MM/yyyy, the portal's one date format (`formatDmy`), the same in both languages. */
export function formatPublishDate(iso: string, lang: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return iso;
  return formatDmy(iso.slice(0, 10), lang === 'ar' ? 'ar' : 'en', { timeZone: 'UTC' });
}
