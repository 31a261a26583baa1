import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, resetSession, screen, waitFor, resolveTranslations } from '@portal/shared/testing';
import { addRemoteTranslations } from '@portal/shared/i18n';
import app from '../app';
import LoginPage from './login.page';
import { loginHandoffFor } from './login-handoff';
import { answerRequests, ok, type FakeNetwork, type Route as NetRoute } from '../test/network';

// Both languages in before the tests (the app's Arabic is a loader; see RemoteTranslations).
beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));

function OtpProbe() {
  const { state } = useLocation();
  return <div data-testid="otp-page">{JSON.stringify(state)}</div>;
}

function renderLogin(options: { lang?: 'en' | 'ar'; brand?: 'burjeel' | 'lifecare' | 'colab'; route?: NetRoute } = {}): FakeNetwork {
  const net = answerRequests(options.route);
  renderWithProviders(
    <Routes>
      <Route path="/home/login" element={<LoginPage />} />
      <Route path="/home/otpforlogin" element={<OtpProbe />} />
    </Routes>,
    { route: '/home/login', lang: options.lang ?? 'en', brand: options.brand ?? 'burjeel' },
  );
  return net;
}

const mobileField = () => screen.getByRole('textbox', { name: /^Mobile Number/ });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });

beforeEach(() => resetSession());

describe('login page', () => {
  test('the Login button stays disabled until both mobile and password have text', async () => {
    renderLogin();
    const user = userEvent.setup();
    const button = screen.getByTestId('login-submit');
    expect(button).toBeDisabled();
    await user.type(mobileField(), '501234567');
    expect(button).toBeDisabled();
    await user.type(passwordField(), 'x');
    expect(button).toBeEnabled();
    await user.clear(mobileField());
    expect(button).toBeDisabled();
  });

  test('letters are refused with the spec message', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(mobileField(), 'abc');
    expect(mobileField()).toHaveValue('');
    expect(await screen.findByText('Please enter valid Mobile Number')).toBeInTheDocument();
  });

  test('a short number is refused on leaving the field and on submit; 8 to 10 digits pass', async () => {
    const net = renderLogin();
    const user = userEvent.setup();
    await user.type(mobileField(), '5012345');
    await user.type(passwordField(), 'Portal@2026');
    expect(screen.getByText('Please enter valid Mobile Number')).toBeInTheDocument();
    await user.click(screen.getByTestId('login-submit'));
    expect(net.calls.some((c) => c.path.endsWith('/auth/identify'))).toBe(false);
    await user.type(mobileField(), '6');
    expect(screen.queryByText('Please enter valid Mobile Number')).not.toBeInTheDocument();
    await user.type(mobileField(), '7890');
    // maxLength 10: the eleventh digit is not taken
    expect(mobileField()).toHaveValue('5012345678');
  });

  test('an existing user goes to the OTP page with the number in the history and the login ticket in memory, never the password', async () => {
    const net = renderLogin({ route: (url) => (url.pathname.endsWith('/auth/identify') ? ok({ isExistingUser: true, otpSent: true, loginTicket: 'ticket-1' }, 'OTP sent to your mobile number', 'OTPSent') : undefined) });
    const user = userEvent.setup();
    await user.type(mobileField(), '501234567');
    await user.type(passwordField(), 'Portal@2026');
    await user.click(screen.getByTestId('login-submit'));
    const page = await screen.findByTestId('otp-page');
    expect(JSON.parse(page.textContent!)).toEqual({ callingCode: '971', loginMobile: '501234567' });
    expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.toMatch(/Portal@2026|ticket-1/);
    expect(loginHandoffFor('971', '501234567')).toEqual({ callingCode: '971', mobile: '501234567', loginTicket: 'ticket-1' });
    expect(net.calls.find((c) => c.path.endsWith('/auth/identify'))!.body).toEqual({ callingCode: '971', mobile: '501234567', password: 'Portal@2026', isInvokedForLogin: true });
  });

  test('an unknown user is told to register', async () => {
    renderLogin({ route: (url) => (url.pathname.endsWith('/auth/identify') ? ok({ isExistingUser: false, otpSent: false }, 'x', 'NotFound') : undefined) });
    const user = userEvent.setup();
    await user.type(mobileField(), '509999999');
    await user.type(passwordField(), 'Portal@2026');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('You are not a registered user. Please Register to continue!')).toBeInTheDocument();
  });

  test('429 gives the daily limit text; 423 the server text in English', async () => {
    let status = 429;
    renderLogin({ route: (url) => (url.pathname.endsWith('/auth/identify') ? { status, body: { message: { status: 'Invalid', message: 'Locked for 15 minutes' }, data: null } } : undefined) });
    const user = userEvent.setup();
    await user.type(mobileField(), '501234567');
    await user.type(passwordField(), 'Portal@2026');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('You have exceeded the login limit for a day.')).toBeInTheDocument();
    status = 423;
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Locked for 15 minutes')).toBeInTheDocument();
  });

  test('Arabic: right to left, Arabic labels and message; 423 says please try after some time', async () => {
    renderLogin({ lang: 'ar', route: (url) => (url.pathname.endsWith('/auth/identify') ? { status: 423, body: { message: { status: 'Invalid', message: 'Locked' }, data: null } } : undefined) });
    expect(document.documentElement.dir).toBe('rtl');
    const user = userEvent.setup();
    const mobile = screen.getByRole('textbox', { name: /^رقم الهاتف المتحرك/ });
    await user.type(mobile, 'abc');
    expect(await screen.findByText('يرجى إدخال رقم هاتف متحرك صحيح')).toBeInTheDocument();
    await user.type(mobile, '501234567');
    await user.type(screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'Portal@2026');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('يرجى المحاولة بعد قليل')).toBeInTheDocument();
  });

  test('the main brand offers the language toggle and the app-store links', async () => {
    renderLogin({ brand: 'burjeel' });
    expect(screen.getByTestId('language-toggle')).toHaveTextContent('العربية');
    expect(screen.getByTestId('app-store-links')).toBeInTheDocument();
  });

  test('lifecare has no language toggle', () => {
    renderLogin({ brand: 'lifecare' });
    expect(screen.queryByTestId('language-toggle')).not.toBeInTheDocument();
  });

  test('colab has no app-store links', async () => {
    renderLogin({ brand: 'colab' });
    await waitFor(() => expect(screen.queryByTestId('app-store-links')).not.toBeInTheDocument());
  });

  test('the password can be shown and hidden', async () => {
    renderLogin();
    const user = userEvent.setup();
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });
});
