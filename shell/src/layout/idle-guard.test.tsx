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
