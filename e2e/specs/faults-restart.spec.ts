import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/auth';
import { LABELS, YES } from '../pages/appointments-labels.page';
import { FindDoctorPage } from '../pages/appointments-find-doctor.page';
import { BookPage } from '../pages/appointments-book.page';

/**
 * Issue 13 item 5: the API restarted in the middle of a booking journey loses nothing and the page
 * recovers. The patient chooses a slot and opens the confirmation; the API process is restarted
 * (support/server.mjs restarts it on SIGUSR2, same port, same data); the first Yes reaches the new process
 * and books, but its answer is lost on the way back ('Network Error!'); the confirmation stays open and Yes
 * again sends the same idempotency key: the booking exists exactly once, with the reference shown.
 */

const dataDir = process.env.E2E_DATA_DIR ?? '';
const pidFile = (name: string) => path.join(dataDir, name);

async function restartApi(request: APIRequestContext) {
  const before = fs.readFileSync(pidFile('api.pid'), 'utf8');
  process.kill(Number(fs.readFileSync(pidFile('supervisor.pid'), 'utf8')), 'SIGUSR2');
  await expect.poll(() => fs.readFileSync(pidFile('api.pid'), 'utf8'), { timeout: 60_000 }).not.toBe(before);
  await expect
    .poll(async () => (await request.get('/api/health').catch(() => null))?.status() ?? 0, { timeout: 120_000, intervals: [250, 500, 1000] })
    .toBe(200);
}

test('the API restarted mid-booking: the page recovers and the booking is made exactly once', async ({ page }) => {
  test.skip(!fs.existsSync(pidFile('supervisor.pid')), 'the portal was not started by support/server.mjs (E2E_REUSE)');
  test.setTimeout(240_000);
  const l = LABELS.en;
  const session = await signIn(page);
  const doctors = ((await (await page.request.get('/content/burjeel/getAllDocters')).json()).data as { name: string; facilityCode: string; appointment_message: string; department_code: string }[])
    .filter((d) => d.facilityCode === 'BU10' && !d.appointment_message && !['ONCO', 'PHYS'].includes(d.department_code));
  // Not one of the doctors the booking journeys use (the first four), so no race for a slot.
  const doctor = doctors[doctors.length - 1]!;
  const find = new FindDoctorPage(page, 'en');
  const book = new BookPage(page, 'en');

  await find.open();
  await find.searchAndPick(doctor.name.slice(0, 8), doctor.name);
  await find.book(doctor.name);
  // A later day than the browser's today: a slot of today may already be past in the hospital's time zone.
  await expect(page.locator('[data-future-date]').first()).toBeVisible();
  await page.locator('[data-future-date]').first().click();
  await book.chooseSlot(0);
  await page.getByRole('button', { name: l.book.confirm, exact: true }).click();
  const dialog = page.getByRole('alertdialog').filter({ hasText: l.book.question });
  await expect(dialog).toBeVisible();

  await test.step('restart the API while the confirmation is open', async () => {
    await restartApi(page.request);
  });

  const keys: string[] = [];
  let firstBooked = 0;
  await page.route('**/api/appointment/bookappt', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      // The request reaches the new API process and books; its answer is lost on the way back.
      firstBooked = (await route.fetch()).status();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await test.step("Yes: booked on the server, but the answer is lost: 'Network Error!', the confirmation stays", async () => {
    await dialog.getByRole('button', { name: YES.en, exact: true }).click();
    await expect(page.getByText('Network Error!').first()).toBeVisible();
    expect(firstBooked).toBe(200);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: YES.en, exact: true })).toBeEnabled();
  });

  let ref = '';
  await test.step('Yes again: the same attempt, answered with the booking already made', async () => {
    await dialog.getByRole('button', { name: YES.en, exact: true }).click();
    const success = page.getByTestId('success-dialog');
    await expect(success).toBeVisible();
    ref = (await success.textContent())!.match(/APT\d+/)![0];
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).toBe(keys[0]);
    await success.getByRole('button').click();
    await expect(page).toHaveURL(/\/auth\/appointments/);
  });

  await test.step('exactly one booking, listed once', async () => {
    await expect(page.getByText(ref)).toHaveCount(1);
    const res = await page.request.get('/api/appointment/appointments?familyMemberId=0', { headers: { authorization: `Bearer ${session.token}` } });
    expect(res.ok()).toBe(true);
    const upcoming = (await res.json()).data.upcomingAppts as { appointmentRefNo: string; physicianName: string }[];
    expect(upcoming.map((a) => a.appointmentRefNo)).toEqual([ref]);
  });
});
