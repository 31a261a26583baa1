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
