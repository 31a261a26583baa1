import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared/api';
import type { AppConfiguration } from '@portal/shared/contracts';
import { sessionStore, useSession } from '@portal/shared/session';

/** GET masterdata/getappconfigurations, kept in the session once read (the spec's appConfiguration key). */
const appConfigurationQuery = () =>
  queryOptions({
    queryKey: ['appConfiguration'],
    queryFn: async () => {
      const r = await apiGet<AppConfiguration>('masterdata/getappconfigurations');
      sessionStore.getState().patch({ appConfiguration: r.data });
      return r.data ?? {};
    },
    staleTime: Infinity,
  });

/** filterToBeApplied of the app configuration (docs/product.md#booking-managing): from the session, or asked once and stored; off until known. */
export function useFilterToBeApplied(): boolean {
  const stored = useSession((s) => s.appConfiguration) as { filterToBeApplied?: boolean } | null;
  const known = typeof stored?.filterToBeApplied === 'boolean';
  const asked = useQuery({ ...appConfigurationQuery(), enabled: !known });
  return known ? Boolean(stored?.filterToBeApplied) : Boolean(asked.data?.filterToBeApplied);
}
