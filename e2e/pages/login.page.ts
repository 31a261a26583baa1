import { expect, type Page } from '@playwright/test';

/** /home/login of mfe-identity. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/home/login${query}`);
    // The first visit loads the shell, the registry and this remote: allow for a busy machine.
    await expect(this.mobile()).toBeVisible({ timeout: 30_000 });
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

/** Opens the shell's account menu and logs out (either language). */
export async function logoutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu|قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: /Logout|تسجيل الخروج/ }).click();
  await expect(page).toHaveURL(/\/home\/login$/);
}
