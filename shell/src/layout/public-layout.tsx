import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared/session';
import { Box, Flex, QueryFrameContext } from '@portal/shared/ui';
import { PortalProvider } from '../routing/portal-context';
import { ownerOf, type Registry } from '../registry/registry';
import { Footer } from './footer';
import { SkipLink } from './skip-link';
import { WithQueries, inQueryFrame, withoutQueries } from '../query/with-queries';

/**
 * Public pages (/home/*): only the remote that owns the current page is fetched (the login page costs
 * shell + shared + identity). Without a route index (development), every public remote is loaded.
 */
export function PublicLayout({ registry }: { registry: Registry }) {
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const owner = ownerOf(registry, 'home', pathname.replace(/^\/home\/?/, ''));
  const dirs = useMemo(() => {
    if (owner) return [owner];
    return Object.entries(registry.remotes)
      .filter(([, r]) => !r.roles && (!r.routes || r.routes.home.length > 0))
      .map(([d]) => d);
  }, [owner, registry]);
  // Signed in, the account pages (login, register, forgot password…) have nothing to offer: the dashboard opens.
  if (token) return <Navigate to="/auth/dashboard" replace />;
  return (
    <PortalProvider registry={registry} dirs={dirs}>
      <Flex direction="column" minH="100dvh">
        <SkipLink />
        {/* The footer below the fold: the page arriving does not push it down in view (layout shift). */}
        <Box as="main" id="main" flex="1" minH="100dvh">
          {withoutQueries(pathname) ? (
            <QueryFrameContext.Provider value={inQueryFrame}>
              <Outlet />
            </QueryFrameContext.Provider>
          ) : (
            <WithQueries>
              <Outlet />
            </WithQueries>
          )}
        </Box>
        <Footer />
      </Flex>
    </PortalProvider>
  );
}
