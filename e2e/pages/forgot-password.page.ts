import { expect, type Page } from '@playwright/test';

/** /home/forgotpassword of mfe-identity: number and date of birth, OTP, new password. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/home/forgotpassword');
    // The server draws the page; its form is disabled until the shell and this remote have hydrated it (the first
    // visit loads them: allow for a busy machine). Keys pressed before would go nowhere, as for a person.
    await expect(this.mobile()).toBeEditable({ timeout: 30_000 });
  }
  mobile() {
    return this.page.locator('input[name="mobile"]');
  }
  dateOfBirth() {
    return this.page.locator('input[name="dateOfBirth"]');
  }
  send() {
    return this.page.getByTestId('forgot-send');
  }
  async request(mobile: string, dateOfBirth: string) {
    await this.mobile().fill(mobile);
    await this.dateOfBirth().fill('');
    await this.dateOfBirth().pressSequentially(dateOfBirth.replace(/\//g, ''));
    await this.send().click();
  }
  newPassword() {
    return this.page.locator('input[name="newPassword"]');
  }
  /** The refusal of the current password as the new one. */
  samePasswordError() {
    return this.page.getByText('The new password cannot be similar to the old one');
  }
  /** A message the page shows (a field's rule, a notice). */
  message(text: string) {
    return this.page.getByText(text);
  }
  /** The notice once the password is reset. */
  resetNotice() {
    return this.page.getByText('Your password has been reset');
  }
  async setNewPassword(password: string, confirmation = password) {
    await this.page.locator('input[name="newPassword"]').fill(password);
    await this.page.locator('input[name="confirmPassword"]').fill(confirmation);
    await this.page.getByTestId('forgot-reset').click();
  }
}
