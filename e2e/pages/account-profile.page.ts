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

  /** A text of the page (the notice over an identity provider's details). */
  text(text: string) {
    return this.page.getByText(text);
  }

  /** A field of the profile's form, by its name. */
  formField(name: string) {
    return this.page.locator(`form input[name="${name}"]`).first();
  }

  /** Change Password: the current, the new and its confirmation, then its submit button. */
  async changePassword(current: string, fresh: string, confirmation = fresh) {
    await this.page.locator('input[name=oldPassword]').fill(current);
    await this.page.locator('input[name=newPassword]').fill(fresh);
    await this.page.locator('input[name=confirmPassword]').fill(confirmation);
    await this.page.locator('form[aria-labelledby=change-password-title] button[type=submit]').click();
  }

  /** Change Password's current-password field and its error. */
  currentPassword() {
    return this.page.locator('#cp-old');
  }

  currentPasswordError() {
    return this.page.locator('#cp-old-error');
  }

  /** A card's heading ('Change Password', 'Delete Account'). */
  heading(name: string) {
    return this.page.getByRole('heading', { name });
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
