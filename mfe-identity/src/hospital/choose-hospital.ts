import { useSession } from '@portal/shared/session';
import { savePreferredFacility, type HospitalLocation } from './hospital.api';

/**
 * Saves the preferred hospital (docs/product.md#accounts-profile), then updates the session: `setFacility`
 * stores facilityId, vblog and the facility code and emits 'hospital', so the dashboard refreshes.
 */
export async function chooseHospital(h: HospitalLocation): Promise<void> {
  const res = await savePreferredFacility(h.locationId, h.vblog);
  useSession.getState().setFacility(res.data.facilityId, res.data.vblog, res.data.facilityCode);
}
