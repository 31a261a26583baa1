import { apiGet } from '@portal/shared/api';
import type { AppConfiguration } from '@portal/shared/rules';

/** GET masterdata/getappconfigurations: portal-wide settings (the colab redirect address may be one). */
export async function fetchAppConfiguration(): Promise<Partial<AppConfiguration>> {
  return (await apiGet<AppConfiguration>('masterdata/getappconfigurations')).data ?? {};
}
