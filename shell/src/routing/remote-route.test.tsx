import { Route, Routes } from 'react-router-dom';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { act, renderWithProviders, screen } from '@portal/shared/testing';
import type { RemoteModule } from '@portal/shared/contracts';
import { PortalContext, type PortalValue } from './portal-context';
import type { RemoteState } from '../registry/use-remote';
import { RemoteRoutePage } from './remote-route';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

const registry = {
  remotes: {
    'mfe-records': { name: 'mfe_records', manifest: '/r', deployId: '1', contract: 1, nav: { menu: [], tiles: [] }, routes: { home: [], auth: ['myMedication'] } },
    'mfe-admin': { name: 'mfe_admin', manifest: '/a', deployId: '1', contract: 1, roles: [3], nav: { menu: [], tiles: [] }, routes: { home: [], auth: ['analytics'] } },
    'mfe-identity': { name: 'mfe_identity', manifest: '/i', deployId: '1', contract: 1, overlays: true, routes: { home: [], auth: ['profile'] } },
  },
} as unknown as PortalValue['registry'];
const identity = { contractVersion: 1, name: 'mfe-identity', routes: [], translations: { namespace: 'identity', en: {}, ar: {} } } as unknown as RemoteModule;

function view(path: string, states: Record<string, RemoteState>, navDirs: string[]) {
  const value: PortalValue = {
    registry,
    navDirs,
    states,
    ready: Object.entries(states).flatMap(([d, s]) => (s.status === 'ready' ? [[d, s.module] as [string, RemoteModule]] : [])),
    retry: () => undefined,
    visibility: { roleId: 1, brand: 'burjeel', facilityCode: '', memberId: 0 },
    openDialog: () => undefined,
    dialog: null,
    closeDialog: () => undefined,
  };
  return renderWithProviders(
    <PortalContext.Provider value={value}>
      <Routes>
        <Route path="/auth/*" element={<RemoteRoutePage area="auth" />} />
        <Route path="/auth/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
    </PortalContext.Provider>,
    { route: path },
  );
}

beforeAll(() => addRemoteTranslations({ namespace: 'shell', en, ar }));

describe('a signed-in page whose remote is loaded when first needed', () => {
  test('its owner asked for but not started yet: the spinner, not "Page not found"', async () => {
    view('/auth/myMedication', { 'mfe-identity': { status: 'ready', module: identity } }, ['mfe-identity', 'mfe-records']);
    expect(screen.getByRole('status')).toBeInTheDocument();
    // The not-found page is a lazy chunk: give it the time it takes to arrive in the other test.
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  test("an owner outside the user's role (an administrator's page for a patient): the dashboard, as for a page a loaded remote refuses", async () => {
    view('/auth/analytics', { 'mfe-identity': { status: 'ready', module: identity } }, ['mfe-identity', 'mfe-records']);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  test("a route whose `when` names other roles (an administrator's page typed by a patient of a loaded remote): the dashboard, not the page", async () => {
    const admin = {
      ...identity,
      name: 'mfe-admin',
      routes: [{ path: 'analytics', area: 'auth', when: { roles: [3] }, load: async () => ({ default: () => <h1>Analytics</h1> }) }],
    } as unknown as RemoteModule;
    view('/auth/analytics', { 'mfe-identity': { status: 'ready', module: identity }, 'mfe-admin': { status: 'ready', module: admin } }, ['mfe-identity', 'mfe-admin']);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Analytics' })).toBeNull();
  });

  test('an address no remote owns: not found', async () => {
    view('/auth/noSuchPage', { 'mfe-identity': { status: 'ready', module: identity }, 'mfe-records': { status: 'ready', module: { ...identity, name: 'mfe-records' } } }, ['mfe-identity', 'mfe-records']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
