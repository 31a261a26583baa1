import { useTranslation } from 'react-i18next';
import type { Country, LangCode, LookupOption } from '@portal/shared/rules';
import { useLoaded } from '../parts/use-loaded';
import { fetchCountries, fetchDocumentTypes, fetchGenders } from './lookups.api';

/**
 * Master data lists, fetched once per language for the page's lifetime (they change with a deployment, not while
 * a person fills a form). The login page shows the calling codes, so they come through the login page's store
 * (useLoaded), not the query library. [] until a list has arrived.
 */
const NONE: never[] = [];

function useList<T>(kind: string, fetch: (lang: LangCode) => Promise<T[]>): T[] {
  const { i18n } = useTranslation();
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  return useLoaded(`lookup|${kind}|${lang}`, () => fetch(lang)) ?? NONE;
}

export const useCountries = (): Country[] => useList('country', fetchCountries);
export const useDocumentTypes = (): LookupOption[] => useList('documenttype', fetchDocumentTypes);
export const useGenders = (): LookupOption[] => useList('gender', fetchGenders);
