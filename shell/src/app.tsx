import { useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ErrorPanel, Flex, Text } from '@portal/shared/ui';
import { getRegistry, type Registry } from './registry/registry';
import { Loading } from './registry/remote-boundary';
import { AuthLayout } from './layout/auth-layout';
import { PublicLayout } from './layout/public-layout';
import { DashboardPage } from './dashboard/dashboard.page';
import { RemoteRoutePage } from './routing/remote-route';
import { NotFoundPage } from './routing/not-found.page';
import { useTranslation } from 'react-i18next';

/** Routes of spec account §2: `/` → login; `/home/*` public; `/auth/*` guarded; anything else: not found. */
export function App() {
  const { t } = useTranslation('shell');
  const [registry, setRegistry] = useState<Registry | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setFailed(false);
    getRegistry().then(setRegistry, () => setFailed(true));
  }, [attempt]);

  if (failed)
    return (
      <Flex as="main" minH="100dvh" align="center" justify="center" direction="column" gap="4" p="6">
        <Text>{t('registryFailed')}</Text>
        <ErrorPanel onRetry={() => setAttempt((a) => a + 1)} />
      </Flex>
    );
  if (!registry) return <Loading />;

  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Navigate to="/home/login" replace />} />
        <Route path="/home" element={<PublicLayout registry={registry} />}>
          <Route index element={<Navigate to="/home/login" replace />} />
          <Route path="*" element={<RemoteRoutePage area="home" />} />
        </Route>
        <Route path="/auth" element={<AuthLayout registry={registry} />}>
          <Route index element={<Navigate to="/auth/dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="*" element={<RemoteRoutePage area="auth" />} />
        </Route>
        <Route path="*" element={<NotFoundPage standalone />} />
      </Routes>
    </BrowserRouter>
  );
}
