import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { MSG } from '@portal/shared/rules';
import { renderWithProviders, resetSession, screen, waitFor, within, fireEvent, resolveTranslations } from '@portal/shared/testing';
import app from '../app';
import RegisterPage from './register.page';
import { answerRequests, ok } from '../test/network';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());

const renderRegister = (lang: 'en' | 'ar' = 'en') => {
  const net = answerRequests((url) => (url.pathname.endsWith('/auth/identify') ? ok({ isExistingUser: false, otpSent: true, referenceId: 'ref-1' }) : undefined));
  renderWithProviders(
    <Routes>
      <Route path="/home/register" element={<RegisterPage />} />
    </Routes>,
    { route: '/home/register', lang },
  );
  return net;
};

test("Continue with nothing typed shows every rule's message, focuses the mobile and asks nothing", async () => {
  const net = renderRegister();
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('register-continue'));
  expect(await screen.findByText(MSG.invalidMobile, {}, { timeout: 10_000 })).toBeVisible();
  expect(screen.getByText(MSG.selectDob)).toBeVisible();
  expect(screen.getByText('Please accept the Terms and Conditions and the Privacy Policy')).toBeVisible();
  expect(screen.getByRole('textbox', { name: /^Mobile Number/ })).toHaveFocus();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  // The messages follow the typing after a first Continue.
  await user.type(screen.getByRole('textbox', { name: /^Mobile Number/ }), '501234567');
  await waitFor(() => expect(screen.queryByText(MSG.invalidMobile)).toBeNull());
  expect(net.calls.some((c) => c.path.endsWith('/auth/identify'))).toBe(false);
});

test('valid details, the confirmation, then the code step; the Emirates ID is sent without dashes', async () => {
  const net = renderRegister();
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Mobile Number/ }), '501234567');
  await user.type(screen.getByRole('textbox', { name: /Document ID/ }), '784198812345671');
  expect(screen.getByRole('textbox', { name: /Document ID/ })).toHaveValue('784-1988-1234567-1');
  await user.type(screen.getByRole('textbox', { name: /Date of Birth/i }), '15031988');
  await user.click(screen.getByTestId('register-terms').querySelector('[data-part="control"]')!);
  // fireEvent: the dialog's outside-click guard needs PointerEvent, which jsdom lacks.
  fireEvent.click(screen.getByTestId('register-continue'));
  fireEvent.click(within(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByRole('heading', { name: 'Verify your mobile number' }, { timeout: 10_000 })).toBeVisible();
  expect(net.calls.find((c) => c.path.endsWith('/auth/identify'))?.body).toEqual({
    callingCode: '971', mobile: '501234567', documentTypeId: 1, documentId: '784198812345671', dateOfBirth: '15/03/1988', isInvokedForLogin: false,
  });
});

test('in Arabic the messages are the Arabic texts', async () => {
  renderRegister('ar');
  await userEvent.click(await screen.findByTestId('register-continue'));
  await screen.findAllByRole('textbox');
  expect(screen.queryByText(MSG.invalidMobile)).toBeNull();
  expect(await screen.findByText('يرجى الموافقة على الشروط والأحكام وسياسة الخصوصية')).toBeVisible();
});
