import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, waitFor, within } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, ok } from '../test/network';
import ManageUserPage from './manage-user.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const ADMIN = { id: 3, firstName: 'Omar', lastName: 'Al Farsi', fullName: 'Omar Al Farsi', callingCode: '971', mobile: '500000003', email: 'admin@portal.example', roleId: 3, roleName: 'Administrator', dateOfBirth: null };
const PATIENT = { ...ADMIN, id: 1, firstName: 'Ahmed', lastName: 'Al Mansoori', fullName: 'Ahmed Al Mansoori', mobile: '501234567', roleId: 1, roleName: 'Patient', counters: { failedAttempts: 3, lockedUntil: null, loginsToday: 2 } };
const ROLES = [{ id: 1, text: 'Patient' }, { id: 2, text: 'Broadcaster' }, { id: 3, text: 'Administrator' }];

test('search by calling code and mobile, then reset the failed attempts after confirmation', async () => {
  let failed = 3;
  const net = answerRequests((url, _body, method) => {
    if (url.pathname.endsWith('/user/getadminlist')) return ok(url.searchParams.get('skip') === '0' ? [ADMIN] : []);
    if (url.pathname.endsWith('/masterdata/role')) return ok(ROLES);
    if (url.pathname.endsWith('/user/searchuser')) return ok({ ...PATIENT, counters: { ...PATIENT.counters, failedAttempts: failed } });
    if (method === 'POST' && url.pathname.endsWith('/user/resetfailedattempt')) {
      failed = 0;
      return ok(null);
    }
    return undefined;
  });
  renderWithProviders(<ManageUserPage />, { route: '/auth/manageUser', session: loggedInSession({ roleId: 3 }), lang: 'en', brand: 'burjeel' });
  const user = userEvent.setup();
  expect(await screen.findByText('Omar Al Farsi', undefined, { timeout: 8000 })).toBeInTheDocument();
  // Mobiles masked except the last 4 digits (docs/product.md#everywhere-languages), read left to right.
  expect(within(screen.getByTestId('admin-list')).getByTestId('phone-number')).toHaveTextContent('+971 *****0003');
  expect(screen.queryByText(/500000003/)).toBeNull();

  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '1234');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Please enter valid Mobile Number')).toBeInTheDocument();
  expect(net.calls.some((c) => c.path.endsWith('/user/searchuser'))).toBe(false);

  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '56789');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Ahmed Al Mansoori')).toBeInTheDocument();
  expect(screen.getByTestId('failed-attempts')).toHaveTextContent('3');
  const card = within(screen.getByTestId('user-card')).getByTestId('phone-number');
  expect(card).toHaveTextContent('+971 *****4567');
  expect(card).toHaveAttribute('dir', 'ltr');

  await user.click(screen.getByRole('button', { name: 'Reset failed attempts' }));
  expect(await screen.findByText("Are you sure you want to reset this user's failed attempt counter?")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByTestId('failed-attempts')).toHaveTextContent('0'));
  expect(net.calls.find((c) => c.path.endsWith('/user/resetfailedattempt'))?.body).toEqual({ userId: 1 });
});

test('a mobile typed in Arabic-Indic digits is searched as its digits', async () => {
  const net = answerRequests((url) => {
    if (url.pathname.endsWith('/user/getadminlist')) return ok([]);
    if (url.pathname.endsWith('/masterdata/role')) return ok(ROLES);
    if (url.pathname.endsWith('/user/searchuser')) return ok(PATIENT);
    return undefined;
  });
  renderWithProviders(<ManageUserPage />, { route: '/auth/manageUser', session: loggedInSession({ roleId: 3 }), lang: 'ar', brand: 'burjeel' });
  const user = userEvent.setup();
  const mobile = (await screen.findAllByRole('textbox', undefined, { timeout: 8000 })).find((i) => i.getAttribute('name') === 'mobile')!;
  await user.type(mobile, '٥٠١٢٣٤٥٦٧');
  expect(mobile).toHaveValue('501234567');
  await user.click(document.querySelector<HTMLButtonElement>('form button[type=submit]')!);
  expect(await screen.findByText('Ahmed Al Mansoori')).toBeInTheDocument();
  expect(net.calls.find((c) => c.path.endsWith('/user/searchuser'))?.query.get('mobile')).toBe('501234567');
});

test('a refused search clears the last answer: no stale "No user found" beside the new error', async () => {
  answerRequests((url) => {
    if (url.pathname.endsWith('/user/getadminlist')) return ok([]);
    if (url.pathname.endsWith('/masterdata/role')) return ok(ROLES);
    if (url.pathname.endsWith('/user/searchuser')) return ok(null);
    return undefined;
  });
  renderWithProviders(<ManageUserPage />, { route: '/auth/manageUser', session: loggedInSession({ roleId: 3 }), lang: 'en', brand: 'burjeel' });
  const user = userEvent.setup();
  const mobile = await screen.findByRole('textbox', { name: /Mobile number/ }, { timeout: 8000 });
  await user.type(mobile, '509999999');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No user found with this mobile number')).toBeInTheDocument();
  await user.clear(mobile);
  await user.type(mobile, '12');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Please enter valid Mobile Number')).toBeInTheDocument();
  expect(screen.queryByText('No user found with this mobile number')).toBeNull();
});
