import userEvent from '@testing-library/user-event';
import { act, renderWithProviders, resetSession, screen, waitFor, resolveTranslations } from '@portal/shared/testing';
import { addRemoteTranslations } from '@portal/shared/i18n';
import app from '../app';
import { OtpStep } from './otp-step';

// Both languages in before the tests (the app's Arabic is a loader; see RemoteTranslations).
beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());
afterEach(() => jest.useRealTimers());

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ });
/** The first box, once the boxes are in (OtpInput comes in its own chunk). */
const firstBox = async () => (await screen.findAllByRole('textbox', { name: /Digit \d of 6/ }))[0];

describe('OTP step', () => {
  test('shows the number masked but for its last 4 digits', () => {
    renderWithProviders(<OtpStep title="Verify" callingCode="971" mobile="501234567" onVerify={jest.fn()} onResend={jest.fn()} />);
    expect(screen.getByText('Enter 6 Digit OTP sent to', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('otp-masked-mobile')).toHaveTextContent('+971 *****4567');
  });

  test('submits by itself at the sixth digit, once, with the code', async () => {
    const onVerify = jest.fn().mockResolvedValue(true);
    renderWithProviders(<OtpStep title="Verify" callingCode="971" mobile="501234567" onVerify={onVerify} onResend={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(await firstBox());
    await user.keyboard('12345');
    expect(onVerify).not.toHaveBeenCalled();
    await user.keyboard('6');
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(1));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  test('letters do not count as digits', async () => {
    const onVerify = jest.fn().mockResolvedValue(true);
    renderWithProviders(<OtpStep title="Verify" callingCode="971" mobile="501234567" onVerify={onVerify} onResend={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(await firstBox());
    await user.keyboard('12a34b5');
    expect(onVerify).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  test('a refused code is cleared for the next attempt', async () => {
    const onVerify = jest.fn().mockResolvedValue(false);
    renderWithProviders(<OtpStep title="Verify" callingCode="971" mobile="501234567" onVerify={onVerify} onResend={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(await firstBox());
    await user.keyboard('999999');
    await waitFor(() => expect(onVerify).toHaveBeenCalled());
    await waitFor(() => expect(boxes().map((b) => (b as HTMLInputElement).value).join('')).toBe(''));
  });

  test('Resend waits for the 60 s countdown shown as mm:ss, then sends and starts again', async () => {
    jest.useFakeTimers();
    const onResend = jest.fn().mockResolvedValue(true);
    renderWithProviders(<OtpStep title="Verify" callingCode="971" mobile="501234567" onVerify={jest.fn()} onResend={onResend} />);
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('01:00');
    expect(resend).toBeDisabled();
    act(() => jest.advanceTimersByTime(31_000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('00:29');
    expect(resend).toBeDisabled();
    act(() => jest.advanceTimersByTime(30_000));
    expect(resend).toBeEnabled();
    await act(async () => resend.click());
    expect(onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('otp-countdown')).toHaveTextContent('01:00'));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });
});
