import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { act, loggedInSession, ok, renderWithProviders, screen, setupFakeApi, waitFor, within } from '@portal/shared/testing';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { NotificationBell } from './notification-bell';

beforeAll(() => addRemoteTranslations({ namespace: 'shell', en, ar }));
jest.setTimeout(30_000);

const note = {
  notificationId: 7, type: 'BROADCAST', promotionType: '1', link: null, isRead: false, isFamilyMember: false, familyMemberId: null,
  notificationTitle: 'Flu clinic', messageTextEn: 'Walk in this week', messageTextAr: 'تعال هذا الأسبوع', createdOn: '2026-12-01T19:01:00Z',
};
let list = [note];
beforeEach(() => {
  list = [note];
});
const api = setupFakeApi((call) => {
  if (call.path.endsWith('/GetAllActiveNotificationsCount')) return ok(list.length);
  if (call.path.endsWith('/patientactivenotifications')) return ok(list);
  if (call.path.endsWith('/markallasread')) return ok(true);
  return undefined;
});

test('the open bell menu holds only menu items: Mark all as read is one of them, and it clears the list', async () => {
  const { calls } = api.answer();
  renderWithProviders(<NotificationBell />, { session: loggedInSession() });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Notifications|notification/i }));
  const menu = await screen.findByRole('menu', undefined, { timeout: 8000 });
  await within(menu).findByText('Flu clinic');
  // Dated as every date in the portal: dd/MM/yyyy HH:mm, UAE time.
  expect(within(menu).getByText('01/12/2026 23:01')).toBeInTheDocument();
  // role=menu owns menu items and groups only (axe aria-required-children): no button inside it.
  expect(within(menu).queryAllByRole('button')).toHaveLength(0);
  const markAll = within(menu).getByRole('menuitem', { name: 'Mark all as read' });
  await user.click(markAll);
  await waitFor(() => expect(calls.some((c) => c.path.endsWith('/markallasread') && c.method === 'PUT')).toBe(true));
});

test('with no notifications the menu still owns a menu item: the empty line, which cannot be chosen', async () => {
  list = [];
  api.answer();
  renderWithProviders(<NotificationBell />, { session: loggedInSession() });
  await userEvent.setup().click(screen.getByRole('button', { name: /Notifications/ }));
  const menu = await screen.findByRole('menu', undefined, { timeout: 8000 });
  const empty = await within(menu).findByRole('menuitem', { name: 'No new Notifications!' });
  expect(empty).toHaveAttribute('aria-disabled', 'true');
  expect(within(menu).queryByRole('menuitem', { name: 'Mark all as read' })).toBeNull();
});

test('the unread count is asked again every minute while the bell is shown', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    let unread = 1;
    const { calls } = api.answer((call) => (call.path.endsWith('/GetAllActiveNotificationsCount') ? ok(unread) : undefined));
    renderWithProviders(<NotificationBell />, { session: loggedInSession() });
    expect(await screen.findByTestId('bell-count')).toHaveTextContent('1');
    unread = 4;
    await act(() => jest.advanceTimersByTimeAsync(59_000));
    expect(screen.getByTestId('bell-count')).toHaveTextContent('1');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveTextContent('4'));
    expect(calls.filter((c) => c.path.endsWith('/GetAllActiveNotificationsCount'))).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

test('opening an unread notification marks it read, and the count is asked again', async () => {
  let unread = 1;
  const { calls } = api.answer((call) => {
    if (call.path.endsWith('/GetAllActiveNotificationsCount')) return ok(unread);
    if (call.path.endsWith('/markasread')) {
      unread = 0;
      return ok(true);
    }
    return undefined;
  });
  renderWithProviders(<NotificationBell />, { session: loggedInSession() });
  expect(await screen.findByTestId('bell-count')).toHaveTextContent('1');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Notifications|notification/i }));
  const menu = await screen.findByRole('menu', undefined, { timeout: 8000 });
  await user.click(await within(menu).findByText('Flu clinic'));
  await waitFor(() => expect(calls.some((c) => c.path.endsWith('/markasread') && c.query.get('patientNotificationId') === '7')).toBe(true));
  await waitFor(() => expect(screen.queryByTestId('bell-count')).toBeNull());
  // The count was asked after the mark, not only read from the list.
  const order = calls.map((c) => c.path.replace(/.*\//, ''));
  expect(order.lastIndexOf('GetAllActiveNotificationsCount')).toBeGreaterThan(order.indexOf('markasread'));
});
