import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countriesQuery, documentTypesQuery, gendersQuery } from '@portal/shared/masterdata';
import type { Country, LookupOption } from '@portal/shared/rules';

/**
 * The master data lists of the signed-in pages, from the portal's one cache of them (`@portal/shared/masterdata`,
 * shared with the other remotes), in the page's language. [] until a list has arrived.
 */
const NONE: never[] = [];

export function useCountries(): Country[] {
  const { i18n } = useTranslation();
  return useQuery(countriesQuery(i18n.language)).data ?? NONE;
}
export function useDocumentTypes(): LookupOption[] {
  const { i18n } = useTranslation();
  return useQuery(documentTypesQuery(i18n.language)).data ?? NONE;
}
export function useGenders(): LookupOption[] {
  const { i18n } = useTranslation();
  return useQuery(gendersQuery(i18n.language)).data ?? NONE;
}
