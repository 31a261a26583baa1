import { expect, type Locator, type Page } from '@playwright/test';
import { LABELS, type Lang } from './appointments-labels.page';

/** /auth/findDoctor: search box with suggestions, specialty chips, doctor cards. */
export class FindDoctorPage {
  readonly search: Locator;
  constructor(private readonly page: Page, private readonly lang: Lang) {
    this.search = page.getByRole('combobox', { name: LABELS[lang].find.searchLabel });
  }
  get l() {
    return LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/findDoctor');
    await expect(this.search).toBeVisible();
    await expect(this.cards().first()).toBeVisible();
  }
  cards(): Locator {
    return this.page.getByTestId('doctor-card');
  }
  /** The cards' Book buttons ('Book an appointment with …'), in the list's order. */
  bookButtons(): Locator {
    return this.page.getByRole('button', { name: /^Book an appointment with / });
  }
  card(name: string): Locator {
    return this.cards().filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
  /** Show all (the specialties' chips). */
  showAll(): Locator {
    return this.page.getByRole('button', { name: this.l.find.showAll });
  }
  /** The button that shows the next page of doctors. */
  showMore(): Locator {
    return this.page.getByRole('button', { name: this.l.find.showMore });
  }
  /** The heading of a hospital's or a specialty's doctors. */
  doctorsFor(name: string): Locator {
    return this.page.getByRole('heading', { name: this.l.find.doctorsFor.replace('{{name}}', name) });
  }
  noData(): Locator {
    return this.page.getByText('No data found');
  }
  async viewFirstProfile(options: { timeout?: number } = {}) {
    await this.cards().first().getByRole('button', { name: /^View Profile of / }).click(options);
  }
  /** The doctor's profile dialog. */
  profile(): Locator {
    return this.page.getByTestId('doctor-profile');
  }
  biography(): Locator {
    return this.profile().getByTestId('doctor-biography');
  }
  async searchAndPick(text: string, suggestion: string) {
    await this.search.fill(text);
    const option = this.page.getByRole('option').filter({ hasText: suggestion }).first();
    await expect(option).toBeVisible();
    await option.click();
  }
  async pickSpecialty(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { name: this.l.find.doctorsFor.replace('{{name}}', name) })).toBeVisible();
  }
  async book(name: string) {
    await this.card(name).getByRole('button', { name: this.l.find.bookWith.replace('{{name}}', name) }).click();
    await expect(this.page).toHaveURL(/\/auth\/bookappointment/);
  }
}
