import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The entry dialogs on /auth and the profile page (/auth/profile). */
export class AccountEntry {
  constructor(private readonly page: Page) {}

  complete() {
    return this.page.getByTestId('entry-dialog-complete');
  }

  choose() {
    return this.page.getByTestId('entry-dialog-choose');
  }

  /** Picks a hospital by facility code in the open entry dialog and saves. */
  async pickHospital(facilityCode: string) {
    await this.page.getByTestId(`hospital-${facilityCode}`).click();
    await this.page.getByTestId('entry-save').click();
  }
}

export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/auth/profile');
    await expect(this.page.getByTestId('profile-save')).toBeVisible();
  }

  async changeHospital(facilityCode: string) {
    await this.page.getByTestId('change-hospital').click();
    await new AccountEntry(this.page).pickHospital(facilityCode);
    await expect(this.page.getByTestId('entry-dialog-choose')).toBeHidden();
  }
}

/** Clears the account's date of birth and hospital (embedded dev route), as for an identity-provider account. */
export async function forgetDateOfBirth(request: APIRequestContext, callingCode: string, mobile: string) {
  const res = await request.post('/api/dev/forgetdob', { data: { callingCode, mobile } });
  expect(res.ok()).toBeTruthy();
}
