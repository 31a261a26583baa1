import { apiGet } from '@portal/shared/api';

/** GET masterdata/fetchwpbase: the brand's content-site base address (a string, or an object holding it). */
export async function fetchContentBase(brand: string): Promise<string | null> {
  const res = await apiGet<string | { wpBaseUrl?: string }>('masterdata/fetchwpbase', { searchParams: { brandName: brand } });
  return typeof res.data === 'string' ? res.data : (res.data?.wpBaseUrl ?? null);
}
