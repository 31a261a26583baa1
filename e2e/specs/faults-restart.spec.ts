import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { LABELS, YES } from '../pages/appointments-labels.page';
import { FindDoctorPage } from '../pages/appointments-find-doctor.page';
import { BookPage } from '../pages/appointments-book.page';
import { AppointmentsPage } from '../pages/appointments-list.page';
import { TELE, TeleList, TeleWizard, dubaiNow, teleDoctors, teleSlots } from '../pages/telecare.page';
import { SharedBooking } from '../pages/booking-shared.page';
import { ConfirmDialog, networkError } from '../pages/shell-frame.page';

/**
 * The API restarted in the middle of a booking journey loses nothing and the page
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

/**
 * Every booking request's idempotency key; the first request goes through to the API (which books) and its
 * answer is dropped ('Network Error!' in the page), the later ones pass untouched.
 */
async function loseFirstAnswer(page: Page, call = 'bookappt') {
  const keys: string[] = [];
  const bodies: unknown[] = [];
  let status = 0;
  await page.route(`**/api/appointment/${call}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    bodies.push(route.request().postDataJSON());
    if (keys.length > 1) return route.continue();
    status = (await route.fetch()).status();
    await route.abort('connectionreset');
  });
  return { keys, bodies, firstStatus: () => status };
}

test('the API restarted mid-booking: the page recovers and the booking is made exactly once', async ({ page, patient: session }) => {
  test.skip(!fs.existsSync(pidFile('supervisor.pid')), 'the portal was not started by support/server.mjs (E2E_REUSE)');
  test.setTimeout(240_000);
  const l = LABELS.en;
  const doctors = ((await (await page.request.get('/content/burjeel/getAllDocters')).json()).data as { name: string; facilityCode: string; appointment_message: string; department_code: string }[])
    .filter((d) => d.facilityCode === 'BU10' && !d.appointment_message && !['ONCO', 'PHYS'].includes(d.department_code));
  // Not one of the doctors the booking journeys use (the first four), so no race for a slot.
  const doctor = doctors[doctors.length - 1]!;
  const find = new FindDoctorPage(page, 'en');
  const book = new BookPage(page, 'en');
  const booking = new SharedBooking(page, 'en');

  await find.open();
  await find.searchAndPick(doctor.name.slice(0, 8), doctor.name);
  await find.book(doctor.name);
  // A later day than the browser's today: a slot of today may already be past in the hospital's time zone.
  await expect(booking.nextDate).toBeVisible();
  await booking.nextDate.click();
  await book.chooseSlot(0);
  await booking.button(l.book.confirm).click();
  const confirmation = new ConfirmDialog(page, l.book.question);
  const dialog = confirmation.dialog;
  await expect(dialog).toBeVisible();

  await test.step('restart the API while the confirmation is open', async () => {
    await restartApi(page.request);
  });

  // The request reaches the API and books; its answer is lost on the way back.
  const attempt = await loseFirstAnswer(page);

  await test.step("Yes: booked on the server, but the answer is lost: 'Network Error!', the confirmation stays", async () => {
    await confirmation.button(YES.en).click();
    await expect(networkError(page)).toBeVisible();
    expect(attempt.firstStatus()).toBe(200);
    await expect(dialog).toBeVisible();
    await expect(confirmation.button(YES.en)).toBeEnabled();
  });

  let ref = '';
  await test.step('Yes again: the same attempt, answered with the booking already made', async () => {
    await confirmation.button(YES.en).click();
    const success = booking.success;
    await expect(success).toBeVisible();
    ref = (await success.textContent())!.match(/APT\d+/)![0];
    expect(attempt.keys).toHaveLength(2);
    expect(attempt.keys[0]).toMatch(/.{8,}/);
    expect(attempt.keys[1]).toBe(attempt.keys[0]);
    await booking.successButton.click();
    await expect(page).toHaveURL(/\/auth\/appointments/);
  });

  await test.step('exactly one booking, listed once', async () => {
    await expect(new AppointmentsPage(page, 'en').text(ref)).toHaveCount(1);
    const res = await page.request.get('/api/appointment/appointments?familyMemberId=0', { headers: { authorization: `Bearer ${session.token}` } });
    expect(res.ok()).toBe(true);
    const upcoming = (await res.json()).data.upcomingAppts as { appointmentRefNo: string; physicianName: string }[];
    expect(upcoming.map((a) => a.appointmentRefNo)).toEqual([ref]);
  });
});

test("a teleconsultation's confirm answer is lost ('Network Error!'): Confirm again sends the same key and one consultation is booked", async ({ page, patient: session }) => {
  test.setTimeout(180_000);
  const t = TELE.en;
  // Tomorrow in the UAE, the last doctor's last slot: away from the slots the teleconsultation journey takes.
  const tomorrow = new Date(Date.parse(`${dubaiNow().date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const doctors = await teleDoctors(page.request);
  const doctor = doctors[doctors.length - 1]!;
  const start = (await teleSlots(page.request, session.token, doctor, tomorrow)).at(-1)!;
  expect(start).toBeTruthy();

  const wizard = new TeleWizard(page, 'en');
  await wizard.open();
  await wizard.proceedFromPatient();
  await wizard.search().fill(doctor.name);
  await wizard.book(doctor.physician_number);
  await wizard.chooseDate(tomorrow);
  await wizard.chooseSlot(start);
  await wizard.proceedFromSlot();
  const confirmation = new ConfirmDialog(page, t.wizard.reviewTitle);
  const review = confirmation.dialog;
  await expect(review).toBeVisible();

  // The request reaches the API and books; its answer is lost on the way back.
  const booking = await loseFirstAnswer(page);

  await test.step("Confirm: 'Network Error!', the review stays open", async () => {
    await confirmation.button(t.wizard.confirm).click();
    await expect(networkError(page)).toBeVisible();
    expect(booking.firstStatus()).toBe(200);
    await expect(review).toBeVisible();
    await expect(confirmation.button(t.wizard.confirm)).toBeEnabled();
  });

  let ref = '';
  await test.step('Confirm again: the same attempt, answered with the consultation already booked', async () => {
    await confirmation.button(t.wizard.confirm).click();
    const success = wizard.success;
    await expect(success).toBeVisible();
    ref = await wizard.reference();
    expect(booking.keys).toHaveLength(2);
    expect(booking.keys[0]).toMatch(/.{8,}/);
    expect(booking.keys[1]).toBe(booking.keys[0]);
  });

  await test.step('exactly one teleconsultation in the list', async () => {
    await page.unroute('**/api/appointment/bookappt');
    const list = new TeleList(page);
    await list.open('en');
    await expect(list.row(ref)).toHaveCount(1);
    await expect(list.rows()).toHaveCount(1);
  });
});

test("a reschedule's answer is lost ('Network Error!'): the question stays with the slot, Yes again moves the appointment once", async ({ page, patient: session }) => {
  test.setTimeout(180_000);
  const l = LABELS.en;
  const auth = { authorization: `Bearer ${session.token}` };
  const doctors = ((await (await page.request.get('/content/burjeel/getAllDocters')).json()).data as { physician_number: string; facilityCode: string; appointment_message: string; department_code: string }[])
    .filter((d) => d.facilityCode === 'BU10' && !d.appointment_message && !['ONCO', 'PHYS'].includes(d.department_code));
  // Not the doctor of the restart test above (the last one) nor the journeys' (the first four).
  const doctor = doctors[doctors.length - 2]!;
  // Booked through the API three days ahead: the journey under test is the move.
  const slots = async (beginDate: string) => {
    const d = (await (await page.request.post('/api/appointment/timeslots', { headers: auth, data: { physicianNo: [doctor.physician_number], beginDate } })).json()).data;
    return { all: [...d.morningSlots, ...d.afternoonSlots, ...d.eveningSlots] as { date: string; startTime: string }[], next: d.futureDates?.[0] as string | undefined };
  };
  let day = await slots(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  if (!day.all.length && day.next) day = await slots(day.next);
  const first = day.all[0]!;
  const booked = await page.request.post('/api/appointment/bookappt', {
    headers: auth,
    data: { facilityId: [doctor.facilityCode], appointmentdetails: { apptDate: first.date, apptStartTime: first.startTime, familyMemberId: 0, physicianNo: doctor.physician_number, scheduleType: 'ONLINE' } },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const ref = (await booked.json()).data.appointmentRefNo as string;

  const list = new AppointmentsPage(page, 'en');
  const book = new BookPage(page, 'en');
  await list.open();
  const booking = new SharedBooking(page, 'en');
  const before = await list.when(ref).textContent();
  await list.reschedule(ref);
  const slot = await book.chooseSlot(1);
  await booking.button(l.reschedule.confirm).click();
  const confirmation = new ConfirmDialog(page, l.reschedule.question);
  const dialog = confirmation.dialog;
  await expect(dialog).toBeVisible();

  // The move reaches the API and is made; its answer is lost on the way back.
  const move = await loseFirstAnswer(page, 'updateappt');

  await test.step("Yes: moved on the server, the answer lost: 'Network Error!', the question and the chosen slot stay", async () => {
    await confirmation.button(YES.en).click();
    await expect(networkError(page)).toBeVisible();
    expect(move.firstStatus()).toBe(200);
    await expect(dialog).toBeVisible();
    await expect(confirmation.button(YES.en)).toBeEnabled();
    await expect(booking.slot(slot)).toHaveAttribute('aria-checked', 'true');
  });

  await test.step('Yes again: answered like the move, which is not made twice', async () => {
    await confirmation.button(YES.en).click();
    const success = booking.success;
    await expect(success).toBeVisible();
    await expect(success).toContainText(l.reschedule.success);
    // A move carries no key: the same move again (same appointment, date and time) is answered like the first.
    expect(move.bodies).toHaveLength(2);
    expect(move.bodies[1]).toEqual(move.bodies[0]);
    expect(move.bodies[0]).toMatchObject({ appointmentId: expect.any(Number), apptTime: slot });
    await booking.successButton.click();
  });

  await test.step('one appointment, at the new time', async () => {
    await page.unroute('**/api/appointment/updateappt');
    await list.open();
    await expect(list.card(ref)).toHaveCount(1);
    await expect(list.when(ref)).not.toHaveText(before!);
    const res = await page.request.get('/api/appointment/appointments?familyMemberId=0', { headers: auth });
    const upcoming = (await res.json()).data.upcomingAppts as { appointmentRefNo: string }[];
    expect(upcoming.map((a) => a.appointmentRefNo)).toEqual([ref]);
  });
});
