import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The portal's own date field (@portal/shared/ui DateField: day, month and year parts, dd/mm/yyyy in both
 * languages), found by its control's test id (`<id>-control`). A day is typed as a person types it: the day part
 * is clicked and the eight digits typed, the field moving to the next part by itself.
 */
export class DateField {
  readonly control: Locator;
  constructor(private readonly page: Page, id: string) {
    this.control = page.getByTestId(`${id}-control`);
  }

  /** The day is drawn first from the left and the year last, on an Arabic page too. */
  async expectDayFirstFromLeft() {
    const parts = this.control.getByRole('spinbutton');
    const [day, year] = [(await parts.first().boundingBox())!, (await parts.last().boundingBox())!];
    expect(day.x + day.width).toBeLessThanOrEqual(year.x);
  }

  /** Types `date` (a Date or YYYY-MM-DD) and waits until the field shows it. */
  async type(date: Date | string) {
    const [y, m, d] = (typeof date === 'string' ? date : isoOf(date)).split('-');
    await this.control.getByRole('spinbutton').first().click();
    await this.page.keyboard.type(`${d}${m}${y}`);
    await expect(this.control).toHaveText(new RegExp(`${d}\\D*/\\D*${m}\\D*/\\D*${y}`));
  }
}

/** The day in the machine's time zone, as the portal's date fields keep it (YYYY-MM-DD). */
export const isoOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
