import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { RECORDS_LABELS, seedRecords, withHospital } from '../pages/records-reports.page';

/** docs/product.md#reports-medication, My Medication: Active (1) / Past (2) tabs, doctor filter, medicines, the reasons dialog, the .ics. */
test('medication tabs, doctor filter, medicines and the calendar file', async ({ page }) => {
  const l = RECORDS_LABELS.en;
  const data = await signIn(page);
  await withHospital(page);
  await seedRecords(page.request, { callingCode: '971', mobile: String(data.mobile ?? data.user?.mobile) });
  await page.goto('/auth/myMedication');
  await expect(page.getByRole('heading', { level: 1, name: l.medication })).toBeVisible({ timeout: 30_000 });

  await test.step('Active lists the running courses per doctor with their progress', async () => {
    await expect(page.getByRole('tab', { name: l.active })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('cell', { name: 'Dr. Sara Haddad' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Dr. Omar Khalil' })).toBeVisible();
    await expect(page.getByRole('table').getByText('Day 6 of 30', { exact: true })).toBeVisible();
    await page.getByLabel(l.doctor, { exact: true }).selectOption('Dr. Sara Haddad');
    await expect(page.getByRole('cell', { name: 'Dr. Omar Khalil' })).toHaveCount(0);
  });
  await test.step('View Medicine and Add to calendar give a daily reminder for the remaining days', async () => {
    await page.getByRole('button', { name: l.viewMedicine }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Glucophage 500 mg');
    const wait = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Add Glucophage 500 mg to calendar' }).click();
    const download = await wait;
    expect(download.suggestedFilename()).toBe('glucophage-500-mg-reminder.ics');
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    // 30-day course started 5 days ago: today is day 6, 24 days remain.
    expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=24');
    expect(ics).toContain('BEGIN:VALARM');
    await dialog.getByRole('button', { name: 'OK' }).click();
  });
  await test.step('Past: an expired medication cannot be added', async () => {
    await page.getByLabel(l.doctor, { exact: true }).selectOption('');
    await page.getByRole('tab', { name: l.pastMedication }).click();
    await expect(page.getByRole('cell', { name: 'Dr. Omar Khalil' })).toBeVisible();
    await page.getByRole('button', { name: l.viewMedicine }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Augmentin 625 mg');
    await expect(dialog.getByRole('button', { name: 'Add Augmentin 625 mg to calendar' })).toBeDisabled();
    await expect(dialog).toContainText(l.expired);
    await dialog.getByRole('button', { name: 'OK' }).click();
  });
  await test.step('the reasons dialog', async () => {
    await page.getByRole('button', { name: l.reasons }).click();
    await expect(page.getByRole('dialog')).toContainText('prescribed at our hospitals');
  });
});

test('Arabic medication page mirrors and a new patient sees the empty texts', async ({ page }) => {
  const l = RECORDS_LABELS.ar;
  await signIn(page, undefined, { lang: 'ar' });
  await withHospital(page);
  await page.goto('/auth/myMedication');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: l.medication })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('لم يتم العثور على أدوية حالية!', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: l.pastMedication }).click();
  await expect(page.getByText(l.noPastMedication)).toBeVisible();
});
