import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderWithProviders, resetSession, screen, waitFor, resolveTranslations } from '@portal/shared/testing';
import { addRemoteTranslations } from '@portal/shared/i18n';
import app from '../app';
import OtpLoginPage from './otp-login.page';
import { clearLoginHandoff, handOffLogin, loginHandoffFor } from './login-handoff';
import { answerRequests, ok, type FakeNetwork, type Route as NetRoute } from '../test/network';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => {
  resetSession();
  clearLoginHandoff();
});

/** Enters /home/otpforlogin as the login page does: the number in the navigation state. */
function renderOtpPage(route?: NetRoute): FakeNetwork {
  const net = answerRequests(route);
  renderWithProviders(
    <Routes>
      <Route path="/start" element={<Navigate to="/home/otpforlogin" state={{ callingCode: '971', loginMobile: '501234567' }} />} />
      <Route path="/home/otpforlogin" element={<OtpLoginPage />} />
      <Route path="/home/login" element={<div data-testid="login-page" />} />
      <Route path="/auth/dashboard" element={<div data-testid="dashboard" />} />
    </Routes>,
    { route: '/start' },
  );
  return net;
}

const loginAnswer = {
  token: 't', refreshToken: 'r', tokenExpiresAt: '2030-01-01T00:00:00Z', refreshExpiresAt: '2030-01-01T00:00:00Z', userId: 7, firstName: 'A', lastName: 'B',
  gender: 'Male', email: 'a@example.com', mobile: '501234567', callingCode: '971', countryCode: 'AE', profileImgUrl: null, profileImgFileName: null,
  isDOBAvailable: true, roleId: 1, roleName: 'Patient', facilityId: null, vblog: null,
};

test('the code goes with the login ticket, never a password; the ticket is forgotten after the sign-in', async () => {
  handOffLogin({ callingCode: '971', mobile: '501234567', loginTicket: 'ticket-1' });
  const net = renderOtpPage((url) => (url.pathname.endsWith('/auth/login') ? ok(loginAnswer, 'Login successful') : undefined));
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('textbox', { name: /Digit \d of 6/ }))[0]!);
  await user.keyboard('123456');
  expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
  expect(net.calls.find((c) => c.path.endsWith('/auth/login'))!.body).toEqual({ callingCode: '971', mobile: '501234567', loginTicket: 'ticket-1', otp: '123456' });
  expect(loginHandoffFor('971', '501234567')).toBeNull();
});

test('without a ticket in this tab (a reload, a pasted address) the page sends the person to the login page', async () => {
  renderOtpPage();
  expect(await screen.findByTestId('login-page')).toBeInTheDocument();
});

test('a ticket for another number does not open the page', async () => {
  handOffLogin({ callingCode: '971', mobile: '509999999', loginTicket: 'ticket-2' });
  renderOtpPage();
  await waitFor(() => expect(screen.getByTestId('login-page')).toBeInTheDocument());
});
