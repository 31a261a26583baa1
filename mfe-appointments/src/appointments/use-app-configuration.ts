import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appConfigurationQuery } from '@portal/shared/masterdata';
import { sessionStore, useSession } from '@portal/shared/session';

/**
 * filterToBeApplied of the app configuration (docs/product.md#booking-managing): from the session (the spec's
 * appConfiguration key), or asked once through the shared master data cache and stored; off until known.
 */
export function useFilterToBeApplied(): boolean {
  const stored = useSession((s) => s.appConfiguration) as { filterToBeApplied?: boolean } | null;
  const known = typeof stored?.filterToBeApplied === 'boolean';
  const asked = useQuery({ ...appConfigurationQuery(), enabled: !known });
  const answer = asked.data;
  useEffect(() => {
    if (answer && !known) sessionStore.getState().patch({ appConfiguration: answer });
  }, [answer, known]);
  return known ? Boolean(stored?.filterToBeApplied) : Boolean(answer?.filterToBeApplied);
}
