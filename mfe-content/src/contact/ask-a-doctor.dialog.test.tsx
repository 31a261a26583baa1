import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, waitFor } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, ok } from '../test/network';
import AskADoctorDialog from './ask-a-doctor.dialog';
import ContactUsDialog from './contact-us.dialog';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

describe('Ask a Doctor and Contact Us dialogs', () => {
  test('ask a doctor needs a mode of communication, sends the two flags and closes 2 s after the thank-you', async () => {
    const net = answerRequests((url) => (url.pathname.endsWith('/user/saveaskadoc') ? ok(true, 'Thank You for contacting us. We will get back to you shortly!') : undefined));
    const onClose = jest.fn();
    renderWithProviders(<AskADoctorDialog open onClose={onClose} />, { session: loggedInSession() });
    const user = userEvent.setup();
    const submit = async () => user.click(await screen.findByTestId('contact-submit', undefined, { timeout: 8000 }));
    await submit();
    expect(screen.getByTestId('contact-error')).toHaveTextContent('All fields are required');
    await user.type(screen.getByRole('textbox', { name: /Your question/ }), 'Is this rash serious?');
    await submit();
    expect(screen.getByTestId('contact-error')).toHaveTextContent('Please choose a mode of communication');
    await user.click(screen.getAllByText('Email').find((el) => el.closest('[data-scope=radio-group]'))!);
    await submit();
    expect(await screen.findByTestId('contact-success')).toHaveTextContent('Thank You for contacting us. We will get back to you shortly!');
    expect(net.calls.find((c) => c.path.endsWith('/user/saveaskadoc'))!.body).toMatchObject({
      firstName: 'Test', lastName: 'Patient', mobile: '501234567', callingCode: '971', comment: 'Is this rash serious?', isEmailCommunication: true, isMobileCommunication: false,
    });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  test('contact us: the mobile and e-mail rules, and a failure shows the spec message in Arabic', async () => {
    answerRequests((url) => (url.pathname.endsWith('/user/savecontactus') ? { status: 500, body: { message: { status: 'Invalid', message: 'Something went wrong!' }, data: null } } : undefined));
    renderWithProviders(<ContactUsDialog open onClose={() => undefined} />, { session: loggedInSession(), lang: 'ar' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 8000 });
    await user.type(dialog.querySelector('textarea[name=message]') as HTMLTextAreaElement, 'مواعيد الزيارة؟');
    const mobile = dialog.querySelector('input[name=mobile]') as HTMLInputElement;
    await user.clear(mobile);
    await user.type(mobile, '5012');
    await user.click(screen.getByTestId('contact-submit'));
    expect(screen.getByTestId('contact-error')).toHaveTextContent('يرجى إدخال رقم هاتف متحرك صحيح');
    await user.type(mobile, '34567');
    const email = dialog.querySelector('input[name=email]') as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'x@');
    await user.click(screen.getByTestId('contact-submit'));
    expect(screen.getByTestId('contact-error')).toHaveTextContent('يرجى إدخال بريد إلكتروني صحيح');
    await user.clear(email);
    await user.type(email, 'x@example.com');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('form-failed')).toBeInTheDocument();
  });

  for (const [lang, mobileMsg, emailMsg, required] of [
    ['en', 'Please enter valid Mobile Number', 'Please enter valid Email ID', 'All fields are required'],
    ['ar', 'يرجى إدخال رقم هاتف متحرك صحيح', 'يرجى إدخال بريد إلكتروني صحيح', 'جميع الحقول مطلوبة'],
  ] as const) {
    test(`a bad mobile, a bad e-mail and a blank field are all named at once (${lang})`, async () => {
      answerRequests();
      renderWithProviders(<ContactUsDialog open onClose={() => undefined} />, { session: loggedInSession(), lang });
      const user = userEvent.setup();
      const dialog = await screen.findByRole('dialog', undefined, { timeout: 8000 });
      const mobile = dialog.querySelector('input[name=mobile]') as HTMLInputElement;
      await user.clear(mobile);
      await user.type(mobile, '5012');
      const email = dialog.querySelector('input[name=email]') as HTMLInputElement;
      await user.clear(email);
      await user.type(email, 'x@');
      await user.click(screen.getByTestId('contact-submit'));
      const error = screen.getByTestId('contact-error');
      expect(error).toHaveTextContent(required);
      expect(error).toHaveTextContent(mobileMsg);
      expect(error).toHaveTextContent(emailMsg);
      // Filling the message leaves the two rules, both still named.
      await user.type(dialog.querySelector('textarea[name=message]') as HTMLTextAreaElement, 'Visiting hours?');
      await user.click(screen.getByTestId('contact-submit'));
      expect(screen.getByTestId('contact-error')).not.toHaveTextContent(required);
      expect(screen.getByTestId('contact-error')).toHaveTextContent(mobileMsg);
      expect(screen.getByTestId('contact-error')).toHaveTextContent(emailMsg);
    });
  }
});
