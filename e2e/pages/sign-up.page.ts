import { expect, type Page } from '@playwright/test';
import type { NewPerson } from './register.page';

/** /home/sign-up 'Complete your Profile' of mfe-identity. */
export class SignUpPage {
  constructor(private readonly page: Page) {}

  async expectVisible() {
    await expect(this.page).toHaveURL(/\/home\/sign-up$/);
    await expect(this.page.locator('input[name="firstName"]')).toBeVisible();
  }
  submit() {
    return this.page.getByTestId('signup-submit');
  }
  lockedMobile() {
    return this.page.locator('input[name="mobile"]');
  }
  /** The page's level-1 heading. */
  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }
  password() {
    return this.page.locator('input[name="password"]');
  }
  confirmPassword() {
    return this.page.locator('input[name="confirmPassword"]');
  }
  /** A message the form shows (a field's rule). */
  message(text: string) {
    return this.page.getByText(text);
  }

  async fill(p: NewPerson, { gender = 'Female', nationalityIndex = 1 } = {}) {
    await this.page.locator('input[name="firstName"]').fill(p.firstName);
    await this.page.locator('input[name="lastName"]').fill(p.lastName);
    await this.page.locator('input[name="email"]').fill(p.email);
    const genderSelect = this.page.locator('select[name="genderId"]');
    await expect(genderSelect.locator('option')).not.toHaveCount(1);
    if (gender) await genderSelect.selectOption({ index: gender === 'Female' ? 2 : 1 });
    const nationality = this.page.locator('select[name="countryId"]');
    await expect(nationality.locator('option')).not.toHaveCount(1);
    await nationality.selectOption({ index: nationalityIndex });
    await this.page.locator('input[name="password"]').fill(p.password);
    await this.page.locator('input[name="confirmPassword"]').fill(p.password);
  }
}
