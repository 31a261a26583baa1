import { renderWithProviders, screen } from '@portal/shared/testing';
import { addRemoteTranslations } from '@portal/shared/i18n';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import type { RemoteModule } from '@portal/shared/contracts';
import { PortalContext, type PortalValue } from '../routing/portal-context';
import type { RemoteState } from '../registry/use-remote';
import { RemoteDialogs, RemoteOverlays } from './remote-dialogs';

const registry = {
  remotes: { 'mfe-content': { name: 'mfe_content', manifest: '/c', deployId: '1', contract: 1, dialogs: ['contact-us'], nav: { menu: [], tiles: [] } } },
} as unknown as PortalValue['registry'];

function view(state: RemoteState, retry = jest.fn(), part = <RemoteDialogs />) {
  const ready = state.status === 'ready' ? [['mfe-content', state.module] as [string, RemoteModule]] : [];
  const value: PortalValue = {
    registry,
    navDirs: ['mfe-content'],
    states: { 'mfe-content': state },
    ready,
    retry,
    visibility: { roleId: 1, brand: 'burjeel', facilityCode: 'BU10', memberId: 0 },
    openDialog: () => undefined,
    dialog: 'contact-us',
    closeDialog: () => undefined,
  };
  return (
    <PortalContext.Provider value={value}>
      <main>the page</main>
      {part}
    </PortalContext.Provider>
  );
}

beforeAll(() => addRemoteTranslations({ namespace: 'shell', en, ar }));

describe('a dialog whose remote is loaded when it is opened', () => {
  test('nothing while its remote is loading', () => {
    renderWithProviders(view({ status: 'loading' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('its remote failing: a dialog says so, with a retry of that remote', async () => {
    const retry = jest.fn();
    renderWithProviders(view({ status: 'failed', error: new Error('down') }, retry));
    const dialog = await screen.findByRole('dialog', { name: 'Not available right now' });
    expect(dialog).toHaveTextContent('Something went wrong, please try again.');
    (await screen.findByRole('button', { name: 'Retry' })).click();
    expect(retry).toHaveBeenCalledWith('mfe-content');
  });
});

/** A remote whose dialog's and overlay's code never arrives in the test (still on its way). */
const arriving = {
  name: 'mfe-content',
  dialogs: [{ id: 'contact-us', load: () => new Promise(() => undefined) }],
  overlays: [{ id: 'entry', load: () => new Promise(() => undefined) }],
} as unknown as RemoteModule;

describe('overlays and dialogs take no room in the page while their code loads', () => {
  // They draw over the page: a spinner of theirs would sit below the footer and vanish when the code arrives,
  // moving a page scrolled to its end under the pointer.
  test('an overlay on its way shows nothing', () => {
    const { container } = renderWithProviders(view({ status: 'ready', module: arriving }, jest.fn(), <RemoteOverlays />));
    expect(screen.queryByRole('status')).toBeNull();
    expect(container).toHaveTextContent(/^the page$/);
  });

  test('a dialog on its way shows nothing', () => {
    const { container } = renderWithProviders(view({ status: 'ready', module: arriving }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(container).toHaveTextContent(/^the page$/);
  });
});
