import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface OutboxItem {
  id: string;
  text: string;
  sentAt: string;
}

/**
 * SMS codes of the embedded outbox (GET /api/dev/outbox?mobile=<callingCode><mobile>, newest first).
 * `after` is the id of the newest message seen before the action that sends a code, so a resend or a
 * second flow on the same number never reads a stale code.
 */
export async function newestSmsId(request: APIRequestContext, callingCode: string, mobile: string): Promise<string | null> {
  const res = await request.get(`/api/dev/outbox?mobile=${callingCode}${mobile}`);
  expect(res.ok()).toBeTruthy();
  const list = ((await res.json()).data ?? []) as OutboxItem[];
  return list[0]?.id ?? null;
}

export async function readOtp(request: APIRequestContext, callingCode: string, mobile: string, after: string | null): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await request.get(`/api/dev/outbox?mobile=${callingCode}${mobile}`);
    const list = ((await res.json()).data ?? []) as OutboxItem[];
    const newest = list[0];
    if (newest && newest.id !== after) {
      const code = newest.text.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no new SMS code for ${callingCode}${mobile}`);
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

  async expectVisible() {
    await expect(this.firstBox()).toBeVisible();
  }

  /** Types the code digit by digit; the page submits by itself at the sixth. */
  async enter(code: string) {
    await this.firstBox().click();
    await this.page.keyboard.type(code, { delay: 20 });
  }
}
