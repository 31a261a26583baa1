import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { renderWithProviders, resetSession, screen, resolveTranslations, loggedInSession } from '@portal/shared/testing';
import { toaster } from '@portal/shared/ui';
import app from '../app';
import { ChangePasswordCard } from './account-cards';
import { answerRequests, ok } from '../test/network';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());
afterEach(() => toaster.remove());

const WRONG = { en: 'Old password incorrect', ar: 'كلمة المرور القديمة غير صحيحة' };

for (const lang of ['en', 'ar'] as const) {
  test(`a wrong current password (${lang}): the API's reason under the field, no success, the fields kept`, async () => {
    const network = answerRequests((url) => (url.pathname.endsWith('/auth/changepassword') ? ok(null, WRONG[lang], 'Invalid') : undefined));
    renderWithProviders(<ChangePasswordCard />, { session: loggedInSession(), lang });
    const user = userEvent.setup();
    const [oldField, newField, confirmField] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await user.type(oldField, 'Wrong#pass1');
    await user.type(newField, 'Fresh#pass2');
    await user.type(confirmField, 'Fresh#pass2');
    await user.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
    expect(await screen.findByText(WRONG[lang])).toBeVisible();
    expect(network.calls.some((c) => c.path.endsWith('/auth/changepassword'))).toBe(true);
    expect(screen.queryByText(lang === 'en' ? 'Your password has been changed' : 'تم تغيير كلمة المرور')).toBeNull();
    expect(oldField).toHaveValue('Wrong#pass1');
    expect(newField).toHaveValue('Fresh#pass2');
    expect(confirmField).toHaveValue('Fresh#pass2');
  });
}

test('an accepted change: the success message and the fields cleared', async () => {
  answerRequests((url) => (url.pathname.endsWith('/auth/changepassword') ? ok({ otherSessionsRevoked: 0 }, 'Password changed') : undefined));
  renderWithProviders(<ChangePasswordCard />, { session: loggedInSession() });
  const user = userEvent.setup();
  const [oldField, newField, confirmField] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
  await user.type(oldField, 'Right#pass1');
  await user.type(newField, 'Fresh#pass2');
  await user.type(confirmField, 'Fresh#pass2');
  await user.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
  expect(await screen.findByText('Your password has been changed')).toBeVisible();
  expect(oldField).toHaveValue('');
});

test("the form's own checks, word for word, before anything is sent", async () => {
  const network = answerRequests();
  renderWithProviders(<ChangePasswordCard />, { session: loggedInSession() });
  const user = userEvent.setup();
  const [oldField, newField, confirmField] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
  const submit = () => user.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
  await submit();
  expect(await screen.findByText('All fields are required')).toBeVisible();
  expect(screen.getByText('Min password length is 8 characters')).toBeVisible();
  await user.type(oldField, 'Same#pass1');
  await user.type(newField, 'nodigits!');
  await submit();
  expect(await screen.findByText('Password must contain at least one letter, one number and one special character, and no spaces')).toBeVisible();
  await user.clear(newField);
  await user.type(newField, 'Same#pass1');
  await submit();
  expect(await screen.findByText('The new password cannot be similar to the old one')).toBeVisible();
  expect(screen.queryByText('New Password and Confirm Password do not match')).toBeNull();
  await user.clear(newField);
  await user.type(newField, 'Fresh#pass2');
  await user.type(confirmField, 'Fresh#pass3');
  await submit();
  expect(await screen.findByText('New Password and Confirm Password do not match')).toBeVisible();
  expect(network.calls.some((c) => c.path.endsWith('/auth/changepassword'))).toBe(false);
});
