import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@portal/shared/ui';
import { dateTimeFormat } from '@portal/shared/i18n';

/**
 * A content list's query through the portal's one pattern: loading, then the spec's 'Error' with Retry when the list
 * or the locations fail to load (care §8), 'No data found' when empty.
 */
export function ContentList<T>({ query, children }: { query: UseQueryResult<T[]>; children: (items: T[]) => ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <QueryState query={query} empty={t('msg.noDataFound')} failure={t('msg.error')}>
      {children}
    </QueryState>
  );
}

/** 'yyyy-mm-dd' → a date in the page language (Arabic uses Arabic month names). */
export function formatPublishDate(iso: string, lang: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00`);
  if (Number.isNaN(d.getTime())) return iso;
  return dateTimeFormat(lang === 'ar' ? 'ar-AE' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}
