import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, ok, renderWithProviders, screen, setupFakeApi, waitFor, within } from '@portal/shared/testing';
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
