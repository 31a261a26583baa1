import { type Locator, type Page } from '@playwright/test';
import { LOADING_SLOTS, type Lang } from './appointments-labels.page';

/**
 * The booking steps the appointments and telecare remotes share (@portal/shared/booking): the date's parts, the
 * slot picker (its slots, the next available date), the button that asks for the confirmation, the success dialog.
 */
export class SharedBooking {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  /** The appointment date field's parts (day, month, year). */
  get dateParts(): Locator {
    return this.page.getByRole('group', { name: 'Appointment date' }).getByRole('spinbutton');
  }
  get loadingSlots(): Locator {
    return this.page.getByText(LOADING_SLOTS[this.lang]);
  }
  get slots(): Locator {
    return this.page.getByRole('radio');
  }
  /** The slot starting at HH:MM. */
  slot(start: string): Locator {
    return this.page.locator(`[data-slot="${start}"]`);
  }
  /** The first of the next available dates the picker offers when the day has no slot. */
  get nextDate(): Locator {
    return this.page.locator('[data-future-date]').first();
  }
  /** A button of the page by its exact name ('Confirm Appointment', the reschedule's confirm). */
  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
  get success(): Locator {
    return this.page.getByTestId('success-dialog');
  }
  /** The success dialog's button (to the appointments). */
  get successButton(): Locator {
    return this.success.getByRole('button');
  }
}
