import { useEffect, useState } from 'react';
import { bus, useSession } from '@portal/shared/session';
import { EntryDialog, type EntryMode } from './entry-dialog';
import { getEntryProfile, type HospitalLocation } from './hospital.api';
import { useHospitals } from './use-hospitals';

/** Once closed, the entry dialog stays away until the next login (this tab). */
const DISMISSED_KEY = 'account.entryDialogDismissed';

/**
 * On entry to /auth (account §2, §4): 'Complete your Profile' when date of birth and hospital are both
 * missing, 'Choose Hospital' when only the hospital is. A saved hospital no longer in the brand's location
 * list is cleared (in the session) and the dialog returns. Also fills in the session's facility code, which
 * the login answer does not carry.
 */
export default function EntryOverlay() {
  const token = useSession((s) => s.token);
  const hospitals = useHospitals(Boolean(token));
  const [mode, setMode] = useState<EntryMode | null>(null);

  useEffect(() => bus.on('login', () => sessionStorage.removeItem(DISMISSED_KEY)), []);

  useEffect(() => {
    if (!token || !hospitals) return;
    let live = true;
    getEntryProfile().then(
      (p) => {
        if (!live) return;
        const session = useSession.getState();
        const listed: HospitalLocation | undefined = hospitals.find((h) => h.locationId === p.facilityId);
        if (listed) {
          const u = session.user;
          if (u && (u.facilityId !== listed.locationId || u.facilityCode !== listed.facilityCode)) session.setFacility(listed.locationId, listed.vblog, listed.facilityCode);
        } else if (session.user?.facilityId != null) {
          session.setFacility(null, null, null);
        }
        const needDob = !p.dateOfBirth;
        const needHospital = !listed;
        if (sessionStorage.getItem(DISMISSED_KEY) === '1') return;
        setMode(needHospital ? (needDob ? 'complete' : 'choose') : null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token, hospitals]);

  if (!mode) return null;
  return (
    <EntryDialog
      open
      mode={mode}
      hospitals={hospitals}
      onClose={() => {
        sessionStorage.setItem(DISMISSED_KEY, '1');
        setMode(null);
      }}
    />
  );
}
