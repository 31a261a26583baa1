import { Suspense, lazy, type ReactNode } from 'react';
import { Loading } from '../registry/remote-boundary';

const loadQueryFrame = () => import('./query-frame');
const QueryFrame = lazy(loadQueryFrame);

/** The pages that need no server state of the query library: the login page (its 220 KB budget). */
export const withoutQueries = (pathname: string) => /^\/(home(\/login)?\/?)?$/i.test(pathname);

// A page other than the login page fetches the query library alongside the registry instead of after it.
if (typeof window !== 'undefined' && !withoutQueries(window.location.pathname)) void loadQueryFrame();

/**
 * The query library arrives with the pages that use it, not with the login page: the shell provides
 * `@tanstack/react-query` lazily (scripts/webpack-config.cjs LAZY_IN_SHELL), and its QueryClient
 * (query-client.ts) is one for the whole page whichever frame mounts it first.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <QueryFrame>{children}</QueryFrame>
    </Suspense>
  );
}

/**
 * The same frame for a part of a page drawn without it (`WithQueryClient` of @portal/shared/ui: a dialog of the
 * login page), which shows nothing of its own while the library arrives.
 */
export function inQueryFrame(part: ReactNode) {
  return (
    <Suspense fallback={null}>
      <QueryFrame>{part}</QueryFrame>
    </Suspense>
  );
}
