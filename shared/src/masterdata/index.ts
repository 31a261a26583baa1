import { queryOptions } from '@tanstack/react-query';
import { fetchAppConfiguration, fetchMasterData } from '@portal/shared/api';
import type { Country, LangCode, LookupOption } from '@portal/shared/rules';

/**
 * `@portal/shared/masterdata` — the one cache of the master data lists for every remote: one key per list and
 * language, kept for the page's life (the lists change with a deployment, not while a form is open; a switch of
 * language asks the new language's list, and the shell's client asks every query again on 'language').
 */
const langOf = (lang: string): LangCode => (lang === 'ar' ? 'ar' : 'en');

export const masterDataKeys = {
  all: ['masterdata'] as const,
  countries: (lang: string) => ['masterdata', 'country', langOf(lang)] as const,
  documentTypes: (lang: string) => ['masterdata', 'documenttype', langOf(lang)] as const,
  genders: (lang: string) => ['masterdata', 'gender', langOf(lang)] as const,
  appConfiguration: ['masterdata', 'appconfiguration'] as const,
};

/** The countries (calling codes, nationality) named in `lang`. */
export const countriesQuery = (lang: string) =>
  queryOptions({ queryKey: masterDataKeys.countries(lang), queryFn: () => fetchMasterData<Country>('country', langOf(lang)), staleTime: Infinity });

/** The identity document types named in `lang`. */
export const documentTypesQuery = (lang: string) =>
  queryOptions({ queryKey: masterDataKeys.documentTypes(lang), queryFn: () => fetchMasterData<LookupOption>('documenttype', langOf(lang)), staleTime: Infinity });

/** The genders named in `lang`. */
export const gendersQuery = (lang: string) =>
  queryOptions({ queryKey: masterDataKeys.genders(lang), queryFn: () => fetchMasterData<LookupOption>('gender', langOf(lang)), staleTime: Infinity });

/** The portal-wide settings (filterToBeApplied, the colab address). */
export const appConfigurationQuery = () =>
  queryOptions({ queryKey: masterDataKeys.appConfiguration, queryFn: fetchAppConfiguration, staleTime: Infinity });
