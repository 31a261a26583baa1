import type { PreferredFacility } from '@portal/shared/contracts';
import { locations } from '../../adapters/content/catalogue.js';

/**
 * The hospital list of the content site (the preferred facility is one of its locations, docs/product.md#accounts-profile).
 * facilityId is the location id; vblog and the facility code come with it. Like the appointments module,
 * this reads the content data the embedded content site serves.
 */
export function findFacility(facilityId: number | null | undefined): PreferredFacility | undefined {
  if (facilityId == null) return undefined;
  const l = locations.find((x) => x.locationId === facilityId);
  return l ? { facilityId: l.locationId, vblog: l.vblog, facilityCode: l.facilityCode } : undefined;
}
