import { useEffect, useState } from 'react';
import { apiGet } from '@portal/shared/api';
import { sessionStore, useSession } from '@portal/shared/session';

/** filterToBeApplied of the app configuration (care §4): from the session, or fetched once and stored. */
export function useFilterToBeApplied(): boolean {
  const stored = useSession((s) => s.appConfiguration) as { filterToBeApplied?: boolean } | null;
  const [fetched, setFetched] = useState<boolean | null>(null);
  useEffect(() => {
    if (stored && typeof stored.filterToBeApplied === 'boolean') return;
    let live = true;
    apiGet<{ filterToBeApplied: boolean }>('masterdata/getappconfigurations')
      .then((r) => {
        if (!live) return;
        setFetched(Boolean(r.data?.filterToBeApplied));
        sessionStore.getState().patch({ appConfiguration: r.data });
      })
      .catch(() => live && setFetched(false));
    return () => {
      live = false;
    };
  }, [stored]);
  return stored && typeof stored.filterToBeApplied === 'boolean' ? stored.filterToBeApplied : Boolean(fetched);
}
