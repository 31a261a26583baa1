import { act, fireEvent, renderWithProviders, screen } from '@portal/shared/testing';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { bus } from '@portal/shared/session';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { OverloadNotice } from './overload-notice';

beforeAll(() => addRemoteTranslations({ namespace: 'shell', en, ar }));
afterEach(() => jest.useRealTimers());

test("an overloaded API: 'Network Error!' with a Retry offered once the wait is over, which loads the page again", () => {
  jest.useFakeTimers();
  const retry = jest.fn();
  renderWithProviders(<OverloadNotice onRetry={retry} />);
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => bus.emit('overloaded', { retryAfterSeconds: 2 }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Network Error!');
  expect(alert).toHaveTextContent('You can retry in 2 s.');
  const button = screen.getByRole('button', { name: 'Retry' });
  expect(button).toBeDisabled();

  act(() => jest.advanceTimersByTime(2100));
  expect(alert).toHaveTextContent('Please retry.');
  expect(button).toBeEnabled();
  fireEvent.click(button);
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('in Arabic, and Close dismisses it', () => {
  renderWithProviders(<OverloadNotice onRetry={jest.fn()} />, { lang: 'ar' });
  act(() => bus.emit('overloaded', { retryAfterSeconds: 5 }));
  expect(screen.getByRole('alert')).toHaveTextContent('خطأ في الشبكة!');
  expect(screen.getByRole('alert')).toHaveTextContent('يمكنك إعادة المحاولة بعد 5 ث.');
  fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
