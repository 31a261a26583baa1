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

  /** The heading, a text and the date-of-birth field of one of the entry dialogs. */
  heading(dialog: 'complete' | 'choose', name: string) {
    return this[dialog]().getByRole('heading', { name });
  }

  text(dialog: 'complete' | 'choose', text: string) {
    return this[dialog]().getByText(text);
  }

  dateOfBirth(dialog: 'complete' | 'choose') {
    return this[dialog]().getByLabel('Date of Birth');
  }

  async save() {
    await this.page.getByTestId('entry-save').click();
  }

  /** A page has loaded behind the dialogs: its level-1 heading, or Manage Family's add button. */
  pageReady() {
    return this.page.getByRole('heading', { level: 1 }).or(this.page.getByTestId('family-add')).first();
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

  currentHospital() {
    return this.page.getByTestId('current-hospital');
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
