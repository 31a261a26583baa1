import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bus, useSession } from '@portal/shared/session';
import { entryQuery } from './hospital.api';
import { useHospitals } from './use-hospitals';

/**
 * The overlay is on every signed-in page, the dialog rarely: its form (react-hook-form and the zod rules) comes only
 * when a dialog is to be shown, not with the dashboard's first load.
 */
const EntryDialog = lazy(() => import('./entry-dialog').then((m) => ({ default: m.EntryDialog })));

/** Once closed, the entry dialog stays away until the next login (this tab). */
const DISMISSED_KEY = 'account.entryDialogDismissed';
bus.on('login', () => sessionStorage.removeItem(DISMISSED_KEY));

/**
 * On entry to /auth (docs/product.md#accounts-profile): 'Complete your Profile' when date of birth and hospital are both
 * missing, 'Choose Hospital' when only the hospital is (entryQuery); a saved hospital no longer in the brand's
 * list is cleared and the dialog returns.
 */
export default function EntryOverlay() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  const hospitals = useHospitals(Boolean(token));
  const need = useQuery({ ...entryQuery(i18n.language), enabled: Boolean(token) }).data;
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');

  if (!need || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <EntryDialog
        open
        mode={need}
        hospitals={hospitals}
        onClose={() => {
          sessionStorage.setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
