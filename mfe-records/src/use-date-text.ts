import { useTranslation } from 'react-i18next';
import { formatDmy } from '@portal/shared/i18n';

/** A calendar date (YYYY-MM-DD) as the portal writes dates: dd/MM/yyyy (`formatDmy`), the same in both languages. */
export function useDateText(): (iso: string) => string {
  const { i18n } = useTranslation('records');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (iso) => formatDmy(iso.slice(0, 10), lang, { timeZone: 'UTC' });
}
