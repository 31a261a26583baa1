import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { act, loggedInSession, renderWithProviders, resetSession, screen, waitFor, within } from '@portal/shared/testing';
import { toaster } from '@portal/shared/ui';
import app from '../app';
import { answerRequests, ok, type Route } from '../test/network';
import BroadcastPage from './broadcast.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const row = (over: Record<string, unknown>) => ({
  id: 1, notificationTitle: 'Old', message: 'Old message', notificationType: 2, callbackURL: null, createdOn: '2026-11-22T04:00:00Z', pushSuccess: 4, pushFail: 1,
  status: 'Sent', createdBy: 'Noura Al Hashimi', facilityId: 0, isExcelUploadedNotification: false, targetCount: 5, processedCount: 5, imageUrl: null, finishedOn: null, ...over,
});

function network(history: unknown[], extra?: Route) {
  return answerRequests((url, body, method, headers) => {
    const answer = extra?.(url, body, method, headers);
    if (answer) return answer;
    if (url.pathname.endsWith('/getallhospitallocation')) return { body: { status: 'success', data: [{ locationId: 101, name: 'Burjeel Hospital Abu Dhabi' }], message: '' } };
    if (url.pathname.endsWith('/notification/broadcasthistory')) return ok(history);
    if (method === 'POST' && url.pathname.endsWith('/notification/broadcast')) {
      const b = body as { NotificationTitle: string; NotificationText: string; NotificationTitleAr?: string; NotificationTextAr?: string; FacilityId: number; Mobilelist?: unknown[] };
      history.unshift(row({ id: history.length + 10, notificationTitle: b.NotificationTitle, message: b.NotificationText, notificationTitleAr: b.NotificationTitleAr ?? null, messageAr: b.NotificationTextAr ?? null, facilityId: b.FacilityId, status: 'Queued', processedCount: 0, targetCount: 3, isExcelUploadedNotification: Boolean(b.Mobilelist) }));
      return ok({ id: 10, status: 'Queued', targetCount: 3 }, 'Notification sent successfully');
    }
    return undefined;
  });
}
const render = () => renderWithProviders(<BroadcastPage />, { route: '/auth/notification/BroadcastNotification', session: loggedInSession({ roleId: 2 }), lang: 'en', brand: 'burjeel' });

test('publishes to one hospital from the dialog after checking title, message and URL; the history shows the queued delivery', async () => {
  const history: unknown[] = [];
  const net = network(history);
  render();
  const user = userEvent.setup();
  expect(await screen.findByText('No notifications sent yet', undefined, { timeout: 8000 })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /New notification/ }));
  const dialog = await screen.findByTestId('publish-dialog', undefined, { timeout: 8000 });
  const d = within(dialog);
  expect(d.getByLabelText(/Mobile numbers/)).toBeDisabled();
  await user.type(d.getByRole('textbox', { name: /^Notification title(?! in Arabic)/ }), 'Summer offer');
  await user.type(d.getByRole('textbox', { name: /^Message(?! in Arabic)/ }), 'x');
  await user.type(d.getByRole('textbox', { name: /^URL/ }), 'ftp://x');
  expect(d.getByText('1/120')).toBeInTheDocument();
  await user.click(d.getByRole('button', { name: 'Publish' }));
  expect(await d.findByText('Message must be between 2 and 120 characters')).toBeInTheDocument();
  expect(d.getByText('URL must start with http:// or https://')).toBeInTheDocument();
  expect(net.calls.some((c) => c.method === 'POST')).toBe(false);

  await user.type(d.getByRole('textbox', { name: /^Message(?! in Arabic)/ }), ' half price');
  await user.clear(d.getByRole('textbox', { name: /^URL/ }));
  await user.type(d.getByRole('textbox', { name: /^URL/ }), 'https://example.com/عرض');
  await user.selectOptions(d.getByRole('combobox', { name: 'Hospital' }), '101');
  await user.click(d.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
  expect(net.calls.find((c) => c.method === 'POST')!.body).toEqual({
    FacilityId: 101,
    NotificationType: 2,
    NotificationTitle: 'Summer offer',
    NotificationText: 'x half price',
    InURLPath: Buffer.from('https://example.com/عرض', 'utf8').toString('base64'),
    ImageURL: '',
  });
  // After 1 s the dialog closes and the history refreshes.
  await waitFor(() => expect(screen.queryByTestId('publish-dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  const status = await screen.findByTestId('history-status', undefined, { timeout: 5000 });
  expect(status).toHaveTextContent('Queued: 0 of 3');
  expect(within(screen.getByTestId('broadcast-history')).getByText('Burjeel Hospital Abu Dhabi')).toBeInTheDocument();
});

test('an optional Arabic title and message are checked like the English, sent, and shown in the history', async () => {
  const history: unknown[] = [];
  const net = network(history);
  render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /New notification/ }, { timeout: 8000 }));
  const d = within(await screen.findByTestId('publish-dialog', undefined, { timeout: 8000 }));
  await user.type(d.getByRole('textbox', { name: /^Notification title(?! in Arabic)/ }), 'Clinic news');
  await user.type(d.getByRole('textbox', { name: /^Message(?! in Arabic)/ }), 'New wing open');
  await user.type(d.getByRole('textbox', { name: /^Message in Arabic/ }), 'ا');
  await user.click(d.getByRole('button', { name: 'Publish' }));
  expect(await d.findByText('Message must be between 2 and 120 characters')).toBeInTheDocument();
  expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
  await user.type(d.getByRole('textbox', { name: /^Message in Arabic/ }), 'فتتاح الجناح');
  await user.type(d.getByRole('textbox', { name: /^Notification title in Arabic/ }), 'أخبار العيادة');
  await user.click(d.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
  expect(net.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ NotificationTitle: 'Clinic news', NotificationTitleAr: 'أخبار العيادة', NotificationTextAr: 'افتتاح الجناح' });
  expect(await screen.findByTestId('history-title-ar', undefined, { timeout: 5000 })).toHaveTextContent('أخبار العيادة');
  expect(screen.getByTestId('history-message-ar')).toHaveTextContent('افتتاح الجناح');
}, 90_000);

test('history dates read dd/MM/yyyy HH:mm (UAE time)', async () => {
  network([row({ createdOn: '2026-11-26T13:12:00Z' })]);
  render();
  const table = await screen.findByTestId('broadcast-history', undefined, { timeout: 8000 });
  expect(within(table).getByText('26/11/2026 17:12')).toBeInTheDocument();
});

test('Custom: only an .xlsx, checked by the server; the numbers go with the publish as Type toExcel', async () => {
  const history: unknown[] = [];
  let uploads = 0;
  const net = network(history, (url, _body, method) => {
    if (method === 'POST' && url.pathname.endsWith('/notification/uploadnotifyuser')) {
      uploads += 1;
      return uploads === 1
        ? { status: 400, body: { message: { status: 'Invalid', message: 'Invalid/Empty file, please upload a correct file.' }, data: { field: 'file' } } }
        : ok({ Mobilelist: [{ countryCode: '971', mobileNo: '501234567' }, { countryCode: '968', mobileNo: '91234567' }], count: 2, accountCount: 2 });
    }
    return undefined;
  });
  render();
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: /New notification/ }, { timeout: 8000 }));
  const d = within(await screen.findByTestId('publish-dialog', undefined, { timeout: 8000 }));
  await user.selectOptions(d.getByRole('combobox', { name: 'Hospital' }), 'custom');
  await user.type(d.getByRole('textbox', { name: /^Notification title(?! in Arabic)/ }), 'Your list');
  await user.type(d.getByRole('textbox', { name: /^Message(?! in Arabic)/ }), 'Only for you');
  await user.click(d.getByRole('button', { name: 'Publish' }));
  expect(await d.findByText('Please select excel with valid data')).toBeInTheDocument();

  const input = d.getByLabelText(/Mobile numbers/);
  await user.upload(input, new File(['a,b'], 'numbers.csv', { type: 'text/csv' }));
  expect(await d.findByText('Please select xlsx file.')).toBeInTheDocument();
  await user.upload(input, new File(['PK'], 'numbers.xlsx'));
  expect(await d.findByText('Invalid/Empty file, please upload a correct file.')).toBeInTheDocument();
  await user.upload(input, new File(['PK'], 'numbers.xlsx'));
  expect(await d.findByText('2 numbers ready')).toBeInTheDocument();

  await user.click(d.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(net.calls.some((c) => c.method === 'POST' && c.path.endsWith('/notification/broadcast'))).toBe(true));
  expect(net.calls.find((c) => c.path.endsWith('/notification/broadcast'))!.body).toMatchObject({
    FacilityId: 0, Type: 'toExcel', Mobilelist: [{ countryCode: '971', mobileNo: '501234567' }, { countryCode: '968', mobileNo: '91234567' }],
  });
});

test('re-send: a spreadsheet notification reopens the dialog with its numbers and the hospital fixed; another asks for confirmation', async () => {
  const history = [row({ id: 7, notificationTitle: 'From a list', isExcelUploadedNotification: true }), row({ id: 8, notificationTitle: 'To all' })];
  const net = network(history, (url) => (url.pathname.endsWith('/notification/broadcastrecipients') ? ok([{ countryCode: '971', mobileNo: '501234567' }]) : undefined));
  render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Re-send From a list' }, { timeout: 8000 }));
  const d = within(await screen.findByTestId('publish-dialog', undefined, { timeout: 8000 }));
  expect(d.getByRole('heading', { name: 'Re-send a notification' })).toBeInTheDocument();
  expect(d.getByRole('combobox', { name: 'Hospital' })).toBeDisabled();
  expect(d.getByRole('combobox', { name: 'Hospital' })).toHaveValue('custom');
  expect(d.getByRole('textbox', { name: /^Notification title(?! in Arabic)/ })).toHaveValue('From a list');
  expect(d.getByText('1 number ready')).toBeInTheDocument();
  await user.click(d.getByRole('button', { name: 'Cancel' }));

  await user.click(screen.getByRole('button', { name: 'Re-send To all' }));
  const confirm = await screen.findByRole('alertdialog', undefined, { timeout: 8000 });
  expect(confirm).toHaveTextContent('Are you sure you want to send this notification again?');
  await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
  expect(net.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ NotificationTitle: 'To all', FacilityId: 0, Type: 'toExcel' });
  expect(net.calls.find((c) => c.method === 'POST')!.body).not.toHaveProperty('Mobilelist');
});

test('a hospital no patient has chosen: the dialog warns before publishing and asks twice; the history says it reached nobody, not a green Sent', async () => {
  const history: unknown[] = [row({ id: 3, notificationTitle: 'Nobody', status: 'Sent', targetCount: 0, processedCount: 0, pushSuccess: 0, pushFail: 0, facilityId: 101 })];
  const net = network(history, (url) => (url.pathname.endsWith('/notification/audience') ? ok({ count: url.searchParams.get('facilityId') === '101' ? 0 : 42 }) : undefined));
  render();
  const user = userEvent.setup();
  const table = await screen.findByTestId('broadcast-history', undefined, { timeout: 8000 });
  expect(within(table).getByTestId('history-status')).toHaveTextContent('Sent to nobody');
  expect(within(table).queryByText(/^Sent$/)).toBeNull();

  await user.click(screen.getByRole('button', { name: /New notification/ }));
  const d = within(await screen.findByTestId('publish-dialog', undefined, { timeout: 8000 }));
  expect(await d.findByTestId('publish-audience')).toHaveTextContent('Patient accounts it reaches: 42');
  await user.selectOptions(d.getByRole('combobox', { name: 'Hospital' }), '101');
  await waitFor(() => expect(d.getByTestId('publish-audience')).toHaveTextContent('No patient has chosen this hospital: this notification would reach nobody.'));
  expect(d.getByRole('alert')).toBe(d.getByTestId('publish-audience'));
  await user.type(d.getByRole('textbox', { name: /^Notification title(?! in Arabic)/ }), 'Clinic news');
  await user.type(d.getByRole('textbox', { name: /^Message(?! in Arabic)/ }), 'New wing open');
  await user.click(d.getByRole('button', { name: 'Publish' }));
  expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
  await user.click(d.getByRole('button', { name: 'Publish anyway' }));
  await waitFor(() => expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
}, 60_000);

test('re-sending a notification that reached nobody warns in the confirmation and after sending, never "sent successfully"', async () => {
  const history: unknown[] = [row({ id: 4, notificationTitle: 'Empty wing', status: 'Sent', targetCount: 0, processedCount: 0, pushSuccess: 0, pushFail: 0, facilityId: 101 })];
  const net = network(history, (url, _body, method) =>
    method === 'POST' && url.pathname.endsWith('/notification/broadcast') ? ok({ id: 11, status: 'Queued', targetCount: 0 }, 'Notification published, but it reached nobody.') : undefined,
  );
  // The toasts of the tests before this one are gone.
  act(() => toaster.remove());
  render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Re-send Empty wing' }, { timeout: 8000 }));
  const confirm = await screen.findByRole('alertdialog', undefined, { timeout: 8000 });
  expect(within(confirm).getByTestId('resend-nobody')).toHaveTextContent('It reached nobody when it was sent: sent again to the same people, it may reach nobody again.');
  await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
  expect(await screen.findByText('Notification published, but it reached nobody.', undefined, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.queryByText('Notification sent successfully')).toBeNull();
}, 60_000);

test('on an Arabic page the English title and message are typed left to right, the Arabic ones right to left', async () => {
  network([]);
  renderWithProviders(<BroadcastPage />, { route: '/auth/notification/BroadcastNotification', session: loggedInSession({ roleId: 2 }), lang: 'ar', brand: 'burjeel' });
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('new-broadcast', undefined, { timeout: 8000 }));
  const d = within(await screen.findByTestId('publish-dialog', undefined, { timeout: 8000 }));
  expect(d.getByTestId('publish-title')).toHaveAttribute('dir', 'ltr');
  expect(d.getByTestId('publish-message')).toHaveAttribute('dir', 'ltr');
  expect(d.getByTestId('publish-title-ar')).toHaveAttribute('dir', 'rtl');
}, 60_000);
