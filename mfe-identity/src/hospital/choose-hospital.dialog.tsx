import { useSession } from '@portal/shared/session';
import { EntryDialog } from './entry-dialog';
import { useHospitals } from './use-hospitals';

/**
 * Dialog 'choose-hospital': the top bar's hospital chooser (docs/product.md#accounts-profile), opened by the shell by id.
 * Props are the shell's dialog props.
 */
export default function ChooseHospitalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const hospitals = useHospitals(open);
  const current = useSession((s) => s.user?.facilityId ?? null);
  return <EntryDialog open={open} mode="choose" hospitals={hospitals} currentFacilityId={current} onClose={onClose} />;
}
