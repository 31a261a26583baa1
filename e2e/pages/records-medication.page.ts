import { type Download, type Locator, type Page } from '@playwright/test';
import { RECORDS_LABELS, type Lang } from './records-reports.page';

/** /auth/myMedication: Active and Past tabs, the doctor filter, the medicines dialog and the reasons dialog. */
export class MedicationPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get l() {
    return RECORDS_LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/myMedication');
  }
  /** The page's level-1 heading (the remote's page chunk loads on first visit: a journey waits for it longer). */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.l.medication });
  }
  tab(which: 'active' | 'past'): Locator {
    return this.page.getByRole('tab', { name: which === 'active' ? this.l.active : this.l.pastMedication });
  }
  /** A cell of the courses' table (a doctor's name). */
  cell(name: string): Locator {
    return this.page.getByRole('cell', { name });
  }
  /** A text in the courses' table ('Day 6 of 30'). */
  tableText(text: string): Locator {
    return this.page.getByRole('table').getByText(text, { exact: true });
  }
  /** A text anywhere on the page (the empty lists' messages). */
  text(text: string, options: { exact?: boolean } = {}): Locator {
    return this.page.getByText(text, options);
  }
  async filterByDoctor(name: string) {
    await this.page.getByLabel(this.l.doctor, { exact: true }).selectOption(name);
  }
  async viewMedicine() {
    await this.page.getByRole('button', { name: this.l.viewMedicine }).click();
  }
  /** The open dialog (medicines or reasons). */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  /** A medicine's Add to calendar button in the medicines dialog. */
  addToCalendarButton(medicine: string): Locator {
    return this.dialog.getByRole('button', { name: `Add ${medicine} to calendar` });
  }
  async addToCalendar(medicine: string): Promise<Download> {
    const wait = this.page.waitForEvent('download');
    await this.addToCalendarButton(medicine).click();
    return wait;
  }
  async closeDialog() {
    await this.dialog.getByRole('button', { name: 'OK' }).click();
  }
  async openReasons() {
    await this.page.getByRole('button', { name: this.l.reasons }).click();
  }
}

