import { test, expect } from '@playwright/test';
import { registerThroughApi, signIn } from '../support/auth';
import { ForgotPasswordPage } from '../pages/forgot-password.page';
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
