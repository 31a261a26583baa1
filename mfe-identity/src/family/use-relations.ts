import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LangCode, LookupOption } from '@portal/shared/rules';
import { getRelations } from './family.api';

/** GET masterdata/relations in the page language. */
export function useRelations(): LookupOption[] {
  const { i18n } = useTranslation();
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  const [list, setList] = useState<LookupOption[]>([]);
  useEffect(() => {
    let live = true;
    getRelations(lang).then((l) => live && setList(l), () => live && setList([]));
    return () => {
      live = false;
    };
  }, [lang]);
  return list;
}
