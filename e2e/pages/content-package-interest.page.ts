import { type Locator, type Page } from '@playwright/test';

/** A health package as a patient opens it from /auth/healthPackages, and its 'I'm interested' (the lead Interested Users follows up). */
export class PackageInterest {
  constructor(private readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/healthPackages');
  }
  /** Opens the package whose card shows `title`. */
  async openPackage(title: string) {
    await this.page.getByTestId('package-card').filter({ hasText: title }).click();
  }
  heading(title: string): Locator {
    return this.page.getByRole('heading', { name: title });
  }
  get interestButton(): Locator {
    return this.page.getByTestId('offer-interest-button');
  }
  get thanks(): Locator {
    return this.page.getByText('Thank you for your interest. We will contact you shortly.');
  }
  /** The button once the interest is registered (disabled). */
  get registered(): Locator {
    return this.page.getByRole('button', { name: 'Interest registered' });
  }
}
