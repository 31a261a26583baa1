import type { Country, LangCode, LookupOption } from '@portal/shared/rules';
import { apiGet } from './requests';

/**
 * The master data lists (GET masterdata/…), names in `lang`. Here rather than beside their queries
 * (`@portal/shared/masterdata`) because the login page reads the calling codes without the query library.
 */

/** GET masterdata/country: every country with its flag and dial prefix. */
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
