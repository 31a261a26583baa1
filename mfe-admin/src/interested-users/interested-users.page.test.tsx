import userEvent from '@testing-library/user-event';
import { addRemoteTranslations, loadLanguage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { act, loggedInSession, renderWithProviders, resetSession, screen, waitFor, within } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, ok } from '../test/network';
import InterestedUsersPage from './interested-users.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const lead = (id: number, over: Record<string, unknown> = {}) => ({
  offerInterestId: id, firstName: 'Ahmed', lastName: `Lead ${id}`, callingCode: '971', phoneNumber: `50000${String(id).padStart(4, '0')}`, email: 'a@example.org',
  createdAt: '2026-11-20T08:00:00Z', status: 'New', region: 'Abu Dhabi', comment: null, modifiedByName: null, modifiedAt: null, ...over,
});

test('offers with counts, users of one offer by pages of 50, a status change with a comment of at most 250, the activity log', async () => {
  const all = Array.from({ length: 52 }, (_, i) => lead(100 - i));
  const net = answerRequests((url, body, method) => {
    if (url.pathname.endsWith('/user/offerinterestcounts')) return ok([{ offerId: 1, title: 'Executive Health Check', userCount: 52 }, { offerId: 2, title: "Women's Wellness", userCount: 0 }]);
    if (url.pathname.endsWith('/user/offerinterestedusers')) {
      const offset = Number(url.searchParams.get('offset'));
      return ok({ users: all.slice(offset, offset + 50), total: all.length });
    }
    if (method === 'POST' && url.pathname.endsWith('/user/updateofferintereststatus')) {
      const b = body as { offerInterestId: number; status: string; comment: string };
      return ok(lead(b.offerInterestId, { status: b.status, comment: b.comment, modifiedByName: 'Omar Al Farsi', modifiedAt: '2026-11-22T08:00:00Z' }), 'Status updated successfully');
    }
    if (url.pathname.endsWith('/user/getofferactivitylogs')) {
      return ok([{ createdAt: '2026-11-22T08:00:00Z', createdByName: 'Omar Al Farsi', status: 'Contacted', comment: 'Called back' }, { createdAt: '2026-11-20T08:00:00Z', createdByName: 'Ahmed Lead 100', status: 'New', comment: '' }]);
    }
    return undefined;
  });
  renderWithProviders(<InterestedUsersPage />, { route: '/auth/interestedusers', session: loggedInSession({ roleId: 3 }), lang: 'en', brand: 'burjeel' });
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'View users: Executive Health Check' }, { timeout: 8000 }));
  expect(await screen.findByRole('heading', { name: 'Users interested in Executive Health Check' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('interested-row')).toHaveLength(50));
  expect(screen.getByText('Showing 1–50 of 52')).toBeInTheDocument();
  // Masked except the last 4 digits; staff calling a lead reveal the full number.
  const first = within(screen.getAllByTestId('interested-row')[0]!);
  expect(first.getByTestId('phone-number')).toHaveTextContent('+971 *****0100');
  expect(screen.queryByText(/500000100/)).toBeNull();
  await user.click(first.getByRole('button', { name: 'Show the full number' }));
  expect(first.getByTestId('phone-number')).toHaveTextContent('+971 500000100');
  await user.click(first.getByRole('button', { name: 'Hide the full number' }));
  expect(first.getByTestId('phone-number')).toHaveTextContent('+971 *****0100');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getAllByTestId('interested-row')).toHaveLength(2));
  expect(net.calls.some((c) => c.url.search.includes('offset=50'))).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Change status: Ahmed Lead 50' }));
  const dialog = within(await screen.findByTestId('status-dialog', undefined, { timeout: 8000 }));
  await user.selectOptions(dialog.getByRole('combobox', { name: /Status/ }), 'Closed - Lost');
  const comment = dialog.getByRole('textbox', { name: /Comment/ });
  await user.click(comment);
  await user.paste('x'.repeat(251));
  expect(dialog.getByText('Comment can be at most 250 characters')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.clear(comment);
  await user.type(comment, 'Booked elsewhere');
  expect(dialog.getByText('16/250')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByTestId('status-dialog')).not.toBeInTheDocument());
  expect(net.calls.find((c) => c.method === 'POST')!.body).toEqual({ offerInterestId: 50, status: 'Closed - Lost', comment: 'Booked elsewhere' });
  expect(await screen.findByText('Booked elsewhere')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Activity: Ahmed Lead 49' }));
  const log = within(await screen.findByTestId('activity-dialog', undefined, { timeout: 8000 }));
  expect(await log.findByText('Called back')).toBeInTheDocument();
  expect(log.getByText(/By Omar Al Farsi on/)).toBeInTheDocument();
});

test('a language switch names the regions in the new language', async () => {
  await loadLanguage('ar');
  const region = (h: Headers) => (h.get('accept-language') === 'ar' ? 'أبوظبي' : 'Abu Dhabi');
  answerRequests((url, _body, _method, headers) => {
    if (url.pathname.endsWith('/user/offerinterestcounts')) return ok([{ offerId: 1, title: url.searchParams.get('lang') === 'ar' ? 'الفحص الصحي التنفيذي' : 'Executive Health Check', userCount: 1 }]);
    if (url.pathname.endsWith('/user/offerinterestedusers')) return ok({ users: [lead(7, { region: region(headers) })], total: 1 });
    return undefined;
  });
  renderWithProviders(<InterestedUsersPage />, { route: '/auth/interestedusers', session: loggedInSession({ roleId: 3 }), lang: 'en', brand: 'burjeel' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View users: Executive Health Check' }, { timeout: 8000 }));
  const row = await screen.findByTestId('interested-row');
  expect(row).toHaveTextContent('Abu Dhabi');

  act(() => useSession.getState().setLang('ar'));
  await waitFor(() => expect(screen.getByTestId('interested-row')).toHaveTextContent('أبوظبي'));
  expect(screen.getByTestId('interested-row')).not.toHaveTextContent('Abu Dhabi');
  // And back: the offers of English are known, so the list stays on the page; its rows are English again.
  act(() => useSession.getState().setLang('en'));
  await waitFor(() => expect(screen.getByTestId('interested-row')).toHaveTextContent('Abu Dhabi'));
  expect(screen.getByTestId('interested-row')).not.toHaveTextContent('أبوظبي');
});
