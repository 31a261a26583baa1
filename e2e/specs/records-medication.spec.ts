import fs from 'node:fs';
import { test, expect } from '../support/test';
import { RECORDS_LABELS, seedRecords, withHospital } from '../pages/records-reports.page';
import { MedicationPage } from '../pages/records-medication.page';
import { documentRoot } from '../pages/shell-frame.page';

/** docs/product.md#reports-medication, My Medication: Active (1) / Past (2) tabs, doctor filter, medicines, the reasons dialog, the .ics. */
test('medication tabs, doctor filter, medicines and the calendar file', async ({ page, patient: data }) => {
  const l = RECORDS_LABELS.en;
  await withHospital(page);
  await seedRecords(page.request, { callingCode: '971', mobile: String(data.mobile ?? data.user?.mobile) });
  const medication = new MedicationPage(page, 'en');
  await medication.open();
  await expect(medication.heading).toBeVisible({ timeout: 30_000 });

  await test.step('Active lists the running courses per doctor with their progress', async () => {
    await expect(medication.tab('active')).toHaveAttribute('aria-selected', 'true');
    await expect(medication.cell('Dr. Sara Haddad')).toBeVisible();
    await expect(medication.cell('Dr. Omar Khalil')).toBeVisible();
    await expect(medication.tableText('Day 6 of 30')).toBeVisible();
    await medication.filterByDoctor('Dr. Sara Haddad');
    await expect(medication.cell('Dr. Omar Khalil')).toHaveCount(0);
  });
  await test.step('View Medicine and Add to calendar give a daily reminder for the remaining days', async () => {
    await medication.viewMedicine();
    const dialog = medication.dialog;
    await expect(dialog).toContainText('Glucophage 500 mg');
    const download = await medication.addToCalendar('Glucophage 500 mg');
    expect(download.suggestedFilename()).toBe('glucophage-500-mg-reminder.ics');
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    // 30-day course started 5 days ago: today is day 6, 24 days remain.
    expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=24');
    expect(ics).toContain('BEGIN:VALARM');
    await medication.closeDialog();
  });
  await test.step('Past: an expired medication cannot be added', async () => {
    await medication.filterByDoctor('');
    await medication.tab('past').click();
    await expect(medication.cell('Dr. Omar Khalil')).toBeVisible();
    await medication.viewMedicine();
    const dialog = medication.dialog;
    await expect(dialog).toContainText('Augmentin 625 mg');
    await expect(medication.addToCalendarButton('Augmentin 625 mg')).toBeDisabled();
    await expect(dialog).toContainText(l.expired);
    await medication.closeDialog();
  });
  await test.step('the reasons dialog', async () => {
    await medication.openReasons();
    await expect(medication.dialog).toContainText('prescribed at our hospitals');
  });
});

test.describe(() => {
  test.use({ lang: 'ar' });
  test('Arabic medication page mirrors and a new patient sees the empty texts', async ({ patientPage: page }) => {
    const l = RECORDS_LABELS.ar;
    await withHospital(page);
    const medication = new MedicationPage(page, 'ar');
    await medication.open();
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    await expect(medication.heading).toBeVisible({ timeout: 30_000 });
    await expect(medication.text('لم يتم العثور على أدوية حالية!', { exact: true })).toBeVisible();
    await medication.tab('past').click();
    await expect(medication.text(l.noPastMedication)).toBeVisible();
  });
});
