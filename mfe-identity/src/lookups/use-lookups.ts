import { useTranslation } from 'react-i18next';
import { fetchMasterData, type MasterDataList } from '@portal/shared/api';
import type { Country, LangCode, LookupOption } from '@portal/shared/rules';
import { useLoaded } from '../parts/use-loaded';

/**
 * Master data lists of the public pages, through the same shared fetchers as the signed-in pages' queries
 * (master-data.api.ts). The login page shows the calling codes and is served without the query library (its
 * 220 KB budget), so they come through the login page's store (useLoaded), and the other public pages read
 * the same answers: one request for a person going from login to registration or a forgotten password.
 * Fetched once per language for the page's lifetime. [] until a list has arrived.
 */
const NONE: never[] = [];

function useList<T>(list: MasterDataList): T[] {
  const { i18n } = useTranslation();
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  return useLoaded(`lookup|${list}|${lang}`, () => fetchMasterData<T>(list, lang)) ?? NONE;
}

export const useCountries = (): Country[] => useList('country');
export const useDocumentTypes = (): LookupOption[] => useList('documenttype');
export const useGenders = (): LookupOption[] => useList('gender');
