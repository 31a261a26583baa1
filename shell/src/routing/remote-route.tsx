import { use, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorPanel } from '@portal/shared/ui';
import { areaPrefix, isShown, type RemoteModule, type RouteArea } from '@portal/shared/rules';
import { usePortal } from './portal-context';
import { loadRemoteModule, ownerOf } from '../registry/registry';
import { isFirstView } from './first-view';
import { RemoteBoundary, Loading } from '../registry/remote-boundary';
import { lazyOf } from '../registry/lazy';
import { NotFound } from './not-found';
import { routeMatches } from './match';

/**
 * Renders the remote page that owns the current URL: finds the owner (registry index, or every loaded
 * contract), waits for its contract, applies the route's visibility rule, and renders the lazy page
 * inside an error boundary.
 */
export function RemoteRoutePage({ area }: { area: RouteArea }) {
  const { pathname } = useLocation();
  const { registry, navDirs, states, ready, retry, visibility } = usePortal();

  for (const [dir, module] of ready) {
    const route = module.routes.find((r) => r.area === area && routeMatches(r, pathname));
    if (!route) continue;
    // A route this user may not open (its `when` or `visible` says no): not the page, whoever typed the address.
    if (!isShown(route, visibility)) return <Navigate to={route.redirectTo ?? '/auth/dashboard'} replace />;
    return (
      <RemoteBoundary key={`${dir}:${route.path}`} area={`${dir} ${route.path}`} onRetry={() => retry(dir)}>
        <RoutePage module={module} area={area} pathname={pathname} />
      </RemoteBoundary>
    );
  }

  const rest = pathname.slice(areaPrefix(area).length).replace(/^\/+/, '');
  const owner = ownerOf(registry, area, rest);
  // The page the server drew (first-view.ts): its owner's page in the same boundary as above before the owner is
  // loaded, as the server rendered it; React keeps the server's HTML there until the remote's code has arrived.
  const drawnPath = owner && isFirstView(pathname) ? registry.remotes[owner]?.routes?.[area]?.find((p) => routeMatches({ area, path: p }, pathname)) : undefined;
  if (owner && drawnPath !== undefined && states[owner]?.status !== 'failed')
    return (
      <RemoteBoundary key={`${owner}:${drawnPath}`} area={`${owner} ${drawnPath}`} onRetry={() => retry(owner)}>
        <RoutePage module={loadRemoteModule(owner)} area={area} pathname={pathname} />
      </RemoteBoundary>
    );
  // A page of a remote this role never loads (an administrator's page opened by a patient): the same answer as a
  // page of a loaded remote whose rule says no (above), the dashboard, instead of 'Page not found'.
  if (area === 'auth' && owner && !navDirs.includes(owner)) return <Navigate to="/auth/dashboard" replace />;
  const ownerState = owner ? states[owner] : undefined;
  if (ownerState?.status === 'failed') return <ErrorPanel onRetry={() => retry(owner!)} />;
  const stillLoading = Object.values(states).some((s) => s.status === 'loading') || Object.keys(states).length === 0;
  // An owner of this role not started yet: the layout has just asked for it (a navigation to its first page).
  if (stillLoading || ownerState?.status === 'loading' || (owner && navDirs.includes(owner) && !ownerState)) return <Loading />;
  return <NotFound standalone={area === 'root'} />;
}

/**
 * The remote's page for the address, from its loaded contract or, on the page the server drew, from the load under
 * way (React's `use`: the boundary above waits for it). One component for both, so that the page stays mounted when
 * the contract arrives.
 */
function RoutePage({ module, area, pathname }: { module: RemoteModule | Promise<RemoteModule>; area: RouteArea; pathname: string }) {
  const contract = module instanceof Promise ? use(module) : module;
  const waiting = useSyncExternalStore(noChange, notWaiting, waitingForCode);
  const route = contract.routes.find((r) => r.area === area && routeMatches(r, pathname));
  if (!route) return <NotFound standalone={area === 'root'} />;
  const Page = lazyOf(route.load);
  // eslint-disable-next-line react-hooks/static-components -- lazyOf keeps one React.lazy per loader: the same component on every render
  const page = <Page />;
  if (!isFirstView(pathname)) return page;
  // The page the server drew: its fields and buttons disabled (greyed) until this part is hydrated, so that nothing is
  // typed into a field React would then empty, nor a form submitted by the browser itself before the page's code
  // handles it. On the server and while hydrating React reads `waitingForCode` (true); once hydrated, `notWaiting`.
  return (
    <fieldset disabled={waiting} style={{ display: 'contents' }}>
      {page}
    </fieldset>
  );
}

const noChange = () => () => undefined;
const notWaiting = () => false;
const waitingForCode = () => true;
