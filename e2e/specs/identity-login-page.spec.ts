import { test, expect } from '../support/test';
import { LoginPage } from '../pages/login.page';
import { documentRoot } from '../pages/shell-frame.page';

/** The login page in a real Chromium (docs/product.md#accounts-login-page). */

test('/ lands on the login page', async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home\/login$/);
  await expect(login.heading()).toBeVisible({ timeout: 30_000 });
  await expect(login.forgotPasswordLink()).toBeVisible();
  await expect(login.registerLink()).toBeVisible();
  await expect(login.uaePassButton()).toBeEnabled();
  await expect(login.uaePassButton()).toHaveText('Login with UAE PASS');
  await expect(login.banner()).toBeVisible();
});

test('the mobile field refuses letters and short numbers with the spec message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  const message = login.message('Please enter valid Mobile Number');
  await test.step('letters are not taken and the message shows', async () => {
    await login.mobile().pressSequentially('abc');
    await expect(login.mobile()).toHaveValue('');
    await expect(message).toBeVisible();
  });
  await test.step('a 7-digit number is refused', async () => {
    await login.mobile().pressSequentially('5012345');
    await login.password().click();
    await expect(message).toBeVisible();
  });
  await test.step('8 digits are fine', async () => {
    await login.mobile().pressSequentially('6');
    await expect(message).toBeHidden();
  });
});

test('the Login button stays disabled until both fields have text', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.submit()).toBeDisabled();
  await login.mobile().fill('501234567');
  await expect(login.submit()).toBeDisabled();
  await login.password().fill('x');
  await expect(login.submit()).toBeEnabled();
  await login.mobile().fill('');
  await expect(login.submit()).toBeDisabled();
});

test('Arabic switches the page to right to left with Arabic text', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.languageToggle().click();
  await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
  await expect(documentRoot(page)).toHaveAttribute('lang', 'ar');
  await expect(login.heading('تسجيل الدخول')).toBeVisible();
  await expect(login.mobileNamed(/رقم الهاتف المتحرك/)).toBeVisible();
  await login.mobile().pressSequentially('12');
  await login.password().click();
  await expect(login.message('يرجى إدخال رقم هاتف متحرك صحيح')).toBeVisible();
  // The password runs left to right in both languages; its Show button sits at the page's end (the left in
  // Arabic), and the typed text keeps clear of it.
  await login.password().fill('Secret@2026');
  const overlap = await login.password().evaluate((input) => {
    const s = getComputedStyle(input);
    const box = input.getBoundingClientRect();
    const button = input.parentElement!.querySelector('button')!.getBoundingClientRect();
    const [from, to] = [box.left + parseFloat(s.paddingLeft), box.right - parseFloat(s.paddingRight)];
    return Math.max(0, Math.min(to, button.right) - Math.max(from, button.left));
  });
  expect(overlap).toBe(0);
  // The form sits on the start side, which is the right in Arabic.
  const form = await login.form().boundingBox();
  const banner = await login.banner().boundingBox();
  if ((page.viewportSize()?.width ?? 0) >= 992) expect(form!.x).toBeLessThan(banner!.x);
  await login.languageToggle().click();
  await expect(documentRoot(page)).toHaveAttribute('dir', 'ltr');
});

test('?brandName=lifecare shows the lifecare theme and no language toggle', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('?brandName=lifecare');
  await expect(documentRoot(page)).toHaveAttribute('data-brand', 'lifecare');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim());
  expect(primary.toLowerCase()).toBe('#00695c');
  await expect(login.logo('LifeCare Patient Portal')).toBeVisible();
  await expect(login.languageToggle()).toHaveCount(0);
  await expect(login.appStoreLinks()).toBeVisible();
});

test('the single-sign-on brand hides the app-store links', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('?brandName=colab');
  await expect(login.appStoreLinks()).toHaveCount(0);
  await expect(login.languageToggle()).toHaveCount(0);
});
