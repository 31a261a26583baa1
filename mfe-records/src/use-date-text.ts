import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@portal/shared/i18n';

/** A calendar date (YYYY-MM-DD) as the page's language writes it: 05 Nov 2026, or its Arabic form. */
export function useDateText(): (iso: string) => string {
  const { i18n } = useTranslation('records');
  const format = dateTimeFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (iso) => format.format(new Date(`${iso}T00:00:00Z`));
}
