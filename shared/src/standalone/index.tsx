import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteModule } from '@portal/shared/rules';
import { addRemoteTranslations, setLanguage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { PortalUiProvider } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryRetryDelay, shouldRetryQuery } from '@portal/shared/api';

/**
 * Standalone development mode of a remote (`pnpm --filter <remote> dev`): its own routes, without the
 * shell, on its own port, against the API proxied at /api. Not used in production builds.
 */
export function startStandalone(module: RemoteModule, rootId = 'root') {
  addRemoteTranslations(module.translations);
  void setLanguage(useSession.getState().lang ?? 'en');
  const routes = module.routes.map((r) => ({ path: `/${r.area}/${r.path.replace(/^\/+/, '')}`, Page: lazy(r.load) }));
  const first = routes[0]?.path ?? '/';
  // Without the shell, the remote's own QueryClient, with the shell's retry policy.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, refetchOnWindowFocus: false } } });
  createRoot(document.getElementById(rootId)!).render(
    <QueryClientProvider client={queryClient}>
      <PortalUiProvider>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to={first} replace />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </PortalUiProvider>
    </QueryClientProvider>,
  );
}
