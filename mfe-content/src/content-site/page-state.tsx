import { useTranslation } from 'react-i18next';
import { Center, EmptyState, ErrorPanel, Spinner } from '@portal/shared/ui';
import { dateTimeFormat } from '@portal/shared/i18n';

/** What a content list shows while loading, after a failure ('Error' with a retry) or when empty. */
export function LoadState({ loading, error, empty, onRetry }: { loading: boolean; error: unknown; empty?: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (loading)
    return (
      <Center py="10" role="status" aria-label={t('ui.loading')}>
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  if (error) return <ErrorPanel message={t('msg.error')} onRetry={onRetry} />;
  if (empty) return <EmptyState message={t('msg.noDataFound')} />;
  return null;
}

/** 'yyyy-mm-dd' → a date in the page language (Arabic uses Arabic month names). */
export function formatPublishDate(iso: string, lang: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00`);
  if (Number.isNaN(d.getTime())) return iso;
  return dateTimeFormat(lang === 'ar' ? 'ar-AE' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}
