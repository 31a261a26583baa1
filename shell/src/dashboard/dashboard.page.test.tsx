import { act, renderWithProviders, screen } from '@portal/shared/testing';
import type { RemoteModule } from '@portal/shared/contracts';
import { PortalContext, type PortalValue } from '../routing/portal-context';
import type { RemoteState } from '../registry/use-remote';
import { DASHBOARD_HOLD_MS, DashboardPage } from './dashboard.page';

const remote = (id: string, order: number): RemoteModule =>
  ({ name: id, routes: [], tiles: [{ id, labelKey: `tile ${id}`, icon: 'calendar', order, to: `/auth/${id}` }], translations: { en: {}, ar: {} } }) as unknown as RemoteModule;

function portal(states: Record<string, RemoteState>, registry: PortalValue['registry'] = { remotes: {} }): PortalValue {
  const ready = Object.entries(states).flatMap(([d, s]) => (s.status === 'ready' ? [[d, s.module] as [string, RemoteModule]] : []));
  return {
    registry,
    navDirs: [...new Set([...Object.keys(states), ...Object.keys(registry.remotes)])],
    states,
    ready,
    retry: () => undefined,
    visibility: { roleId: 1, brand: 'burjeel', facilityCode: 'BU10', memberId: 0 },
    openDialog: () => undefined,
    dialog: null,
    closeDialog: () => undefined,
  };
}

const view = (states: Record<string, RemoteState>, registry?: PortalValue['registry']) => (
  <PortalContext.Provider value={portal(states, registry)}>
    <DashboardPage />
  </PortalContext.Provider>
);

describe('dashboard: the remotes’ tiles appear together', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('while a remote is still loading, no tile is drawn (nothing below shifts when it arrives); then all at once', () => {
    const first = { status: 'ready', module: remote('a', 1) } as const;
    const { rerender } = renderWithProviders(view({ a: first, b: { status: 'loading' } }), { route: '/auth/dashboard' });
    expect(screen.getByTestId('dashboard-settling')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'tile a' })).toBeNull();
    rerender(view({ a: first, b: { status: 'ready', module: remote('b', 2) } }));
    expect(screen.queryByTestId('dashboard-settling')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['tile a', 'tile b']);
  });

  test(`a remote slower than ${DASHBOARD_HOLD_MS} ms does not hold up the others`, () => {
    renderWithProviders(view({ a: { status: 'ready', module: remote('a', 1) }, b: { status: 'loading' } }), { route: '/auth/dashboard' });
    expect(screen.queryByRole('button', { name: 'tile a' })).toBeNull();
    act(() => void jest.advanceTimersByTime(DASHBOARD_HOLD_MS));
    expect(screen.getByRole('button', { name: 'tile a' })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-settling')).toBeNull();
  });
});

describe('dashboard: tiles the registry holds', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const tile = (id: string, order: number, extra: object = {}) => ({ id, label: { en: `${id} en`, ar: `${id} ar` }, icon: 'report', order, to: `/auth/${id}`, ...extra });
  const entry = (dir: string, tiles: object[], extra: object = {}) => ({ name: dir, manifest: `/mfe/${dir}/1/mf-manifest.json`, deployId: '1', contract: 1, nav: { menu: [], tiles }, ...extra });

  test('are drawn without their remote being loaded, in order with the loaded ones, only where their condition holds', () => {
    const registry = {
      remotes: {
        records: entry('records', [tile('reports', 3)]),
        telecare: entry('telecare', [tile('tele-bu10', 2, { when: { hospitals: [{ brand: 'burjeel', facility: 'BU10' }] } }), tile('tele-ll18', 4, { when: { hospitals: [{ brand: 'llh', facility: 'LL18' } ] } })]),
        admin: entry('admin', [tile('admins-only', 5, { when: { roles: [3] } })]),
      },
    } as unknown as PortalValue['registry'];
    renderWithProviders(view({ a: { status: 'ready', module: remote('a', 1) } }, registry), { route: '/auth/dashboard' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['tile a', 'tele-bu10 en', 'reports en']);
  });

  test('in Arabic, with their Arabic labels', () => {
    const registry = { remotes: { records: entry('records', [tile('reports', 3)]) } } as unknown as PortalValue['registry'];
    renderWithProviders(view({}, registry), { route: '/auth/dashboard', lang: 'ar' });
    act(() => void jest.advanceTimersByTime(DASHBOARD_HOLD_MS));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['reports ar']);
  });

  test('nothing from a remote whose registry entry names a contract this shell does not know', () => {
    const registry = { remotes: { records: entry('records', [tile('reports', 3)], { contract: 2 }) } } as unknown as PortalValue['registry'];
    renderWithProviders(view({ a: { status: 'ready', module: remote('a', 1) } }, registry), { route: '/auth/dashboard' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['tile a']);
  });
});
