import { queryOptions } from '@tanstack/react-query';
import { contentKey, type ContentSite } from '../content-site/content-site.api';
import { contentGet } from '@portal/shared/api';

export interface InsuranceItem {
  id: number;
  name: string;
  image: string;
}
export interface RestrictedInsurance {
  location_id: number;
  note: string;
  insurance: InsuranceItem[];
}

/** GET getallinsurance: the brand's insurance partners. */
export function getInsurance(): Promise<InsuranceItem[]> {
  return contentGet<InsuranceItem[]>('getallinsurance');
}

/** GET getrestrictedinsurance?location_id=: plans one location does not accept. */
export function getRestrictedInsurance(locationId: number): Promise<RestrictedInsurance> {
  return contentGet<RestrictedInsurance>('getrestrictedinsurance', { location_id: locationId });
}

export const insuranceQuery = (site: ContentSite) => queryOptions({ queryKey: contentKey(site, 'insurance'), queryFn: getInsurance });
export const restrictedInsuranceQuery = (site: ContentSite, locationId: number) =>
  queryOptions({ queryKey: contentKey(site, 'restricted-insurance', locationId), queryFn: () => getRestrictedInsurance(locationId) });
