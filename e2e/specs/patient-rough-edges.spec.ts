import { test, expect } from '@playwright/test';
import { registerThroughApi, signIn } from '../support/auth';
import { ForgotPasswordPage } from '../pages/forgot-password.page';
import { LoginPage } from '../pages/login.page';
import { OtpPage, newestSmsId, readOtp } from '../pages/otp.page';

/**
 * What a patient meets in a real browser, English and Arabic, phone and desktop: each step is one rough edge
 * a walk through the portal found, checked as the patient sees it.
 */

test('forgot password refuses the current password as the new one, then takes another', async ({ page }) => {
  const { user } = await registerThroughApi(page.request);
  const forgot = new ForgotPasswordPage(page);
  const otp = new OtpPage(page);
  await forgot.goto();
  const before = await newestSmsId(page.request, user.callingCode, user.mobile);
  await forgot.request(user.mobile, user.dateOfBirth);
  await otp.expectVisible();
  await otp.enter(await readOtp(page.request, user.callingCode, user.mobile, before));
  await test.step('the current password is refused on the field, with the spec’s words', async () => {
    await forgot.setNewPassword(user.password);
    await expect(page.getByText('The new password cannot be similar to the old one')).toBeVisible();
    await expect(page.locator('input[name="newPassword"]')).toBeFocused();
    await expect(page).toHaveURL(/\/home\/forgotpassword$/);
  });
  await test.step('another password is taken with the same code', async () => {
    await forgot.setNewPassword('Changed#2027');
    await expect(page.getByText('Your password has been reset')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/login$/, { timeout: 8000 });
  });
});

test('signed in, the public account pages lead to the dashboard', async ({ page }) => {
  await signIn(page);
  for (const route of ['/home/register', '/home/login', '/home/forgotpassword']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/auth\/dashboard$/, { timeout: 30_000 });
  }
  await expect(page.locator('input[name="mobile"]')).toHaveCount(0);
});

test('the top bar names the chosen hospital, in English and Arabic; on a phone in its accessible name', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.addInitScript(() => sessionStorage.setItem('account.entryDialogDismissed', '1'));
  await page.goto('/auth/dashboard');
  const button = page.getByTestId('hospital-button');
  await expect(button).toContainText('Burjeel Hospital Abu Dhabi', { timeout: 30_000 });
  await expect(button.locator('span').filter({ hasText: 'Burjeel' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /^Burjeel Hospital Abu Dhabi, / })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  await expect(page.getByTestId('hospital-button')).not.toContainText('Burjeel Hospital Abu Dhabi', { timeout: 30_000 });
  await expect(page.getByTestId('hospital-button')).toContainText('برجيل');
});

test('a login error leaves the form’s title in view, on a phone and a desktop', async ({ page }) => {
  const { user } = await registerThroughApi(page.request);
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(user.mobile, 'Wrong#2026x');
    const toast = page.getByRole('alert').filter({ hasText: /Invalid mobile number or password/ }).first();
    await expect(toast).toBeVisible();
    const title = await page.locator('#login-title').boundingBox();
    const box = await toast.boundingBox();
    expect(title && box).toBeTruthy();
    // No overlap: the toast is entirely below or above the title.
    expect(box!.y >= title!.y + title!.height || box!.y + box!.height <= title!.y).toBe(true);
  }
});
