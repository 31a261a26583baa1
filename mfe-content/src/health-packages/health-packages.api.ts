import { apiRequest, contentGet, type ApiEnvelope } from '@portal/shared/api';
import type { HealthPackageRequestBody } from '@portal/shared/contracts';

export interface SubPackage {
  id: number;
  name: string;
  /** HTML from the content site; shown through SafeHtml. */
  description: string;
  price: number;
  currency: string;
}
export interface HealthPackage {
  id: number;
  name: string;
  packagename: string;
  image: string;
  sub_packages: SubPackage[];
}

/** GET getallpackages: the brand's health packages with their sub packages. */
export function getPackages(): Promise<HealthPackage[]> {
  return contentGet<HealthPackage[]>('getallpackages');
}

/** POST user/requesthealthpkg: true when the hospital received the booking (care §7: true or false). */
export async function requestHealthPackage(body: HealthPackageRequestBody): Promise<boolean> {
  const res = await apiRequest<boolean | ApiEnvelope<boolean>>('post', 'user/requesthealthpkg', { json: body });
  return typeof res === 'boolean' ? res : res?.data === true;
}
