import { doctors } from '../src/standins/content/data/index.js';
import { seededAccount, type SeededAccount } from './account-support.js';
import { insertAppointment, ensurePatientRecord } from '../src/standins/his/booking.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { assertConsultationOpen } from '../src/modules/telecare/gate.js';
import { hospitalNow } from '../src/modules/appointments/hospital-time.js';
import type { Consultation } from '../src/adapters/video/index.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpPayment } from '../src/adapters/payment/index.js';
import { createHttpVideo } from '../src/adapters/video/index.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Teleconsultation through HTTP on a seeded database: tele doctors and their video-clinic hours, TELEMED slots
 * and booking (payment modes, the adult same-number and Emirates ID rules), the consultation list with display
 * status and payment link, the payment state machine through the embedded payment page, the single sign-on,
 * and the video rooms' access rules and signalling.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(async () => {
  await t.close();
});

type Patient = SeededAccount;
const newPatient = (dateOfBirth = '1990-05-01'): Promise<Patient> => seededAccount(t, { firstName: 'Tele', dateOfBirth });

async function call(p: Patient | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}, app = t.app) {
  const res = await app.inject({ method, url, payload, headers: { ...(p ? { authorization: `Bearer ${p.token}` } : {}), ...headers } });
  const json = /json/.test(String(res.headers['content-type'])) ? res.json() : null;
  return { status: res.statusCode, body: json as { message: { status: string; message: string }; data: any }, raw: res };
}

const teleAt = (facility: string) => doctors.filter((d) => d.isTeleconsultation && d.facilityCode === facility);
const [gpA, gpB, gpC] = teleAt('BU10');
const regular = doctors.find((d) => !d.isTeleconsultation && d.facilityCode === 'BU10' && !d.appointment_message.en)!;

const slotsBody = (physicianNo: string, date: string, scheduleType = 'TELEMED') => ({
  facilityId: ['BU10'], department: [''], physicianLicense: [''], physicianNo: [physicianNo], providerLicence: '', beginDate: date, endDate: date, patientId: '', extensions: {}, scheduleType,
});
const bookBody = (d: typeof gpA, date: string, start: string, extra: Record<string, unknown> = {}) => ({
  facilityId: ['BU10'],
  appointmentdetails: {
    apptDate: date, apptStartTime: start, apptEndTime: '', patientId: '', familyMemberId: 0, callpoint: 'Portal', department: d!.department_code,
    physicianNo: d!.physician_number, physicianLicense: d!.physician_code, scheduleType: 'TELEMED', apptType: 2, comment: '', ...extra,
  },
  patientdetails: {},
  extensions: {},
});

const today = () => hospitalNow('Asia/Dubai').date;

/** All free TELEMED slots of a doctor on a date. */
async function teleSlots(p: Patient, d: typeof gpA, date = today()): Promise<string[]> {
  const r = await call(p, 'POST', '/api/appointment/timeslots', slotsBody(d!.physician_number, date));
  expect(r.status).toBe(200);
  return [...r.body.data.morningSlots, ...r.body.data.afternoonSlots, ...r.body.data.eveningSlots].map((s: any) => s.startTime);
}

/** A tomorrow slot of the doctor, free for this test (the n-th). */
async function tomorrowSlot(p: Patient, d: typeof gpA, n: number): Promise<{ date: string; start: string }> {
  const date = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const all = await teleSlots(p, d, date);
  return { date, start: all[n]! };
}

const listOf = async (p: Patient, familyMemberId = 0, today = 'no') => call(p, 'POST', '/api/teleconsultation/consultationlist', { patientId: '', token: '', today, familyMemberId });

/**
 * A consultation at the hospital's clock plus `minutes` (not on the slot grid: inserted the way the HIS would
 * hold it), for the time-window rules.
 */
async function consultationAt(p: Patient, minutes: number, paymentMode = 1, doctor = gpC!): Promise<Consultation> {
  const at = hospitalNow('Asia/Dubai', new Date(Date.now() + minutes * 60_000));
  const patientId = await ensurePatientRecord(t.handle.db as any, {
    firstName: 'Tele', lastName: 'Patient', dateOfBirth: '1990-05-01', callingCode: '971', mobile: p.mobile, documentTypeId: 1, documentId: p.documentId, genderId: 1, documentVerified: false,
  }, 'BU10');
  const r = await insertAppointment(t.handle.db as any, {
    patientId, facilityCode: 'BU10', familyMemberId: null, doctorId: doctor.id, physicianNumber: doctor.physician_number, departmentCode: doctor.department_code,
    apptDate: at.date, startTime: `${at.time}:${String(p.userId % 60).padStart(2, '0')}`, endTime: `${at.time}:59`,
    scheduleType: 'TELEMED', createdByUserId: p.userId, idempotencyKey: null,
  });
  const adapters = createAdapters(t.config, t.handle.db);
  return adapters.video.registerConsultation({
    appointmentId: r.appointment.id, refNo: r.appointment.refNo, doctorId: doctor.id, physicianNumber: doctor.physician_number, patientId, patientName: 'Tele Patient',
    facilityCode: 'BU10', userId: p.userId, familyMemberId: null, apptDate: at.date, startTime: at.time, endTime: at.time, paymentMode,
  });
}

describe('tele doctors and their hours', () => {
  test('the content site lists GPs with languages, experience and disease keys, each with video-clinic hours in the HIS', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/content/burjeel/getallteleconsultationdocters?vblog=burjeel-hospital-abu-dhabi' });
    const list = r.json().data as any[];
    expect(list.map((d) => d.id).sort()).toEqual(teleAt('BU10').map((d) => d.id).sort());
    for (const d of list) {
      expect(d.specialization).toBe('General Practitioner');
      expect(d.know_langauges).toMatch(/English|Arabic/);
      expect(d.experience).toBeGreaterThan(0);
      expect(d.disease_key.length).toBeGreaterThan(3);
      const rows = await t.handle.db.selectFrom('his_doctor_schedule').select('id').where('doctor_id', '=', d.id).where('schedule_type', '=', 'TELEMED').execute();
      expect(rows.length).toBeGreaterThan(0);
    }
    const ar = (await t.app.inject({ method: 'GET', url: '/content/llh/getallteleconsultationdocters?vblog=llh-hospital-abu-dhabi&lang=ar' })).json().data as any[];
    expect(ar.length).toBe(teleAt('LL18').length);
    expect(ar[0].disease_key).toMatch(/[\u0600-\u06FF]/);
  });

  test('TELEMED slots are the video clinic\'s 10-minute slots; two doctors five minutes apart: a slot starts within 5 minutes', async () => {
    const p = await newPatient();
    const date = today();
    const a = await teleSlots(p, gpA, date);
    const b = await teleSlots(p, gpB, date);
    const now = hospitalNow('Asia/Dubai').time;
    const toMin = (x: string) => Number(x.slice(0, 2)) * 60 + Number(x.slice(3, 5));
    for (const s of a) expect(toMin(s) % 10).toBe(0);
    for (const s of b) expect(toMin(s) % 10).toBe(5);
    // Not near midnight (the day's last slot has passed): the earliest free slot is at most 5 minutes away.
    if (toMin(now) < 23 * 60 + 40) {
      const soonest = Math.min(...[...a, ...b].map(toMin));
      expect(soonest - toMin(now)).toBeGreaterThan(0);
      expect(soonest - toMin(now)).toBeLessThanOrEqual(5 + 5); // +5: slots taken by other suites of this run
    }
    // The same doctor's visits at the hospital are another schedule.
    const online = await call(p, 'POST', '/api/appointment/timeslots', slotsBody(gpA!.physician_number, date, 'ONLINE'));
    expect(online.status).toBe(200);
  });
});

describe('booking a teleconsultation', () => {
  test('self-pay books TELEMED with Payment Pending; insurance needs no payment; the list shows both with the spec\'s fields', async () => {
    const p = await newPatient();
    const s1 = await tomorrowSlot(p, gpA, 2);
    const self = await call(p, 'POST', '/api/appointment/bookappt', bookBody(gpA, s1.date, s1.start, { apptType: 2 }), { 'idempotency-key': `tele-${p.userId}-1` });
    expect(self.status).toBe(200);
    expect(self.body.data.appointmentRefNo).toMatch(/^APT\d{9}$/);
    // The same request again books once.
    const again = await call(p, 'POST', '/api/appointment/bookappt', bookBody(gpA, s1.date, s1.start, { apptType: 2 }), { 'idempotency-key': `tele-${p.userId}-1` });
    expect(again.body.data.appointmentRefNo).toBe(self.body.data.appointmentRefNo);
    const s2 = await tomorrowSlot(p, gpB, 3);
    const insured = await call(p, 'POST', '/api/appointment/bookappt', bookBody(gpB, s2.date, s2.start, { apptType: 1 }));
    expect(insured.status).toBe(200);

    const list = await listOf(p);
    expect(list.status).toBe(200);
    const rows = list.body.data as any[];
    expect(rows).toHaveLength(2);
    const pending = rows.find((r) => r.appointment.appointmentRefNo === self.body.data.appointmentRefNo);
    expect(pending.consultData).toMatchObject({ doctor_id: gpA!.id, time: s1.start, appointment_status: 'Appointment Booked', appointment_payment_status: 'Pending' });
    expect(pending.consultData.date).toBe(s1.date.split('-').reverse().join('-'));
    expect(pending.doctorUser.name).toBe(gpA!.name.en);
    expect(pending.appointment.displayStatus).toBe('Payment Pending');
    expect(pending.payment_link).toMatch(/^\/payment\/checkout\/po_/);
    const free = rows.find((r) => r.appointment.appointmentRefNo === insured.body.data.appointmentRefNo);
    expect(free.consultData.appointment_payment_status).toBe('Not Required');
    expect(free.appointment.displayStatus).toBe('Booked');
    expect(free.payment_link).toBe('');
    // A second look reuses the open payment link.
    expect((await listOf(p)).body.data.find((r: any) => r.appointment.appointmentId === pending.appointment.appointmentId).payment_link).toBe(pending.payment_link);
    // Teleconsultations stay out of the regular appointment lists (docs/product.md#booking-managing).
    const regularList = await call(p, 'GET', '/api/appointment/appointments?familyMemberId=0');
    expect(regularList.body.data.upcomingAppts).toEqual([]);
    // today=yes: only today's.
    expect((await listOf(p, 0, 'yes')).body.data).toEqual([]);
  });

  test('bad payment mode, a doctor without video hours and a time off the grid are refused', async () => {
    const p = await newPatient();
    const s = await tomorrowSlot(p, gpA, 4);
    expect((await call(p, 'POST', '/api/appointment/bookappt', bookBody(gpA, s.date, s.start, { apptType: 3 }))).status).toBe(400);
    const off = await call(p, 'POST', '/api/appointment/bookappt', bookBody(regular as any, s.date, '14:00', { physicianNo: regular.physician_number }));
    expect(off.status).toBe(400);
    expect(off.body.message.message).toBe('physicianNo: this doctor offers no teleconsultations');
    expect((await call(p, 'POST', '/api/appointment/bookappt', bookBody(gpA, s.date, '10:03'))).status).toBe(409);
  });

  test('an adult family member on the holder\'s number is refused with the spec\'s message; the Emirates ID rule too', async () => {
    const p = await newPatient();
    const adult = await t.handle.db.insertInto('family_members').values({
      user_id: p.userId, first_name: 'Adult', last_name: 'Member', email: 'a@example.com', date_of_birth: '1985-02-02', calling_code: '971', mobile: p.mobile,
      gender_id: 1, country_id: 784, document_type_id: 1, document_id: '784198577777771', relation_id: 1, relation: 'Spouse',
    } as never).returning('id').executeTakeFirstOrThrow();
    const s = await tomorrowSlot(p, gpA, 5);
    const refused = await call(p, 'POST', '/api/appointment/bookappt', bookBody(gpA, s.date, s.start, { familyMemberId: (adult as any).id }));
    expect(refused.status).toBe(400);
    expect(refused.body.message.message).toBe('As per our privacy policies an adult requires a different number. Please use a different number.');

    // An account whose Emirates ID does not carry its birth year.
    const bad = await newPatient('1990-05-01');
    await t.handle.db.updateTable('users').set({ document_id: '784199912345671' }).where('id', '=', bad.userId).execute();
    const r = await call(bad, 'POST', '/api/appointment/bookappt', bookBody(gpA, s.date, s.start));
    expect(r.status).toBe(400);
    expect(r.body.message.message).toBe('Invalid Emirates Id or date of birth');
  });

  test('reschedule moves the consultation to another video slot of the same doctor; cancel takes it off the list', async () => {
    const p = await newPatient();
    const s = await tomorrowSlot(p, gpA, 6);
    const booked = await call(p, 'POST', '/api/appointment/bookappt', bookBody(gpA, s.date, s.start, { apptType: 1 }));
    const id = booked.body.data.appointmentId as number;
    const target = (await tomorrowSlot(p, gpA, 8)).start;
    const moved = await call(p, 'PUT', '/api/appointment/updateappt', { facilityId: ['BU10'], appointmentId: id, apptDate: s.date, apptTime: target, physicianNo: gpA!.physician_number });
    expect(moved.status).toBe(200);
    expect(moved.body.message.message).toBe('Appointment Rescheduled');
    expect((await listOf(p)).body.data[0].consultData.time).toBe(target);
    // A time of the doctor's hospital hours is not a video slot.
    const wrong = await call(p, 'PUT', '/api/appointment/updateappt', { appointmentId: id, apptDate: s.date, apptTime: '09:03' });
    expect(wrong.status).toBe(409);
    const other = await newPatient();
    expect((await call(other, 'PUT', '/api/appointment/updateappt', { appointmentId: id, apptDate: s.date, apptTime: target })).status).toBe(403);
    expect((await call(p, 'DELETE', '/api/appointment/cancelappt', { appointmentId: id, reason: 'not needed' })).status).toBe(200);
    expect((await listOf(p)).body.data).toEqual([]);
  });
});

describe('owner checks', () => {
  test('another account gets 403 for the list of a family member, a record number, the payment and the sign-on', async () => {
    const owner = await newPatient();
    const other = await newPatient();
    const s = await tomorrowSlot(owner, gpA, 9);
    const booked = await call(owner, 'POST', '/api/appointment/bookappt', bookBody(gpA, s.date, s.start, { apptType: 2 }));
    const id = booked.body.data.appointmentId as number;
    const row = (await listOf(owner)).body.data[0];
    const mrn = row.consultData.patient_id as string;

    expect((await listOf(other, 424242)).status).toBe(403);
    expect((await call(other, 'POST', '/api/teleconsultation/consultationlist', { patientId: mrn, today: 'no', familyMemberId: 0 })).status).toBe(403);
    expect((await call(other, 'POST', '/api/teleconsultation/paymentstatus', { appointmentId: id })).status).toBe(403);
    expect((await call(other, 'POST', '/api/auth/logintelesso', { familyMemberId: 0, PatientMrn: mrn })).status).toBe(403);
    // Their own record number, with somebody else's appointment.
    await call(other, 'POST', '/api/appointment/bookappt', bookBody(gpB, s.date, (await tomorrowSlot(other, gpB, 9)).start, { apptType: 1 }));
    const otherMrn = (await listOf(other)).body.data[0].consultData.patient_id;
    expect((await call(other, 'POST', '/api/auth/logintelesso', { familyMemberId: 0, PatientMrn: otherMrn, appointmentId: id })).status).toBe(403);
    expect((await call(null, 'POST', '/api/teleconsultation/consultationlist', { today: 'no' })).status).toBe(401);
    // The refusals are in the audit log.
    const denied = await t.handle.db.selectFrom('audit_log').select('action').where('actor_user_id', '=', other.userId).where('outcome', '=', 'denied').execute();
    expect(denied.length).toBeGreaterThanOrEqual(3);
  });
});

describe('payment', () => {
  test('Pending → a declined card keeps it Pending with a new link → paying makes it Completed, once', async () => {
    const p = await newPatient();
    const s = await tomorrowSlot(p, gpB, 10);
    const booked = await call(p, 'POST', '/api/appointment/bookappt', bookBody(gpB, s.date, s.start, { apptType: 2 }));
    const id = booked.body.data.appointmentId as number;
    const link1 = (await listOf(p)).body.data[0].payment_link as string;
    expect((await call(p, 'POST', '/api/teleconsultation/paymentstatus', { appointmentId: id })).body.data).toEqual({ appointment_payment_status: 'Pending', attempt: 'Open', familyMemberId: 0 });

    // The checkout page shows the amount and both choices.
    const page = await t.app.inject({ method: 'GET', url: link1 });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('AED');
    expect(page.body).toContain(booked.body.data.appointmentRefNo);
    const declined = await t.app.inject({ method: 'POST', url: link1, payload: 'action=decline', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/auth/teleconsultationAppointments?paymentFor=${id}`);
    expect((await call(p, 'POST', '/api/teleconsultation/paymentstatus', { appointmentId: id })).body.data).toEqual({ appointment_payment_status: 'Pending', attempt: 'Failed', familyMemberId: 0 });
    // A failed attempt is final: the link is not payable again, and the list offers a new one.
    await t.app.inject({ method: 'POST', url: link1, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const row2 = (await listOf(p)).body.data[0];
    expect(row2.consultData.appointment_payment_status).toBe('Pending');
    expect(row2.payment_link).not.toBe(link1);

    const paid = await t.app.inject({ method: 'POST', url: row2.payment_link, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    // The list alone (without the return call) sees the payment, and no longer offers a link.
    const row3 = (await listOf(p)).body.data[0];
    expect(row3.consultData.appointment_payment_status).toBe('Completed');
    expect(row3.appointment.displayStatus).toBe('Payment Completed');
    expect(row3.payment_link).toBe('');
    expect((await call(p, 'POST', '/api/teleconsultation/paymentstatus', { appointmentId: id })).body.data).toEqual({ appointment_payment_status: 'Completed', attempt: 'Paid', familyMemberId: 0 });
    // Submitting the paid page again changes nothing.
    await t.app.inject({ method: 'POST', url: row2.payment_link, payload: 'action=decline', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await listOf(p)).body.data[0].consultData.appointment_payment_status).toBe('Completed');
    const audited = await t.handle.db.selectFrom('audit_log').select(['action', 'outcome']).where('resource', '=', 'teleconsultation').where('resource_id', '=', String(id)).execute();
    expect(audited.map((a) => a.action).sort()).toEqual(['pay', 'payment-failed']);
  });

  test('the checkout page wears the brand of the portal page that sent the patient and can be left without paying', async () => {
    const { createOrder, findOrder } = await import('../src/standins/payment/repository.js');
    const order = await createOrder(t.handle.db, { reference: 'TELE-1', amountMinor: 15000, currency: 'AED', description: 'Teleconsultation', returnUrl: '/auth/teleconsultationAppointments?paymentFor=1' });
    const page = (cookie: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/payment/checkout/${order.id}?lang=${lang}`, headers: { cookie } });
    const llh = (await page('portal_view=llh.en')).body;
    expect(llh).toContain('aria-label="LLH"');
    expect(llh).toContain('LLH Patient Portal');
    expect(llh).toContain('<a class="button cancel" href="/auth/teleconsultationAppointments?paymentFor=1">Cancel and return to the portal</a>');
    // Without lang= in the link, the portal page's language (its view cookie).
    const ar = (await t.app.inject({ method: 'GET', url: `/payment/checkout/${order.id}`, headers: { cookie: 'portal_view=burjeel.ar' } })).body;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('aria-label="BURJEEL"');
    expect(ar).toContain('إلغاء والعودة إلى البوابة');
    // Leaving does not settle the order: the portal offers the same link again.
    expect((await findOrder(t.handle.db, order.id))!.status).toBe('Open');
    const missing = (await t.app.inject({ method: 'GET', url: '/payment/checkout/po_aaaaaaaaaaaaaaaaaaaaaa' })).body;
    expect(missing).toContain('<a class="button" href="/">Back to the portal</a>');
  });

  test('an unknown checkout link is a 404 page; a bad action is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/payment/checkout/po_aaaaaaaaaaaaaaaaaaaaaa' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/payment/checkout/po_aaaaaaaaaaaaaaaaaaaaaa', payload: 'action=steal', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(400);
  });
});

describe('the Consultation window on the server', () => {
  const base = { id: 1, appointmentId: 1, refNo: 'R', meetingId: 'm', doctorId: 7, physicianNumber: '10007', patientId: 'P', patientProfileId: 1, patientName: 'X', facilityCode: 'BU10', userId: 1, familyMemberId: null, endTime: '10:10', paymentMode: 1, appointmentStatus: 'Appointment Booked', paymentStatus: 'Not Required' } satisfies Partial<Consultation>;
  // 2026-03-10 10:00 in Dubai is 06:00 UTC.
  const at = (hhmmUtc: string) => new Date(`2026-03-10T${hhmmUtc}:00Z`);
  const c = (over: Partial<Consultation> = {}): Consultation => ({ ...base, apptDate: '2026-03-10', startTime: '10:00', ...over });

  test('opens 5 minutes before, on the day, at the hospital\'s clock', () => {
    expect(() => assertConsultationOpen(c(), at('05:54'))).toThrow('You can join the consultation from 5 minutes before the appointment time');
    expect(() => assertConsultationOpen(c(), at('05:55'))).not.toThrow();
    expect(() => assertConsultationOpen(c(), at('06:30'))).not.toThrow();
    expect(() => assertConsultationOpen(c({ apptDate: '2026-03-11' }), at('06:00'))).toThrow('Your teleconsultation appointment is scheduled on 11/03/2026');
    expect(() => assertConsultationOpen(c({ apptDate: '2026-03-09' }), at('06:00'))).toThrow('Your teleconsultation appointment is scheduled on 09/03/2026');
  });

  test('payment Pending and a completed consultation keep it closed', () => {
    expect(() => assertConsultationOpen(c({ paymentStatus: 'Pending' }), at('06:00'))).toThrow('Please complete the payment to join the consultation');
    expect(() => assertConsultationOpen(c({ paymentStatus: 'Completed' }), at('06:00'))).not.toThrow();
    expect(() => assertConsultationOpen(c({ appointmentStatus: 'Consultation Completed' }), at('06:00'))).toThrow('This consultation is no longer open');
  });
});

describe('single sign-on and the video room', () => {
  async function sso(p: Patient, c: Consultation) {
    return call(p, 'POST', '/api/auth/logintelesso', { familyMemberId: 0, PatientMrn: c.patientId, appointmentId: c.appointmentId });
  }

  test('sign-on refuses a consultation that is not open yet or not paid; gives a token and the room when it is', async () => {
    const p = await newPatient();
    const early = await consultationAt(p, 20);
    const r1 = await sso(p, early);
    expect(r1.status).toBe(409);
    // (Twenty minutes before midnight the appointment is tomorrow: the other refusal.)
    expect(r1.body.message.message).toBe(early.apptDate === today() ? 'You can join the consultation from 5 minutes before the appointment time' : `Your teleconsultation appointment is scheduled on ${early.apptDate.split('-').reverse().join('/')}`);
    const unpaid = await consultationAt(p, 2, 2, gpB!);
    expect((await sso(p, unpaid)).body.message.message).toBe('Please complete the payment to join the consultation');
    const soon = await consultationAt(p, 4, 1, gpA!);
    const ok = await sso(p, soon);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ meeting_id: soon.meetingId, launchUrl: null, patientProfile: { id: soon.patientProfileId } });
    expect(ok.body.data.access_token.length).toBeGreaterThan(30);
    // Without an appointment: a token for the record only (familyMemberId and PatientMrn).
    expect((await call(p, 'POST', '/api/auth/logintelesso', { familyMemberId: 0, PatientMrn: soon.patientId })).status).toBe(200);
  });

  test('who may join: the patient with their token, the doctor console with its key; signalling goes through the database', async () => {
    const p = await newPatient();
    const other = await newPatient();
    const c = await consultationAt(p, 3, 1, gpA!);
    const mine = (await sso(p, c)).body.data.access_token as string;
    const c2 = await consultationAt(other, 3, 1, gpB!);
    const theirs = (await sso(other, c2)).body.data.access_token as string;
    const join = (headers: Record<string, string>, meeting = c.meetingId) => call(null, 'POST', `/video/api/rooms/${meeting}/join`, {}, headers);

    expect((await join({})).status).toBe(401);
    expect((await join({ authorization: `Bearer ${'x'.repeat(43)}` })).status).toBe(401);
    expect((await join({ authorization: `Bearer ${theirs}` })).status).toBe(403);
    expect((await join({ 'x-console-key': 'not-the-key' })).status).toBe(403);
    const devLink = await call(null, 'GET', `/api/dev/teleconsultations?refNo=${c.refNo}`);
    const key = new URLSearchParams((devLink.body.data.consoleUrl as string).split('#')[1]).get('key')!;
    expect((await join({ 'x-console-key': key }, c2.meetingId)).status).toBe(403);

    const patient = await join({ authorization: `Bearer ${mine}` });
    expect(patient.status).toBe(200);
    expect(patient.body.data).toMatchObject({ role: 'patient', iceServers: [], peer: gpA!.name.en });
    const doctor = await join({ 'x-console-key': key });
    expect(doctor.body.data.role).toBe('doctor');
    const ps = patient.body.data.session as string;
    const ds = doctor.body.data.session as string;

    // A second API process on the same database (no shared memory) relays the messages just as well.
    const second = await buildApp({ config: t.config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(t.config, t.handle.db) });
    await second.ready();
    try {
      const poll = call(null, 'GET', `/video/api/rooms/${c.meetingId}/signals?session=${ds}&after=${doctor.body.data.cursor}&wait=10`, undefined, { 'x-console-key': key }, second);
      const sent = await call(null, 'POST', `/video/api/rooms/${c.meetingId}/signals`, { session: ps, kind: 'hello', payload: {} }, { authorization: `Bearer ${mine}` });
      expect(sent.status).toBe(200);
      const got = await poll;
      expect(got.body.data.messages).toEqual([{ id: sent.body.data.id, from: 'patient', session: ps, to: null, kind: 'hello', payload: {} }]);
      // Addressed messages reach only their session; one's own messages never come back.
      await call(null, 'POST', `/video/api/rooms/${c.meetingId}/signals`, { session: ds, kind: 'offer', to: 'patient.someoneelse0000000', payload: { sdp: 'x' } }, { 'x-console-key': key }, second);
      const none = await call(null, 'GET', `/video/api/rooms/${c.meetingId}/signals?session=${ps}&after=${sent.body.data.id}&wait=0`, undefined, { authorization: `Bearer ${mine}` });
      expect(none.body.data.messages).toEqual([]);
    } finally {
      await second.close();
    }
    // A participant cannot speak as the other role, nor read another room with its token.
    expect((await call(null, 'POST', `/video/api/rooms/${c.meetingId}/signals`, { session: ds, kind: 'bye' }, { authorization: `Bearer ${mine}` })).status).toBe(403);
    expect((await call(null, 'GET', `/video/api/rooms/${c2.meetingId}/signals?session=${ps}&wait=0`, undefined, { authorization: `Bearer ${mine}` })).status).toBe(403);
    // Only the doctor ends the consultation; afterwards the patient cannot join again.
    expect((await call(null, 'POST', `/video/api/rooms/${c.meetingId}/complete`, {}, { authorization: `Bearer ${mine}` })).status).toBe(403);
    expect((await call(null, 'POST', `/video/api/rooms/${c.meetingId}/complete`, {}, { 'x-console-key': key })).status).toBe(200);
    const after = await join({ authorization: `Bearer ${mine}` });
    expect(after.status).toBe(409);
    const row = (await listOf(p, 0, 'yes')).body.data.find((x: any) => x.consultData.meeting_id === c.meetingId);
    expect(row.appointment.displayStatus).toBe('Consultation Completed');
  });

  test('the doctor console page and its scripts are served', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/video/console/abcdefghijklmnop' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/video/assets/console.js');
    const js = await t.app.inject({ method: 'GET', url: '/video/assets/room-client.js' });
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain('export class RoomClient');
  });
});

describe('limits and production adapters', () => {
  test('a room takes at most 2000 signalling messages an hour', async () => {
    const p = await newPatient();
    const c = await consultationAt(p, 2, 1, gpB!);
    const token = (await call(p, 'POST', '/api/auth/logintelesso', { familyMemberId: 0, PatientMrn: c.patientId, appointmentId: c.appointmentId })).body.data.access_token as string;
    const joined = await call(null, 'POST', `/video/api/rooms/${c.meetingId}/join`, {}, { authorization: `Bearer ${token}` });
    const session = joined.body.data.session as string;
    const rows = Array.from({ length: 2000 }, () => ({ consultation_id: c.id, sender_role: 'patient', sender_session: session, target_session: null, kind: 'candidate', payload: '{}' }));
    for (let i = 0; i < rows.length; i += 500) await t.handle.db.insertInto('video_signal').values(rows.slice(i, i + 500)).execute();
    const r = await call(null, 'POST', `/video/api/rooms/${c.meetingId}/signals`, { session, kind: 'hello', payload: {} }, { authorization: `Bearer ${token}` });
    expect(r.status).toBe(429);
  });

  test('the production adapters call the configured services with their credentials', async () => {
    const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: any }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: body ? JSON.parse(body) : null });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/orders') return res.end(JSON.stringify({ id: 'ord_1', payment_url: 'https://pay.example/ord_1' }));
        if (req.url === '/orders/ord_1') return res.end(JSON.stringify({ status: 'Paid' }));
        if (req.url === '/web/api/video/consultation-list') {
          return res.end(JSON.stringify({ success: true, consult_count: 1, data: [{ consultData: {
            id: 5, meeting_id: 'm5', doctor_id: 7, patient_id: 'BU10-1', patient_profile_id: 9, patient_name: 'A B', date: '10-03-2026', time: '10:00',
            appointment_status: 'Appointment Booked', appointment_payment_status: 'Pending', appointment_id: 42,
          } }] }));
        }
        res.statusCode = 404;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const pay = createHttpPayment({ PAYMENT_BASE_URL: base, PAYMENT_API_KEY: 'pay-key', PORTAL_PUBLIC_URL: 'https://portal.example', publicUrl: 'https://portal.example' });
      expect(await pay.createPayment({ reference: 'APT1', amountMinor: 15000, currency: 'AED', description: 'x', returnUrl: '/auth/teleconsultationAppointments?paymentFor=1' }))
        .toEqual({ orderId: 'ord_1', paymentUrl: 'https://pay.example/ord_1' });
      expect(await pay.status('ord_1')).toBe('Paid');
      expect(seen[0]).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer pay-key' }, body: { return_url: 'https://portal.example/auth/teleconsultationAppointments?paymentFor=1', amount_minor: 15000 } });
      const video = createHttpVideo({ VIDEO_BASE_URL: base, VIDEO_APP_ID: 'app-1', VIDEO_API_KEY: 'video-key' });
      const list = await video.consultationList({ patientIds: ['BU10-1'], onlyDate: '2026-03-10' });
      expect(list[0]).toMatchObject({ appointmentId: 42, apptDate: '2026-03-10', startTime: '10:00', paymentStatus: 'Pending', meetingId: 'm5' });
      const last = seen[seen.length - 1]!;
      expect(last).toMatchObject({ method: 'POST', url: '/web/api/video/consultation-list', headers: { appid: 'app-1', authorization: 'Bearer video-key' }, body: { patient_id: 'BU10-1', today: 'yes' } });
      expect(video.launchUrl(list[0]!, { accessToken: 'tok', patientProfile: { user_id: 'u', id: 9 }, expiresIn: 60 })).toBe(`${base}/web/camera-check?consult_id=5&meeting_id=m5&patient_id=9&access_token=tok`);
    } finally {
      server.close();
    }
  });
});
