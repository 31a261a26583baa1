import { act, renderWithProviders, screen } from '@portal/shared/testing';
import type { RemoteModule } from '@portal/shared/contracts';
import { PortalContext, type PortalValue } from '../routing/portal-context';
import type { RemoteState } from '../registry/use-remote';
import { DASHBOARD_HOLD_MS, DashboardPage } from './dashboard.page';

const remote = (id: string, order: number): RemoteModule =>
  ({ name: id, routes: [], tiles: [{ id, labelKey: `tile ${id}`, icon: 'calendar', order, to: `/auth/${id}` }], translations: { en: {}, ar: {} } }) as unknown as RemoteModule;

function portal(states: Record<string, RemoteState>): PortalValue {
  const ready = Object.entries(states).flatMap(([d, s]) => (s.status === 'ready' ? [[d, s.module] as [string, RemoteModule]] : []));
  return {
    registry: {} as PortalValue['registry'],
    states,
    ready,
    retry: () => undefined,
    visibility: { roleId: 1, brand: 'burjeel', facilityCode: 'BU10', memberId: 0 },
    openDialog: () => undefined,
    dialog: null,
    closeDialog: () => undefined,
  };
}

const view = (states: Record<string, RemoteState>) => (
  <PortalContext.Provider value={portal(states)}>
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
