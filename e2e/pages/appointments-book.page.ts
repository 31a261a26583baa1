import { expect, type Locator, type Page } from '@playwright/test';
import { LABELS, LOADING_SLOTS, YES, type Lang } from './appointments-labels.page';

/** /auth/bookappointment and /auth/rescheduleAppointment: date, slot groups, confirm, success. */
export class BookPage {
  constructor(private readonly page: Page, private readonly lang: Lang) {}
  get l() {
    return LABELS[this.lang];
  }
  /** The date field's control (dd/mm/yyyy). */
  dateControl(): Locator {
    return this.page.getByTestId('appt-date-control');
  }
  confirmButton(options: { exact?: boolean } = {}): Locator {
    return this.page.getByRole('button', { name: this.l.book.confirm, ...options });
  }
  /** Who the appointment is for (the patient or a family member), and its options. */
  patientSelect(): Locator {
    return this.page.getByRole('combobox', { name: this.l.book.patient });
  }
  patientOptions(): Locator {
    return this.patientSelect().locator('option');
  }
  /** The success dialog's button (to the appointments). */
  successButton(): Locator {
    return this.page.getByTestId('success-dialog').getByRole('button');
  }
  slots(): Locator {
    return this.page.getByRole('radio');
  }
  /** Chooses a free slot (the n-th of the day), moving on to the next available date while the day shown has none. */
  async chooseSlot(n = 0): Promise<string> {
    const loading = this.page.getByText(LOADING_SLOTS[this.lang]);
    await expect(async () => {
      await expect(loading).toHaveCount(0);
      if ((await this.slots().count()) > n) return;
      await this.page.locator('[data-future-date]').first().click();
      throw new Error(`fewer than ${n + 1} free slots on the date shown: the next available date chosen`);
    }, 'a date with a free slot').toPass({ timeout: 45_000 });
    const slot = this.slots().nth(n);
    await slot.click();
    await expect(slot).toHaveAttribute('aria-checked', 'true');
    return (await slot.getAttribute('data-slot'))!;
  }
  async confirm(buttonLabel: string, question: string) {
    const button = this.page.getByRole('button', { name: buttonLabel, exact: true });
    await expect(button).toBeEnabled();
    await button.click();
    const dialog = this.page.getByRole('alertdialog').filter({ hasText: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: YES[this.lang], exact: true }).click();
    const success = this.page.getByTestId('success-dialog');
    await expect(success).toBeVisible();
    return success;
  }
}
