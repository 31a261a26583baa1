import fs from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { axeViolations } from '../support/axe';
import { CANCELLED_MESSAGE, LABELS, type Lang } from '../pages/appointments-labels.page';
import { FindDoctorPage } from '../pages/appointments-find-doctor.page';
import { BookPage } from '../pages/appointments-book.page';
import { AppointmentsPage, UpcomingCarousel } from '../pages/appointments-list.page';
import { documentRoot } from '../pages/shell-frame.page';

/**
 * The booking journey (docs/product.md#booking), in English and in Arabic: find a doctor by name and by specialty, book for self and for
 * a child (a family member on the same number), see both on the dashboard and in Upcoming, and
 * reschedule one, cancel another, download the calendar file.
 * Each test registers its own patient through the API, so the runs never share appointments.
 */

/** axe (WCAG 2.2 A/AA) inside the page's main area (the shell's frame is swept by a11y-sweep). */
async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page, { include: 'main' }), what).toEqual([]);
}

/** A child on the patient's own number, registered at the hospital (embedded HIS) and added as a family member. */
async function addChild(request: APIRequestContext, patient: { callingCode: string; mobile: string }, token: string): Promise<{ id: number; name: string }> {
  const documentId = `7842018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const child = { firstName: 'Sami', lastName: 'Test', dateOfBirth: '05/06/2018', genderId: 1, callingCode: patient.callingCode, mobile: patient.mobile, documentTypeId: 1, documentId };
  const his = await request.post('/api/dev/hispatient', { data: { facilityCode: 'BU10', ...child } });
  expect(his.ok(), await his.text()).toBe(true);
  const saved = await request.post('/api/user/savefamilymemberdetailsv2', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...child, email: `sami.${patient.mobile}@example.com`, countryId: 784, relationId: 2 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { id: (await saved.json()).data.familyMemberId as number, name: 'Sami Test' };
}

interface ContentDoctor { id: number; name: string; specialty: string; specialtyId: number; department_code: string; appointment_message: string; physician_number: string; physician_code: string; facilityCode: string }

async function bookableDoctors(request: APIRequestContext, lang: Lang): Promise<ContentDoctor[]> {
  const res = await request.get(`/content/burjeel/getAllDocters${lang === 'ar' ? '?lang=ar' : ''}`);
  const all = (await res.json()).data as ContentDoctor[];
  return all.filter((d) => !d.appointment_message && !['ONCO', 'PHYS'].includes(d.department_code));
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`find, book, reschedule, cancel and download an appointment (${lang})`, async ({ page, patient: session }) => {
      // A long journey (two bookings, a reschedule, axe scans) on shared, busy machines.
      test.setTimeout(180_000);
      const l = LABELS[lang];
      const patient = { callingCode: String(session.callingCode), mobile: String(session.mobile) };
      const child = await addChild(page.request, patient, session.token);
      const doctors = (await bookableDoctors(page.request, lang)).filter((d) => d.facilityCode === 'BU10');
      // English and Arabic runs book different doctors, so they never race for one slot.
      const doctor = doctors[lang === 'en' ? 0 : 1]!;
      const other = doctors[lang === 'en' ? 2 : 3]!;
      const find = new FindDoctorPage(page, lang);

      await test.step('search a doctor by name', async () => {
        await find.open();
        await expect(documentRoot(page)).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await find.searchAndPick(doctor.name.slice(0, 8), doctor.name);
        await expect(find.cards()).toHaveCount(1);
        await expect(find.card(doctor.name)).toBeVisible();
        await expectAccessible(page, 'find doctor');
      });

      await test.step('search doctors by specialty', async () => {
        await find.showAll().click();
        await find.pickSpecialty(doctor.specialty);
        // The heading shows before the specialty's doctors have arrived: wait for them, not a count of the moment.
        await expect(find.cards().first()).toBeVisible();
        await expect(find.cards().filter({ hasNotText: doctor.specialty })).toHaveCount(0);
      });

      const book = new BookPage(page, lang);
      let ref = '';
      await test.step('book for self', async () => {
        await find.book(doctor.name);
        await expect(book.confirmButton({ exact: true })).toBeDisabled();
        await book.chooseSlot(0);
        await expectAccessible(page, 'book');
        const success = await book.confirm(l.book.confirm, l.book.question);
        ref = (await success.textContent())!.match(/APT\d+/)![0];
        await book.successButton().click();
        await expect(page).toHaveURL(/\/auth\/appointments/);
      });

      let childRef = '';
      await test.step('book for the child', async () => {
        await find.open();
        await find.searchAndPick(doctor.name.slice(0, 8), doctor.name);
        await find.book(doctor.name);
        await expect(book.patientOptions()).toHaveCount(2);
        await book.patientSelect().selectOption(String(child.id));
        await book.chooseSlot(0);
        const success = await book.confirm(l.book.confirm, l.book.question);
        childRef = (await success.textContent())!.match(/APT\d+/)![0];
        expect(childRef).not.toBe(ref);
        await book.successButton().click();
        await expect(page).toHaveURL(/\/auth\/appointments/);
      });

      const list = new AppointmentsPage(page, lang);
      await test.step('see both in Upcoming and on the dashboard', async () => {
        await expect(list.card(ref)).toBeVisible();
        await expect(list.card(ref)).toContainText(doctor.name);
        await expect(list.card(childRef)).toHaveCount(0);
        await expectAccessible(page, 'appointments');
        await list.patientSelect().selectOption(String(child.id));
        await expect(list.card(childRef)).toBeVisible();
        await expect(list.card(childRef)).toContainText(child.name);
        await page.goto('/auth/dashboard');
        const carousel = new UpcomingCarousel(page);
        await expect(carousel.item(ref)).toBeVisible();
        await expect(carousel.item(childRef)).toContainText(child.name);
      });

      await test.step('reschedule it', async () => {
        await list.open();
        const before = await list.when(ref).textContent();
        await list.reschedule(ref);
        await book.chooseSlot(1);
        const success = await book.confirm(l.reschedule.confirm, l.reschedule.question);
        await expect(success).toContainText(l.reschedule.success);
        await book.successButton().click();
        await expect(list.card(ref)).toBeVisible();
        await expect(list.when(ref)).not.toHaveText(before!);
      });

      await test.step('download the calendar file', async () => {
        const download = await list.downloadCalendar(ref);
        expect(download.suggestedFilename()).toBe(`appointment-${ref}.ics`);
        const text = fs.readFileSync((await download.path())!, 'utf8');
        expect(text).toContain('BEGIN:VCALENDAR');
        expect(text).toMatch(/DTSTART;TZID=Asia\/(Dubai|Muscat):\d{8}T\d{6}/);
        expect(text).toMatch(/LOCATION:.+/);
      });

      await test.step('cancel another appointment', async () => {
        // The second appointment is booked through the API: the journey under test here is cancelling.
        const slots = await page.request.post('/api/appointment/timeslots', {
          headers: { authorization: `Bearer ${session.token}` },
          data: { physicianNo: [other.physician_number], department: [other.department_code], beginDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) },
        });
        const d = (await slots.json()).data;
        let first = [...d.morningSlots, ...d.afternoonSlots, ...d.eveningSlots][0];
        if (!first) {
          const next = await page.request.post('/api/appointment/timeslots', { headers: { authorization: `Bearer ${session.token}` }, data: { physicianNo: [other.physician_number], beginDate: d.futureDates[0] } });
          const nd = (await next.json()).data;
          first = [...nd.morningSlots, ...nd.afternoonSlots, ...nd.eveningSlots][0];
        }
        const booked = await page.request.post('/api/appointment/bookappt', {
          headers: { authorization: `Bearer ${session.token}` },
          data: { facilityId: [other.facilityCode], appointmentdetails: { apptDate: first.date, apptStartTime: first.startTime, familyMemberId: 0, physicianNo: other.physician_number, scheduleType: 'ONLINE' } },
        });
        expect(booked.ok(), await booked.text()).toBe(true);
        const otherRef = (await booked.json()).data.appointmentRefNo as string;
        await list.open();
        await expect(list.card(otherRef)).toBeVisible();
        // The toast lives 3 s; a slow machine may poll past it, so the page itself records that it appeared.
        await page.evaluate((text) => {
          const w = window as unknown as { __toastSeen?: boolean };
          w.__toastSeen = false;
          new MutationObserver(() => {
            if (document.body.innerText.includes(text)) w.__toastSeen = true;
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        }, CANCELLED_MESSAGE[lang]);
        await list.cancel(otherRef);
        await page.waitForFunction(() => (window as unknown as { __toastSeen?: boolean }).__toastSeen === true);
        await expect(list.card(otherRef)).toHaveCount(0);
        await expect(list.card(ref)).toBeVisible();
      });
    });
  });
}
