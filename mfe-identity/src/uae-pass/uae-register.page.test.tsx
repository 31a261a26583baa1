import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { MSG } from '@portal/shared/rules';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { toaster } from '@portal/shared/ui';
import { renderWithProviders, resetSession, screen, resolveTranslations } from '@portal/shared/testing';
import app from '../app';
import UaeRegisterPage from './uae-register.page';
import { answerRequests, ok, type Route as NetRoute } from '../test/network';

// Both languages in before the tests (the app's Arabic is a loader; see RemoteTranslations).
beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));

const PROFILE = { firstName: 'Layla', lastName: 'Al Hammadi', firstNameAr: 'ليلى', lastNameAr: 'الحمادي', email: 'l@id.example', callingCode: '971', mobile: '547000101', genderId: 2, countryId: 784, documentTypeId: 1, documentId: '784199276543218' };
const LOGIN = { token: 't', refreshToken: 'r', tokenExpiresAt: '2030-01-01T00:00:00Z', refreshExpiresAt: '2030-01-02T00:00:00Z', userId: 3, firstName: 'Layla', lastName: 'Al Hammadi', gender: 'Female', email: 'l@id.example', mobile: '547000101', callingCode: '971', countryCode: 'AE', profileImgUrl: null, profileImgFileName: null, isDOBAvailable: true, roleId: 1, roleName: 'Patient', facilityId: null, vblog: null };

function Probe({ id }: { id: string }) {
  const { state } = useLocation();
  return <div data-testid={id}>{JSON.stringify(state ?? null)}</div>;
}

function renderPage(route: NetRoute, lang: 'en' | 'ar' = 'en') {
  const net = answerRequests(route);
  renderWithProviders(
    <Routes>
      {/* The page is entered with navigation state (the provider's answer), as from the login page. */}
      <Route path="/start" element={<Navigate to="/home/UAEregister" state={entry} />} />
      <Route path="/home/UAEregister" element={<UaeRegisterPage />} />
      <Route path="/home/login" element={<Probe id="login-page" />} />
      <Route path="/auth/dashboard" element={<Probe id="dashboard" />} />
    </Routes>,
    { lang, route: '/start' },
  );
  return net;
}

let entry: unknown = null;
const withState = (profile: unknown = PROFILE) => (entry = { referenceId: 'ref-1', profile });

beforeEach(() => {
  resetSession();
  withState();
});
afterEach(() => toaster.remove());

test('the provider’s details are shown read-only; only the date of birth is asked', async () => {
  renderPage(() => undefined);
  expect(await screen.findByRole('heading', { name: 'Register with UAE PASS' })).toBeInTheDocument();
  for (const [name, value] of [['First Name', 'Layla'], ['Last Name', 'Al Hammadi'], ['Email ID', 'l@id.example'], ['Document ID', '784-1992-7654321-8']]) {
    const field = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
    expect(field).toHaveValue(value);
    expect(field).toHaveAttribute('readonly');
  }
  expect(await screen.findByDisplayValue('Female')).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: /^Mobile Number/ })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: /^Date of Birth/ })).not.toHaveAttribute('readonly');
});

test('the birth year must match the Emirates ID; then registeruaepassuser logs in as a digital-identity user', async () => {
  const net = renderPage((url) => (url.pathname.endsWith('/auth/registeruaepassuser') ? ok({ ...LOGIN, uaeUser: true }) : undefined));
  const user = userEvent.setup();
  const dob = screen.getByRole('textbox', { name: /^Date of Birth/ });
  await user.click(screen.getByTestId('uaeregister-submit'));
  expect(await screen.findByText(MSG.selectDob)).toBeInTheDocument();
  await user.type(dob, '01011990');
  expect(await screen.findByText(MSG.emiratesIdDobMismatch)).toBeInTheDocument();
  expect(net.calls.some((c) => c.path.endsWith('/auth/registeruaepassuser'))).toBe(false);
  await user.clear(dob);
  await user.type(dob, '20051992');
  await user.click(screen.getByTestId('uaeregister-submit'));
  await screen.findByTestId('dashboard');
  expect(net.calls.find((c) => c.path.endsWith('/auth/registeruaepassuser'))!.body).toEqual({ referenceId: 'ref-1', dateOfBirth: '20/05/1992' });
  expect(useSession.getState()).toMatchObject({ uaeUser: true, token: 't' });
});

test('a registered mobile: the spec’s text, and a way back to link with the same answer', async () => {
  renderPage((url) => (url.pathname.endsWith('/auth/registeruaepassuser') ? ok(null, MSG.mobileAlreadyRegisteredLink, 'Conflict') : undefined));
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Date of Birth/ }), '20051992');
  await user.click(screen.getByTestId('uaeregister-submit'));
  expect(await screen.findByTestId('uaeregister-taken')).toHaveTextContent(MSG.mobileAlreadyRegisteredLink);
  await user.click(screen.getByTestId('uaeregister-link'));
  const login = await screen.findByTestId('login-page');
  expect(JSON.parse(login.textContent!)).toEqual({ uaePassLink: { referenceId: 'ref-1', profile: PROFILE } });
});

test('no document from the provider: type and id asked, 5 characters at least', async () => {
  withState({ ...PROFILE, documentTypeId: null, documentId: null });
  const net = renderPage((url) => (url.pathname.endsWith('/auth/registeruaepassuser') ? ok({ ...LOGIN, uaeUser: true }) : undefined));
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Document Type/ }), '4');
  await user.type(screen.getByRole('textbox', { name: /^Document ID/ }), 'A123');
  await user.type(screen.getByRole('textbox', { name: /^Date of Birth/ }), '20051992');
  await user.click(screen.getByTestId('uaeregister-submit'));
  expect(await screen.findByText(MSG.invalidDocumentId)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /^Document ID/ }), '4');
  await user.click(screen.getByTestId('uaeregister-submit'));
  await screen.findByTestId('dashboard');
  expect(net.calls.find((c) => c.path.endsWith('/auth/registeruaepassuser'))!.body).toEqual({ referenceId: 'ref-1', dateOfBirth: '20/05/1992', documentTypeId: 4, documentId: 'A1234' });
});

test('without the provider’s answer the page goes back to login', async () => {
  entry = null;
  renderPage(() => undefined);
  expect(await screen.findByTestId('login-page')).toBeInTheDocument();
});

