import { expect, type Locator, type Page } from '@playwright/test';

/** Page objects of the mfe-content journeys (one class per area, locators by role and test id). */

export class DashboardContent {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/dashboard');
    await expect(this.page.getByTestId('news-widget-item').first()).toBeVisible({ timeout: 30_000 });
  }
  tile(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }
}

export class NewsPage {
  constructor(readonly page: Page) {}
  title = () => this.page.getByTestId('news-title');
  next = () => this.page.getByTestId('news-next');
  previous = () => this.page.getByTestId('news-previous');
}

export class MediaPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/allMedia');
    await expect(this.page.getByTestId('media-card').first()).toBeVisible({ timeout: 30_000 });
  }
  video = () => this.page.getByTestId('media-video');
}

export class HealthToolsPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/healthtools');
    // The first visit loads the remote's page chunk; a busy machine can take a while.
    await expect(this.page.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
  }
  async bmi(v: { age: string; gender: 'male' | 'female'; height: string; weight: string }) {
    const form = this.page.locator('form');
    await form.locator('input[name=age]').fill(v.age);
    await form.locator('select[name=gender]').selectOption(v.gender);
    await form.locator('input[name=heightCm]').fill(v.height);
    await form.locator('input[name=weightKg]').fill(v.weight);
  }
  /** The BMI calculator's fields found by their labels (the gender by its option's index), then Calculate. */
  async calculateBmiByLabels(v: { age: string; height: string; weight: string; genderIndex: number }, options: { timeout?: number } = {}) {
    await this.page.getByLabel(/Age/).first().fill(v.age, options);
    await this.page.getByLabel(/Height/).first().fill(v.height);
    await this.page.getByLabel(/Weight/).first().fill(v.weight);
    await this.page.getByLabel(/Gender/).first().selectOption({ index: v.genderIndex });
    await this.page.getByRole('button', { name: 'Calculate' }).click();
  }
  /** The BMI scale's numbers and its coloured bands. */
  bmiTicks(): Locator {
    return this.page.getByTestId('bmi-tick');
  }
  bmiSegments(): Locator {
    return this.page.getByTestId('bmi-segment');
  }
  /** Picks the nth option (0 = the first, the red one in the calculator's order) of every stroke question. */
  async answerAllStroke(optionIndex: number) {
    for (const q of ['bloodPressure', 'cholesterol', 'diabetic', 'smoker', 'atrialFibrillation', 'bodyWeight', 'exercise', 'familyHistory']) {
      await this.page.getByTestId(`stroke-${q}`).locator('label').nth(optionIndex).click();
    }
  }
}

/** /auth/locations: the hospitals and their links. */
export class LocationsPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/locations');
  }
  async doctorsAt(hospital: string, options: { timeout?: number } = {}) {
    await this.page.getByRole('button', { name: `Doctors at ${hospital}`, exact: true }).click(options);
  }
}
