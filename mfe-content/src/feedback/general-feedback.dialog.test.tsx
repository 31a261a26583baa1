import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, waitFor } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, ok } from '../test/network';
import { GeneralFeedbackDialog } from './general-feedback.dialog';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

describe('general feedback dialog (POST user/savefeedback)', () => {
  test('needs the visit kind, a rating and a comment; sends them and closes 2 s after the thank-you', async () => {
    const net = answerRequests((url) => (url.pathname.endsWith('/user/savefeedback') ? ok(true) : undefined));
    const onClose = jest.fn();
    renderWithProviders(<GeneralFeedbackDialog open onClose={onClose} />, { session: loggedInSession() });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('contact-submit', undefined, { timeout: 8000 }));
    expect(screen.getByTestId('contact-error')).toHaveTextContent('All fields are required');
    await user.click(await screen.findByText('No'));
    await user.click(await screen.findByText('Excellent'));
    await user.click(screen.getByTestId('contact-submit'));
    expect(screen.getByTestId('contact-error')).toHaveTextContent('All fields are required'); // the comment
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Quick and kind.');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-success')).toHaveTextContent('Thank You for contacting us. We will get back to you shortly!');
    expect(net.calls.find((c) => c.path.endsWith('/user/savefeedback'))!.body).toEqual({
      inPatient: false, experience: 'Excellent', name: 'Test Patient', email: 'patient@example.com', callingCode: '971', mobile: '501234567', comment: 'Quick and kind.',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });
});
