import { addRemoteTranslations } from '@portal/shared/i18n';
import { fireEvent, renderWithProviders, resetSession, screen } from '@portal/shared/testing';
import app from '../app';
import { CameraCheck } from './camera-check';
import { mediaProblem } from './media-errors';

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => resetSession());

const failure = (name: string) => Object.assign(new Error(name), { name });
const fakeStream = () => {
  const track = { kind: 'video', enabled: true, stop: jest.fn() };
  return { getTracks: () => [track], getAudioTracks: () => [], getVideoTracks: () => [track], track } as unknown as MediaStream & { track: { stop: jest.Mock } };
};

function withMedia(getUserMedia: jest.Mock) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

test('blocked permission: a clear message, Join stays off, Try again asks again and then joins', async () => {
  const stream = fakeStream();
  const gum = jest.fn().mockRejectedValueOnce(failure('NotAllowedError')).mockResolvedValueOnce(stream);
  withMedia(gum);
  const onJoin = jest.fn();
  renderWithProviders(<CameraCheck onJoin={onJoin} onBack={() => undefined} />);
  const alert = await screen.findByTestId('media-error');
  expect(alert).toHaveTextContent("Camera and microphone access is blocked. Allow access to the camera and microphone for this site in your browser's settings, then select Try again.");
  expect(screen.getByTestId('join-consultation')).toBeDisabled();
  expect(gum).toHaveBeenCalledWith(expect.objectContaining({ video: expect.anything(), audio: expect.anything() }));
  fireEvent.click(screen.getByTestId('media-retry'));
  expect(await screen.findByTestId('media-ready')).toHaveTextContent('Camera and microphone are working.');
  fireEvent.click(screen.getByTestId('join-consultation'));
  expect(onJoin).toHaveBeenCalledWith(stream);
  expect(stream.track.stop).not.toHaveBeenCalled();
});

test('no camera or microphone: its own message, in Arabic too', async () => {
  withMedia(jest.fn().mockRejectedValue(failure('NotFoundError')));
  renderWithProviders(<CameraCheck onJoin={() => undefined} onBack={() => undefined} />, { lang: 'ar' });
  expect(await screen.findByTestId('media-error')).toHaveTextContent('لم يتم العثور على كاميرا أو ميكروفون');
});

test('leaving the check without joining stops the camera', async () => {
  const stream = fakeStream();
  withMedia(jest.fn().mockResolvedValue(stream));
  const view = renderWithProviders(<CameraCheck onJoin={() => undefined} onBack={() => undefined} />);
  await screen.findByTestId('media-ready');
  view.unmount();
  expect(stream.track.stop).toHaveBeenCalled();
});

test('what each getUserMedia failure means', () => {
  expect(mediaProblem(failure('NotAllowedError'))).toBe('errorDenied');
  expect(mediaProblem(failure('SecurityError'))).toBe('errorDenied');
  expect(mediaProblem(failure('NotFoundError'))).toBe('errorNoDevice');
  expect(mediaProblem(failure('OverconstrainedError'))).toBe('errorNoDevice');
  expect(mediaProblem(failure('NotReadableError'))).toBe('errorInUse');
  expect(mediaProblem(failure('NotSupportedError'))).toBe('errorUnsupported');
  expect(mediaProblem(new Error('x'))).toBe('errorOther');
});
