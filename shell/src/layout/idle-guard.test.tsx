import { act, loggedInSession, renderWithProviders, screen, waitFor } from '@portal/shared/testing';
import { i18n } from '@portal/shared/i18n';
import en from '../i18n/en.json';
import { IDLE_MS, IdleGuard } from './idle-guard';

beforeAll(() => i18n.addResourceBundle('en', 'shell', en, true, true));

jest.mock('@portal/shared/api', () => ({ apiPost: jest.fn(async () => ({})) }));

test('the idle warning starts with the focus on staying signed in, not on Logout', async () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<IdleGuard />, { route: '/auth/dashboard', session: loggedInSession(), lang: 'en', brand: 'burjeel' });
    act(() => {
      jest.advanceTimersByTime(IDLE_MS + 2000);
    });
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.ownerDocument.activeElement).toHaveTextContent(en.idle.stay));
    expect(screen.getByRole('button', { name: /Logout/ })).not.toHaveFocus();
  } finally {
    jest.useRealTimers();
  }
});

test('a dialog that opens while the warning shows opens beneath it: the warning takes the focus back', async () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<IdleGuard />, { route: '/auth/dashboard', session: loggedInSession(), lang: 'en', brand: 'burjeel' });
    act(() => {
      jest.advanceTimersByTime(IDLE_MS + 2000);
    });
    await screen.findByRole('alertdialog');
    // A remote's dialog arriving late, with its own focus.
    const late = document.createElement('div');
    late.innerHTML = '<div role="dialog" aria-modal="true"><button>Cancel</button></div>';
    document.body.appendChild(late);
    late.querySelector('button')!.focus();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(en.idle.stay));
    const warning = screen.getByRole('alertdialog');
    // The warning's layer comes after the late dialog's in the page.
    expect(late.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(warning).toHaveTextContent(/you will be logged out/);
    late.remove();
  } finally {
    jest.useRealTimers();
  }
});
