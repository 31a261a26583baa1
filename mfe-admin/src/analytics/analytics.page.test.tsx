import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, waitFor } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, ok } from '../test/network';
import AnalyticsPage from './analytics.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const days = Array.from({ length: 30 }, (_, i) => ({ date: new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10), count: i === 20 ? 9 : i % 3 }));

test('counts, registrations per day as a chart and as a table, and the export with its progress', async () => {
  let progressCalls = 0;
  const net = answerRequests((url) => {
    if (url.pathname.endsWith('/user/registereddeactivatedcounts')) return ok({ totalRegisteredUsers: 1200, registeredIn30Days: 40, registeredToday: 2, totalDeactivatedUsers: 5, deactivatedIn30Days: 1, deactivatedToday: 0 });
    if (url.pathname.endsWith('/user/registrationsperday')) return ok(days);
    if (url.pathname.endsWith('/user/exportprogress')) {
      progressCalls += 1;
      return ok({ total: 1195, done: 1000, finished: false });
    }
    if (url.pathname.endsWith('/user/registeredusers/export')) return { body: new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]) };
    return undefined;
  });
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    created.push(b);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('Registered Users.xlsx');
  });

  renderWithProviders(<AnalyticsPage />, { route: '/auth/analytics', session: loggedInSession({ roleId: 3 }), lang: 'en', brand: 'burjeel' });
  const user = userEvent.setup();
  expect(await screen.findByText('1,200', undefined, { timeout: 8000 })).toBeInTheDocument();
  const summary = await screen.findByTestId('chart-summary');
  expect(summary).toHaveTextContent('37 registrations in the last 30 days; the busiest day was 13/11/2026 with 9.');
  expect(screen.getByRole('img', { name: /37 registrations/ })).toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'Show as table' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('table', { name: /Registrations per day/ })).toBeInTheDocument();
  const rows = screen.getAllByRole('row');
  expect(rows).toHaveLength(31);
  // Newest first: today's registrations are the first row, the oldest day the last.
  expect(rows[1]).toHaveTextContent('22/11/2026');
  expect(rows[30]).toHaveTextContent('24/10/2026');

  await user.click(screen.getByRole('button', { name: /Export registered users/ }));
  await waitFor(() => expect(clicked).toHaveBeenCalled(), { timeout: 8000 });
  expect(created).toHaveLength(1);
  const exportCall = net.calls.find((c) => c.path.endsWith('/registeredusers/export'))!;
  expect(exportCall.query.get('exportId')).toMatch(/^[0-9a-f-]{36}$/);
  expect(await screen.findByTestId('export-done')).toHaveTextContent('rows exported to Registered Users.xlsx');
  expect(progressCalls).toBeGreaterThanOrEqual(0);
  clicked.mockRestore();
});
