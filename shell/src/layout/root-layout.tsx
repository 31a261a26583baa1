import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Box } from '@portal/shared/ui';
import { PortalProvider } from '../routing/portal-context';
import { RemoteRoutePage } from '../routing/remote-route';
import { NotFound } from '../routing/not-found';
import { ownerOf, type Registry } from '../registry/registry';
import { WithQueries } from '../query/with-queries';

/**
 * Any other address (`/<path>`): a top-level page of a remote's `root` area, which draws its own frame (the valet
 * mock-up, docs/product.md#content-valet), or the not-found page. Only the owner is fetched; without a route index (development),
 * every public remote is loaded to look for it.
 */
export function RootLayout({ registry }: { registry: Registry }) {
  const { pathname } = useLocation();
  const owner = ownerOf(registry, 'root', pathname);
  const indexed = Object.values(registry.remotes).every((r) => r.routes);
  const dirs = useMemo(() => {
    if (owner) return [owner];
    if (indexed) return [];
    return Object.entries(registry.remotes)
      .filter(([, r]) => !r.roles)
      .map(([d]) => d);
  }, [owner, indexed, registry]);
  if (dirs.length === 0) return <NotFound standalone />;
  return (
    <PortalProvider registry={registry} dirs={dirs}>
      <Box as="main" id="main" minH="100dvh">
        <WithQueries>
          <RemoteRoutePage area="root" />
        </WithQueries>
      </Box>
    </PortalProvider>
  );
}
