import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MSG, UAE_PASS_SOP1_MARKER } from '@portal/shared/rules';
import { toaster } from '@portal/shared/ui';
import { addRemoteTranslations, i18n } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { act, renderWithProviders, resetSession, screen, waitFor, resolveTranslations } from '@portal/shared/testing';
import app from '../app';
import LoginPage from '../login/login.page';
import { answerRequests, ok, type FakeNetwork, type Route as NetRoute } from '../test/network';
import { rememberState } from './uae-pass-return';
import { leavePortal } from './leave-portal';

jest.mock('./leave-portal', () => ({ leavePortal: jest.fn() }));

// Both languages in before the tests (the app's Arabic is a loader; see RemoteTranslations).
beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));

function Probe({ id }: { id: string }) {
  const { state } = useLocation();
  return <div data-testid={id}>{JSON.stringify(state ?? null)}</div>;
}

const LOGIN = { token: 't-1', refreshToken: 'r-1', tokenExpiresAt: '2030-01-01T00:00:00Z', refreshExpiresAt: '2030-01-02T00:00:00Z', userId: 7, firstName: 'Ahmed', lastName: 'Al Mansoori', gender: 'Male', email: 'a@b.co', mobile: '501234567', callingCode: '971', countryCode: 'AE', profileImgUrl: null, profileImgFileName: null, isDOBAvailable: true, roleId: 1, roleName: 'Patient', facilityId: null, vblog: null };
const PROFILE = { firstName: 'Layla', lastName: 'Al Hammadi', firstNameAr: 'ليلى', lastNameAr: 'الحمادي', email: 'l@id.example', callingCode: '971', mobile: '547000101', genderId: 2, countryId: 784, documentTypeId: 1, documentId: '784199276543218' };

function Address() {
  const { pathname, search } = useLocation();
  return <div data-testid="address">{pathname + search}</div>;
}

function renderAt(search: string, route: NetRoute, lang: 'en' | 'ar' = 'en') {
  const net = answerRequests(route);
  renderWithProviders(
    <StrictMode>
      <Address />
      <Routes>
        <Route path="/home/login" element={<LoginPage />} />
        <Route path="/home/register" element={<Probe id="register-page" />} />
        <Route path="/home/UAEregister" element={<Probe id="uae-register-page" />} />
        <Route path="/auth/dashboard" element={<Probe id="dashboard" />} />
      </Routes>
    </StrictMode>,
    { route: `/home/login${search}`, lang },
  );
  return net;
}
const exchanges = (net: FakeNetwork) => net.calls.filter((c) => c.path.endsWith('/auth/authorizeuaepassuser'));

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  jest.mocked(leavePortal).mockClear();
});
afterEach(() => toaster.remove());

test('a code with the state this tab sent is exchanged once (in Arabic too, on the first load) and logs in as a digital-identity user', async () => {
  rememberState('s-ar');
  const net = renderAt('?code=c-ar&state=s-ar', (url) => (url.pathname.endsWith('/auth/authorizeuaepassuser') ? ok({ ...LOGIN, uaeUser: true }) : undefined), 'ar');
  await screen.findByTestId('dashboard');
  expect(exchanges(net)).toHaveLength(1);
  expect(exchanges(net)[0]!.body).toEqual({ accessCode: 'c-ar', state: 's-ar' });
  expect(sessionStorage.getItem('uaePassState')).toBeNull();
  expect(useSession.getState()).toMatchObject({ token: 't-1', uaeUser: true, isLoggedIn: true });
  expect(useSession.getState().user).not.toHaveProperty('uaeUser');
});

test('a language switch while the answer is on its way does not exchange again', async () => {
  rememberState('s-1');
  const net = renderAt('?code=c-1&state=s-1', (url) => (url.pathname.endsWith('/auth/authorizeuaepassuser') ? ok({ ...LOGIN, uaeUser: true }) : undefined));
  expect(await screen.findByTestId('uaepass-busy')).toHaveTextContent('Signing you in with UAE PASS');
  await act(async () => {
    await i18n.changeLanguage('ar');
  });
  await screen.findByTestId('dashboard');
  expect(exchanges(net)).toHaveLength(1);
});

test('a state this tab did not send is refused without calling the server', async () => {
  rememberState('mine');
  const net = renderAt('?code=c-2&state=theirs', () => undefined);
  expect(await screen.findByText(/was not started in this browser tab/)).toBeInTheDocument();
  expect(exchanges(net)).toHaveLength(0);
});

test.each(['access_denied', 'invalid_request', 'login_required', 'cancelledOnApp'])('the %s marker shows the cancel text and leaves the address clean', async (error) => {
  renderAt(`?error=${error}&state=s&brandName=burjeel`, () => undefined);
  expect((await screen.findAllByText(MSG.userCancelledLogin)).length).toBeGreaterThan(0);
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/home\/login\?brandName=burjeel$/);
});

test('isSOP1User=true shows the not-eligible text', async () => {
  renderAt('?isSOP1User=true', () => undefined);
  expect((await screen.findAllByText(MSG.notEligible)).length).toBeGreaterThan(0);
});

test('SOP1: the browser goes to the provider’s logout', async () => {
  rememberState('s-3');
  renderAt('?code=c-3&state=s-3', (url) => (url.pathname.endsWith('/auth/authorizeuaepassuser') ? ok({ logoutUrl: 'http://localhost/idp/session/end?x=1' }, UAE_PASS_SOP1_MARKER, 'Invalid') : undefined));
  await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('http://localhost/idp/session/end?x=1'));
});

test('the UAE PASS button starts at the server and keeps the state in this tab', async () => {
  const net = renderAt('', (url) => (url.pathname.endsWith('/auth/uaepassstart') ? ok({ authorizeUrl: 'http://localhost/idp/auth?x=1', state: 'st-9' }) : undefined), 'ar');
  const user = userEvent.setup();
  await user.click(screen.getByTestId('uaepass-login'));
  await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('http://localhost/idp/auth?x=1'));
  expect(net.calls.find((c) => c.path.endsWith('/auth/uaepassstart'))!.body).toEqual({ lang: 'ar' });
  expect(sessionStorage.getItem('uaePassState')).toBe('st-9');
});

test('not eligible: the message, then registration after 3 s', async () => {
  rememberState('s-4');
  renderAt('?code=c-4&state=s-4', (url) => (url.pathname.endsWith('/auth/authorizeuaepassuser') ? ok(null, MSG.notEligible, 'Invalid') : undefined));
  expect((await screen.findAllByText(MSG.notEligible)).length).toBeGreaterThan(0);
  const shown = Date.now();
  expect(screen.queryByTestId('register-page')).not.toBeInTheDocument();
  // Real time (the fake network answers on real timers): the registration page follows the message 3 s later.
  expect(await screen.findByTestId('register-page', {}, { timeout: 6000 })).toBeInTheDocument();
  expect(Date.now() - shown).toBeGreaterThanOrEqual(2500);
});

test.each([
  ['Error', MSG.uaePassUserNotFound],
  ['BadRequest', MSG.inactiveAuthorizationCode],
])('%s answers show the spec’s text', async (status, message) => {
  rememberState('s-5');
  renderAt('?code=c-5-' + status + '&state=s-5', (url) => (url.pathname.endsWith('/auth/authorizeuaepassuser') ? ok(null, message, status) : undefined));
  expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
});

test('Success without a token: link or register; linking sends mobile, password and referenceIdForLinking', async () => {
  rememberState('s-6');
  const net = renderAt('?code=c-6&state=s-6', (url) => {
    if (url.pathname.endsWith('/auth/authorizeuaepassuser')) return ok({ referenceId: 'ref-6', profile: PROFILE });
    if (url.pathname.endsWith('/auth/login')) return ok({ ...LOGIN, userId: 9 }, 'linked');
    return undefined;
  });
  const user = userEvent.setup();
  // The dialog is a lazy chunk (its form brings react-hook-form and the shared rules): its first load may take a while.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  expect(dialog).toHaveTextContent('Do you already have an account?');
  expect(dialog).toHaveTextContent('Layla Al Hammadi');
  await user.click(screen.getByTestId('uaepass-choose-link'));
  const mobile = screen.getByRole('textbox', { name: /^Mobile Number/ });
  expect(mobile).toHaveValue('547000101');
  await user.clear(mobile);
  await user.type(mobile, '500000004');
  await user.click(screen.getByRole('button', { name: 'Link above account with the identity provider' }));
  expect(await screen.findByText(MSG.allFieldsRequired)).toBeInTheDocument();
  await user.type(screen.getAllByLabelText(/^Password/, { selector: 'input' }).at(-1)!, 'Portal@2026');
  await user.click(screen.getByRole('button', { name: 'Link above account with the identity provider' }));
  await screen.findByTestId('dashboard');
  expect(net.calls.find((c) => c.path.endsWith('/auth/login'))!.body).toEqual({ callingCode: '971', mobile: '500000004', password: 'Portal@2026', referenceIdForLinking: 'ref-6' });
  expect(useSession.getState().uaeUser).toBe(true);
});

test('Success without a token: No goes to /home/UAEregister with the provider’s answer', async () => {
  rememberState('s-7');
  renderAt('?code=c-7&state=s-7', (url) => (url.pathname.endsWith('/auth/authorizeuaepassuser') ? ok({ referenceId: 'ref-7', profile: PROFILE }) : undefined));
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('uaepass-choose-register', {}, { timeout: 5000 }));
  const page = await screen.findByTestId('uae-register-page');
  expect(JSON.parse(page.textContent!)).toEqual({ referenceId: 'ref-7', profile: PROFILE });
});
