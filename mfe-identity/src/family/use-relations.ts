import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LangCode, LookupOption } from '@portal/shared/rules';
import { relationsQuery } from './family.api';

/** GET masterdata/relations in the page language. */
export function useRelations(): LookupOption[] {
  const { i18n } = useTranslation();
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  return useQuery(relationsQuery(lang)).data ?? [];
}
