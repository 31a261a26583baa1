import { expect, type Page } from '@playwright/test';

/** /home/login of mfe-identity. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/home/login${query}`);
    // The server draws the page; its form is disabled until the shell and this remote have hydrated it (the first
    // visit loads them: allow for a busy machine). Keys pressed before would go nowhere, as for a person.
    await expect(this.mobile()).toBeEditable({ timeout: 30_000 });
  }
  mobile() {
    return this.page.locator('input[name="mobile"]');
  }
  callingCode() {
    return this.page.locator('select[name="callingCode"]');
  }
  password() {
    return this.page.locator('input[name="password"]');
  }
  submit() {
    return this.page.getByTestId('login-submit');
  }
  /** The form's title. */
  title() {
    return this.page.locator('#login-title');
  }
  /** The link to the registration. */
  registerLink(name = 'Create an account') {
    return this.page.getByRole('link', { name });
  }
  /** The page's level-1 heading. */
  heading(name = 'Login') {
    return this.page.getByRole('heading', { level: 1, name });
  }
  forgotPasswordLink(name = 'Forgot Password?') {
    return this.page.getByRole('link', { name });
  }
  /** Login with UAE PASS. */
  uaePassButton() {
    return this.page.getByTestId('uaepass-login');
  }
  /** The picture beside the form. */
  banner() {
    return this.page.getByTestId('login-banner');
  }
  form() {
    return this.page.locator('form');
  }
  /** The mobile field found by its accessible name. */
  mobileNamed(name: RegExp) {
    return this.page.getByRole('textbox', { name });
  }
  /** A message the form shows (a field's rule, a server's refusal). */
  message(text: string | RegExp) {
    return this.page.getByText(text);
  }
  /** The brand's logo, by its text alternative. */
  logo(name: string) {
    return this.page.getByRole('img', { name }).first();
  }
  appStoreLinks() {
    return this.page.getByTestId('app-store-links');
  }
  languageToggle() {
    return this.page.getByTestId('language-toggle');
  }
  async login(mobile: string, password: string, callingCode = '971') {
    await this.callingCode().selectOption(callingCode);
    await this.mobile().fill(mobile);
    await this.password().fill(password);
    await this.submit().click();
  }
}

/**
 * Opens the shell's account menu and logs out (either language). Each stage has its own wait, so that a busy
 * machine does not add them up against one: the click on Logout, then the logout call, then leaving the
 * signed-in page, then /home/login. A UAE PASS session leaves through the provider's end-session page, which is
 * two more page loads between the last two stages.
 */
export async function logoutThroughMenu(page: Page) {
  const signedIn = new URL(page.url()).pathname;
  await page.getByRole('button', { name: /Account menu|قائمة الحساب/ }).click();
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/logout', { timeout: 30_000 });
  // The click has its own limit, so that a click Playwright cannot perform fails with its reason (an element in
  // the way, a menu that does not settle) instead of as a missing logout call.
  await page.getByRole('menuitem', { name: /Logout|تسجيل الخروج/ }).click({ timeout: 15_000 });
  await loggedOut;
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(signedIn);
  await expect(page).toHaveURL(/\/home\/login$/);
}
