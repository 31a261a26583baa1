import { Suspense, lazy, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ErrorPanel, Flex, Text } from '@portal/shared/ui';
import { getRegistry, type Registry } from './registry/registry';
import { Loading } from './registry/remote-boundary';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';
import { RemoteRoutePage } from './routing/remote-route';
import { OverloadNotice } from './layout/overload-notice';
import { useTranslation } from 'react-i18next';

const inSignedInArea = () => typeof window !== 'undefined' && window.location.pathname.toLowerCase().startsWith('/auth');

// The signed-in frame (menu, top bar, bell, idle guard, dialogs) and the dashboard come with the first
// /auth page, not with the login page's first load.
const loadAuthLayout = () => import('./layout/auth-layout');
const loadDashboard = () => import('./dashboard/dashboard.page');
const AuthLayout = lazy(() => loadAuthLayout().then((m) => ({ default: m.AuthLayout })));
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
// A page opened inside /auth fetches them alongside the registry instead of after it.
const signedInFrame = inSignedInArea() ? Promise.all([loadAuthLayout(), loadDashboard()]) : null;

/**
 * On an /auth page, when the signed-in frame's code (and the dashboard's) has arrived: the page the server drew with
 * the frame (layout/frame-skeleton.tsx FrameSkeleton) waits for it, so that the first render replaces that frame with the
 * frame itself rather than with a spinner (bootstrap.tsx).
 */
export function signedInFrameLoaded(): Promise<unknown> {
  return signedInFrame ?? Promise.resolve();
}

export interface AppProps {
  /** The registry already read (the page the server drew is hydrated with the registry in hand). */
  registry?: Registry;
  /** The router: the browser's history by default; the server's renderer gives its address (src/server.tsx). */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** Routes (docs/product.md#everywhere-screens): `/` → login; `/home/*` public; `/auth/*` guarded; anything else a remote's top-level page or not found. */
export function App({ registry: known, Router = BrowserRouter }: AppProps) {
  const { t } = useTranslation('shell');
  const [registry, setRegistry] = useState<Registry | null>(known ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The overload notice's Retry loads the page again: its routes and their data, from scratch.
  const [pageAttempt, setPageAttempt] = useState(0);

  useEffect(() => {
    // A transition: the pages it reveals render in slices (see bootstrap.tsx).
    getRegistry().then((r) => startTransition(() => setRegistry(r)), () => setFailed(true));
  }, [attempt]);

  if (failed)
    return (
      <Flex as="main" minH="100dvh" align="center" justify="center" direction="column" gap="4" p="6">
        <Text>{t('registryFailed')}</Text>
        <ErrorPanel
          onRetry={() => {
            setFailed(false);
            setAttempt((a) => a + 1);
          }}
        />
      </Flex>
    );
  if (!registry) return <Loading />;

  return (
    <Router>
      <OverloadNotice onRetry={() => setPageAttempt((a) => a + 1)} />
      <Suspense fallback={<Loading />}>
        <Routes key={pageAttempt}>
          <Route path="/" element={<Navigate to="/home/login" replace />} />
          <Route path="/home" element={<PublicLayout registry={registry} />}>
            <Route index element={<Navigate to="/home/login" replace />} />
            <Route path="*" element={<RemoteRoutePage area="home" />} />
          </Route>
          <Route path="/auth" element={<AuthLayout registry={registry} />}>
            <Route index element={<Navigate to="/auth/dashboard" replace />} />
            <Route
              path="dashboard"
              element={
                <Suspense fallback={<Loading />}>
                  <DashboardPage />
                </Suspense>
              }
            />
            <Route path="*" element={<RemoteRoutePage area="auth" />} />
          </Route>
          <Route path="*" element={<RootLayout registry={registry} />} />
        </Routes>
      </Suspense>
    </Router>
  );
}
