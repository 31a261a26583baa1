import { expect, type Locator, type Page } from '@playwright/test';
import { LABELS, YES, type Lang } from './appointments-labels.page';

/** /auth/appointments: Upcoming and Past, cancel, reschedule, add to calendar. */
export class AppointmentsPage {
  constructor(private readonly page: Page, private readonly lang: Lang) {}
  get l() {
    return LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/appointments');
    await expect(this.page.getByRole('tab', { name: this.l.appointments.upcoming })).toBeVisible();
  }
  /** A card of the open tab (Upcoming or Past: a cancelled appointment moves from one to the other). */
  card(ref: string): Locator {
    return this.page.getByRole('tabpanel').locator(`[data-testid="appointment-card"][data-ref="${ref}"]`);
  }
  cards(): Locator {
    return this.page.getByRole('tabpanel').getByTestId('appointment-card');
  }
  /** When a card's appointment is (its date and time). */
  when(ref: string): Locator {
    return this.card(ref).getByTestId('appointment-when');
  }
  /** A text anywhere on the list (an appointment's reference). */
  text(text: string): Locator {
    return this.page.getByText(text);
  }
  /** The patient picker's options (the patient and the family members). */
  patientOptions(): Locator {
    return this.patientPicker().locator('option');
  }
  patientPicker(): Locator {
    return this.page.locator('#appt-patient');
  }
  /** The patient picker, by its accessible name. */
  patientSelect(): Locator {
    return this.page.getByRole('combobox', { name: this.l.appointments.patient });
  }
  async openTab(name: string) {
    await this.page.getByRole('tab', { name }).click();
  }
  /** A card of the Past tab's cancelled appointments, and what it shows. */
  cancelledCard(ref: string) {
    const card = this.page.getByRole('region', { name: 'Cancelled appointments' }).getByTestId('appointment-card').and(this.card(ref));
    return {
      card,
      status: card.getByTestId('appointment-status'),
      when: card.getByTestId('appointment-when'),
      bookAgain: card.getByRole('button', { name: /^Book again with / }),
      rebook: card.getByRole('button', { name: 'Re-Book' }),
    };
  }
  async cancel(ref: string) {
    await this.card(ref).getByRole('button', { name: this.l.appointments.cancel, exact: true }).click();
    const dialog = this.page.getByRole('alertdialog').filter({ hasText: this.l.appointments.cancelQuestion });
    await dialog.getByRole('button', { name: YES[this.lang], exact: true }).click();
  }
  async reschedule(ref: string) {
    await this.card(ref).getByRole('button', { name: this.l.appointments.reschedule, exact: true }).click();
    await expect(this.page).toHaveURL(/\/auth\/rescheduleAppointment/);
  }
  async downloadCalendar(ref: string) {
    const wait = this.page.waitForEvent('download');
    await this.card(ref).getByRole('button', { name: this.l.appointments.addToCalendar }).click();
    return wait;
  }
}

/** The dashboard's carousel of upcoming appointments. */
export class UpcomingCarousel {
  constructor(private readonly page: Page) {}
  /** The carousel's card of an appointment, by its reference. */
  item(ref: string): Locator {
    return this.page.getByTestId('upcoming-carousel').locator(`[data-ref="${ref}"]`);
  }
}
