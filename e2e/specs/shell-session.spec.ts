import { test, expect } from '../support/test';
import { IdleWarning, TopBar, accountMenuItem, pageHeading } from '../pages/shell-frame.page';
import { Dashboard } from '../pages/shell-dashboard.page';

test.describe('sessions in the shell', () => {
  test('idle for 15 minutes: a warning, Stay signed in keeps the session; no answer logs out 30 s later', async ({ patientPage: page }) => {
    await page.clock.install();
    await new Dashboard(page).open();
    await expect(pageHeading(page)).toBeVisible();
    const warning = new IdleWarning(page);

    await test.step('the warning appears after 15 minutes and Stay signed in closes it', async () => {
      await page.clock.fastForward('15:02');
      const dialog = warning.dialog;
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('you will be logged out');
      await warning.stay.click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/auth\/dashboard/);
    });

    await test.step('without an answer the user is logged out and the session keys are cleared', async () => {
      await page.clock.fastForward('15:02');
      await expect(warning.dialog).toBeVisible();
      let reloads = 0;
      page.on('load', () => (reloads += 1));
      await page.clock.fastForward('00:31');
      await expect(page).toHaveURL(/\/home\/login/);
      await expect(pageHeading(page, 'Login')).toBeVisible();
      // Polled: a page still settling must not turn into 'execution context destroyed'.
      await expect
        .poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken'), localStorage.getItem('user')]))
        .toEqual([null, null, null]);
      // The portal goes to the login page without reloading (calls still on their way must not send it again).
      expect(reloads).toBe(0);
    });
  });

  test('logout from the user menu revokes the refresh token and clears the session', async ({ page, patient: session }) => {
    await new Dashboard(page).open();
    await new TopBar(page).accountMenu().click();
    await accountMenuItem(page, 'Logout').click();
    await expect(page).toHaveURL(/\/home\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const refresh = await page.request.post('/api/auth/refreshtoken', { data: { token: session.token, refreshToken: session.refreshToken } });
    expect(refresh.status()).toBe(401);
    await page.goto('/auth/dashboard');
    await expect(page).toHaveURL(/\/home\/login/);
  });

  test('without a stored token /auth pages send the visitor to the login page', async ({ page }) => {
    await page.goto('/auth/appointments');
    await expect(page).toHaveURL(/\/home\/login/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/home\/login/);
  });
});
