import type { AppConfiguration, LangCode } from '@portal/shared/rules';
import { apiGet } from './requests';

/** The master data lists the portal's forms read (GET masterdata/<list>). */
export type MasterDataList = 'country' | 'documenttype' | 'gender';

/**
 * One master data list, names in `lang` ([] when the API has none): countries (`Country`, with flag and dial prefix),
 * document types (1 Emirates ID … 6 Insurance) and genders (`LookupOption`). Here rather than beside their queries
 * (`@portal/shared/masterdata`) because the login page reads the calling codes without the query library.
 */
export async function fetchMasterData<T>(list: MasterDataList, lang: LangCode): Promise<T[]> {
  return (await apiGet<T[]>(`masterdata/${list}`, { searchParams: { lang } })).data ?? [];
}

/** GET masterdata/getappconfigurations: portal-wide settings ({} when the API has none). */
export async function fetchAppConfiguration(): Promise<Partial<AppConfiguration>> {
  return (await apiGet<AppConfiguration>('masterdata/getappconfigurations')).data ?? {};
}
