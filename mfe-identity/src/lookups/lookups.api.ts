import { apiGet } from '@portal/shared/api';
import type { AppConfiguration, Country, LangCode, LookupOption } from '@portal/shared/rules';

/** GET masterdata/country: every country with its flag and dial prefix, names in the page language. */
export async function fetchCountries(lang: LangCode): Promise<Country[]> {
  return (await apiGet<Country[]>('masterdata/country', { searchParams: { lang } })).data ?? [];
}

/** GET masterdata/documenttype: 1 Emirates ID … 6 Insurance. */
export async function fetchDocumentTypes(lang: LangCode): Promise<LookupOption[]> {
  return (await apiGet<LookupOption[]>('masterdata/documenttype', { searchParams: { lang } })).data ?? [];
}

/** GET masterdata/gender. */
export async function fetchGenders(lang: LangCode): Promise<LookupOption[]> {
  return (await apiGet<LookupOption[]>('masterdata/gender', { searchParams: { lang } })).data ?? [];
}

/** GET masterdata/getappconfigurations: portal-wide settings (the colab redirect address may be one). */
export async function fetchAppConfiguration(): Promise<Partial<AppConfiguration>> {
  return (await apiGet<AppConfiguration>('masterdata/getappconfigurations')).data ?? {};
}
