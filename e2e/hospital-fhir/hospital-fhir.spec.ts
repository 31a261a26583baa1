import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/test';
import { DEMO, signIn } from '../support/auth';
import { LABELS } from '../pages/appointments-labels.page';
import { FindDoctorPage } from '../pages/appointments-find-doctor.page';
import { BookPage } from '../pages/appointments-book.page';
import { AppointmentsPage } from '../pages/appointments-list.page';
import { RECORDS_LABELS, ReportsPage, withHospital } from '../pages/records-reports.page';

/**
 * The portal on HIS_ADAPTER=fhir (hospital-fhir.config.ts): the demo patient finds a doctor, books, reschedules and
 * cancels, opens a lab report PDF and reads the medications, every answer coming from the hospital's FHIR R4 server;
 * after each change the journey reads the Appointment back from that server.
 */

interface Fhir { baseUrl: string; env: { HIS_API_KEY: string } }
const fhir = (): Fhir => JSON.parse(fs.readFileSync(path.join(process.env.E2E_FHIR_DATA_DIR!, 'fhir.json'), 'utf8')) as Fhir;

/** The hospital's Appointment with this reference number, read from the FHIR server itself. */
async function hospitalAppointment(request: APIRequestContext, refNo: string) {
  const f = fhir();
  const res = await request.get(`${f.baseUrl}/Appointment?identifier=${encodeURIComponent(`urn:patient-portal:his:appointment-ref|${refNo}`)}`, {
    headers: { authorization: `Bearer ${f.env.HIS_API_KEY}`, accept: 'application/fhir+json' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const bundle = (await res.json()) as { entry?: { resource: { status: string; start: string } }[] };
  expect(bundle.entry ?? []).toHaveLength(1);
  return bundle.entry![0]!.resource;
}

test('find a doctor, book, reschedule, cancel, a lab report PDF and the medications, with the hospital on FHIR R4', async ({ page }) => {
  // Six pages and their remotes, each change read back from the hospital: minutes on a busy two-core machine.
  test.setTimeout(360_000);
  const l = LABELS.en;
  const session = await signIn(page, DEMO);
  await withHospital(page);
  const doctors = ((await (await page.request.get('/content/burjeel/getAllDocters')).json()).data as { name: string; facilityCode: string; department_code: string; appointment_message: string }[])
    .filter((d) => d.facilityCode === 'BU10' && !d.appointment_message && !['ONCO', 'PHYS'].includes(d.department_code));
  const doctor = doctors[4]!;
  const find = new FindDoctorPage(page, 'en');
  const book = new BookPage(page, 'en');
  const list = new AppointmentsPage(page, 'en');

  let ref = '';
  await test.step('find the doctor and book the first free slot', async () => {
    await find.open();
    await find.searchAndPick(doctor.name.slice(0, 8), doctor.name);
    await find.book(doctor.name);
    await book.chooseSlot(0);
    const success = await book.confirm(l.book.confirm, l.book.question);
    ref = (await success.textContent())!.match(/APT\d+/)![0];
    await success.getByRole('button').click();
    await expect(page).toHaveURL(/\/auth\/appointments/);
    await expect(list.card(ref)).toBeVisible();
    expect((await hospitalAppointment(page.request, ref)).status).toBe('booked');
  });

  await test.step('reschedule it: the hospital’s Appointment moves', async () => {
    const before = (await hospitalAppointment(page.request, ref)).start;
    // Still on the list the booking ended on.
    await list.reschedule(ref);
    await book.chooseSlot(1);
    const success = await book.confirm(l.reschedule.confirm, l.reschedule.question);
    await expect(success).toContainText(l.reschedule.success);
    await success.getByRole('button').click();
    await expect(list.card(ref)).toBeVisible();
    expect((await hospitalAppointment(page.request, ref)).start).not.toBe(before);
  });

  await test.step('cancel it: the hospital’s Appointment is cancelled', async () => {
    await list.cancel(ref);
    await expect(list.card(ref)).toHaveCount(0);
    await expect.poll(async () => (await hospitalAppointment(page.request, ref)).status).toBe('cancelled');
  });

  await test.step('open a recent lab report as a PDF', async () => {
    const reports = new ReportsPage(page);
    await reports.open();
    // The thyroid panel at LL18, three days old in the demo data (the newest order, open at first, is another).
    await expect(page.getByText('Diabetes Panel', { exact: true })).toBeVisible();
    await reports.order('Thyroid Function').click();
    await reports.viewReport('Thyroid Function');
    await expect(page.getByRole('dialog', { name: /Thyroid Function/ })).toBeVisible();
    await expect(reports.textLayer).toContainText('TSH', { timeout: 20_000 });
    await expect(reports.textLayer).toContainText('LAB-LL18-RECENT-031');
  });

  await test.step('read the medications', async () => {
    const meds = await page.request.post('/api/appointment/medications', { headers: { authorization: `Bearer ${session.token}` }, data: { familyMemberId: 0 } });
    const active = (await meds.json()).data.activeMedications as { brandName: string; doctorName: string }[];
    const glucophage = active.find((m) => m.brandName === 'Glucophage 500 mg')!;
    expect(glucophage).toBeTruthy();
    await page.goto('/auth/myMedication');
    await expect(page.getByRole('heading', { level: 1, name: RECORDS_LABELS.en.medication })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('cell', { name: glucophage.doctorName }).first()).toBeVisible();
    await page.getByRole('button', { name: RECORDS_LABELS.en.viewMedicine }).first().click();
    // The first prescription's medicines: one of the active medications the hospital's FHIR server answered.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page.getByRole('dialog')).toContainText(new RegExp(active.map((m) => escape(m.brandName)).join('|')));
  });
});
