import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, waitFor } from '@portal/shared/testing';
import app from '../app';
import { installFakeNetwork, ok } from '../test/fake-network';
import BroadcastPage from './broadcast.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

test('refuses a bad URL and a short message, publishes with InURLPath in base64, shows the history', async () => {
  const history: unknown[] = [];
  const net = installFakeNetwork((url, body, method) => {
    if (url.pathname.endsWith('/getallhospitallocation')) return { body: { status: 'success', data: [{ locationId: 101, name: 'Burjeel Hospital Abu Dhabi' }], message: '' } };
    if (url.pathname.endsWith('/notification/broadcasthistory')) return ok(history);
    if (method === 'POST' && url.pathname.endsWith('/notification/broadcast')) {
      const b = body as { NotificationTitle: string; NotificationText: string; FacilityId: number };
      history.unshift({ id: 1, notificationTitle: b.NotificationTitle, message: b.NotificationText, notificationType: 2, callbackURL: null, createdOn: '2026-11-22T04:00:00Z', pushSuccess: 4, pushFail: 0, status: 'Sent', createdBy: 'Noura Al Hashimi', facilityId: b.FacilityId, isExcelUploadedNotification: false });
      return ok({ pushSuccess: 4 }, 'Notification sent successfully');
    }
    return undefined;
  });
  renderWithProviders(<BroadcastPage />, { route: '/auth/notification/BroadcastNotification', session: loggedInSession({ roleId: 2 }), lang: 'en', brand: 'burjeel' });
  const user = userEvent.setup();
  expect(await screen.findByText('No notifications sent yet', undefined, { timeout: 8000 })).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /Notification title/ }), 'Summer offer');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'x');
  await user.type(screen.getByRole('textbox', { name: /URL/ }), 'ftp://x');
  expect(screen.getByText('1/120')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(/2 and 120|بين/)).toBeInTheDocument();
  expect(net.calls.some((c) => c.method === 'POST')).toBe(false);

  await user.type(screen.getByRole('textbox', { name: /Message/ }), ' half price');
  await user.clear(screen.getByRole('textbox', { name: /URL/ }));
  await user.type(screen.getByRole('textbox', { name: /URL/ }), 'https://example.com/عرض');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Hospital' }), '101');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
  expect(net.calls.find((c) => c.method === 'POST')!.body).toEqual({
    FacilityId: 101,
    NotificationType: 2,
    NotificationTitle: 'Summer offer',
    NotificationText: 'x half price',
    InURLPath: Buffer.from('https://example.com/عرض', 'utf8').toString('base64'),
  });
  expect(await screen.findByText('Noura Al Hashimi', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Notification title/ })).toHaveValue('');
});
