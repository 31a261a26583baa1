import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { smsCode } from '../support/outbox';

export { newestSmsId } from '../support/outbox';

/** SMS codes of the embedded outbox: `after` is the id of the newest message seen before the action that sends one. */
export async function readOtp(request: APIRequestContext, callingCode: string, mobile: string, after: string | null): Promise<string> {
  return smsCode(request, callingCode, mobile, { afterId: after });
}

/** The six-box OTP step (login, registration and forgot password share it). */
export class OtpPage {
  constructor(private readonly page: Page) {}

  firstBox() {
    return this.page.locator('input[autocomplete="one-time-code"]');
  }
  maskedMobile() {
    return this.page.getByTestId('otp-masked-mobile');
  }
  countdown() {
    return this.page.getByTestId('otp-countdown');
  }
  resend() {
    return this.page.getByRole('button', { name: 'Resend OTP' });
  }
  /** Back to the form the code was asked from. */
  back() {
    return this.page.getByRole('button', { name: 'Back' });
  }
  /** A text of the step (its prompt). */
  text(text: string) {
    return this.page.getByText(text);
  }

  async expectVisible() {
    await expect(this.firstBox()).toBeVisible();
  }

  /** Types the code digit by digit; the page submits by itself at the sixth. */
  async enter(code: string) {
    await this.firstBox().click();
    await this.page.keyboard.type(code, { delay: 20 });
  }
}
